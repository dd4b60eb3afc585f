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
});
