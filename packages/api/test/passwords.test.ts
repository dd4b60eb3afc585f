import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../src/errors.js";
import {
  BUSY_MESSAGE,
  hashPassword,
  PASSWORD_CHECKS_AT_ONCE,
  PASSWORD_QUEUE,
  passwordSlots,
  verifyPassword,
} from "../src/services/passwords.js";

describe("password checks", () => {
  it("run a bounded number at once, queue a bounded number, and turn the rest away", async () => {
    const hash = await hashPassword("a long enough password");
    const burst = 100;
    const checks = Array.from({ length: burst }, (_, i) =>
      verifyPassword(hash, i === 0 ? "a long enough password" : `guess ${i}`).then(
        (ok) => ({ ok }),
        (error: unknown) => ({ error }),
      ),
    );
    // Right after the burst arrived: the slots are full and the queue holds its bound.
    expect(passwordSlots()).toEqual({ running: PASSWORD_CHECKS_AT_ONCE, waiting: PASSWORD_QUEUE });
    const results = await Promise.all(checks);
    const refused = results.filter((r) => "error" in r);
    expect(refused).toHaveLength(burst - PASSWORD_CHECKS_AT_ONCE - PASSWORD_QUEUE);
    for (const r of refused) {
      expect((r as { error: unknown }).error).toBeInstanceOf(TooManyRequestsError);
      expect((r as { error: Error }).error.message).toBe(BUSY_MESSAGE);
    }
    expect(results[0]).toEqual({ ok: true });
    expect(results.filter((r) => "ok" in r && r.ok === false)).toHaveLength(
      PASSWORD_CHECKS_AT_ONCE + PASSWORD_QUEUE - 1,
    );
    // Everything settled: every slot is free again.
    expect(passwordSlots()).toEqual({ running: 0, waiting: 0 });
    expect(await verifyPassword(hash, "a long enough password")).toBe(true);
  });

  it("puts a trusted device's check ahead of every waiting one, and never turns it away for a full queue", async () => {
    const hash = await hashPassword("a long enough password");
    const finished: string[] = [];
    const check = (name: string, trusted: boolean) =>
      verifyPassword(hash, name, { trusted }).then(
        () => finished.push(name),
        () => finished.push(`${name} refused`),
      );
    const flood = Array.from({ length: PASSWORD_CHECKS_AT_ONCE + PASSWORD_QUEUE + 5 }, (_, i) => check(`a${i}`, false));
    expect(passwordSlots()).toEqual({ running: PASSWORD_CHECKS_AT_ONCE, waiting: PASSWORD_QUEUE });
    const trusted = check("trusted", true);
    expect(passwordSlots().waiting).toBe(PASSWORD_QUEUE + 1);
    await Promise.all([...flood, trusted]);
    // It takes the first slot that frees, ahead of every waiting one. What is seen is the order in
    // which checks finish: the ones running when it came, and on a busy host a few of those that
    // started just after it (the thread pool and the CPU decide who ends first), may finish
    // before it; in arrival order it would finish after all PASSWORD_QUEUE waiting ones.
    const anonymousDone = finished.filter((name) => !name.endsWith("refused"));
    expect(anonymousDone.indexOf("trusted")).toBeGreaterThanOrEqual(1);
    expect(anonymousDone.indexOf("trusted")).toBeLessThanOrEqual(2 * PASSWORD_CHECKS_AT_ONCE + 2);
    expect(2 * PASSWORD_CHECKS_AT_ONCE + 2).toBeLessThan(PASSWORD_QUEUE / 2);
    expect(finished.filter((name) => name.endsWith("refused"))).toHaveLength(5);
    expect(passwordSlots()).toEqual({ running: 0, waiting: 0 });
  });
});
