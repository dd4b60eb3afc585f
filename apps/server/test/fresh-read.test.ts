import { describe, expect, it } from "vitest";
import { freshRead } from "../src/api/fresh-read.js";

/** A read whose answers the test releases one at a time; each answers the value at its start. */
function controlledSource() {
  let value = 0;
  const pending: (() => void)[] = [];
  let started = 0;
  const read = () => {
    started++;
    const seen = value;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  return {
    read,
    set: (next: number) => {
      value = next;
    },
    started: () => started,
    finishOne: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe("freshRead", () => {
  it("shares a read among callers, never one that started before a caller arrived", async () => {
    const source = controlledSource();
    const version = freshRead(source.read);
    const first = version();
    const second = version(); // arrives while the first read runs: must wait for a new one
    const third = version(); // shares the queued read with the second
    expect(source.started()).toBe(1);
    source.set(7); // a write lands after the first read started
    await source.finishOne();
    expect(await first).toBe(0);
    expect(source.started()).toBe(2);
    await source.finishOne();
    expect(await second).toBe(7);
    expect(await third).toBe(7);
    expect(source.started()).toBe(2);
  });

  it("keeps at most one read running and one waiting under many callers", async () => {
    const source = controlledSource();
    const version = freshRead(source.read);
    const answers = Array.from({ length: 100 }, () => version());
    expect(source.started()).toBe(1);
    await source.finishOne();
    await source.finishOne();
    expect(source.started()).toBe(2);
    expect(await Promise.all(answers)).toHaveLength(100);
    // Idle again: the next caller starts a read of its own at once.
    void version();
    expect(source.started()).toBe(3);
  });

  it("passes a failed read on to its callers and recovers with the next", async () => {
    let fail = true;
    const version = freshRead(async () => {
      if (fail) throw new Error("connection lost");
      return 5;
    });
    await expect(version()).rejects.toThrow("connection lost");
    fail = false;
    await expect(version()).resolves.toBe(5);
  });
});
