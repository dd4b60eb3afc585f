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
    expect(passwordSlots()).toEqual({ running: PASSWORD_CHECKS_AT_ONCE, waiting: PASSWORD_QUEUE, trusted: 0 });
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
    expect(passwordSlots()).toEqual({ running: 0, waiting: 0, trusted: 0 });
    expect(await verifyPassword(hash, "a long enough password")).toBe(true);
  });

  it("puts a trusted device's check ahead of every waiting one, and never turns it away for a full queue", async () => {
    const hash = await hashPassword("a long enough password");
    const finished: string[] = [];
    // What waited when the first check ended: its slot is handed on before its caller hears of it.
    let atFirstEnd: ReturnType<typeof passwordSlots> | undefined;
    const check = (name: string, trusted: boolean) =>
      verifyPassword(hash, name, { trusted }).then(
        () => {
          atFirstEnd ??= passwordSlots();
          finished.push(name);
        },
        () => finished.push(`${name} refused`),
      );
    const flood = Array.from({ length: PASSWORD_CHECKS_AT_ONCE + PASSWORD_QUEUE + 5 }, (_, i) => check(`a${i}`, false));
    expect(passwordSlots()).toEqual({ running: PASSWORD_CHECKS_AT_ONCE, waiting: PASSWORD_QUEUE, trusted: 0 });
    const trusted = check("trusted", true);
    expect(passwordSlots()).toEqual({ running: PASSWORD_CHECKS_AT_ONCE, waiting: PASSWORD_QUEUE + 1, trusted: 1 });
    await Promise.all([...flood, trusted]);
    // It took the first slot that freed, ahead of every waiting one: when the first check ended, the
    // trusted one no longer waited and the anonymous ones still did. (The order in which checks
    // *finish* is the thread pool's and the CPU's to decide, so it is not what is asserted.)
    expect(atFirstEnd?.trusted).toBe(0);
    expect(atFirstEnd?.waiting).toBeGreaterThanOrEqual(PASSWORD_QUEUE - PASSWORD_CHECKS_AT_ONCE);
    expect(finished).toContain("trusted");
    expect(finished.filter((name) => name.endsWith("refused"))).toHaveLength(5);
    expect(passwordSlots()).toEqual({ running: 0, waiting: 0, trusted: 0 });
  });
});
