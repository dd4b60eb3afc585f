import { sendDueNewsletters, sweepSignups } from "@jugendclub/api";
import type { FastifyBaseLogger } from "fastify";
import type { Services } from "./services.js";

/** How often every instance looks for expired offers and due reminders: an offer moves on within this. */
export const SIGNUP_SWEEP_MS = 30_000;

/**
 * Runs the sign-ups' sweep and then the newsletters' (those planned for now) (packages/api/src/signups/sweep.ts) every 30 seconds, one at a time;
 * instances on one PostgreSQL may all run it: each change holds its event's lock, and a reminder
 * goes once whoever sends it.
 */
export function startSignupSweep(services: Services, log: FastifyBaseLogger, everyMs = SIGNUP_SWEEP_MS) {
  let busy = false;
  const run = () => {
    // One at a time: a slow sweep is not joined by the next tick's.
    if (busy) return;
    busy = true;
    const deps = { prisma: services.db.prisma, mail: services.mail };
    void sweepSignups(deps)
      .then(async (result) => {
        if (result.expired + result.reminded > 0) log.info(result, "sign-ups: offers expired, reminders sent");
        // Newsletters whose time has come go to the outbox (newsletter/send.ts), once whoever does it.
        const written = await sendDueNewsletters(deps);
        if (written > 0) log.info({ written }, "newsletter: mails written to the outbox");
      })
      .catch((error: unknown) => log.warn({ err: error }, "the sign-ups' sweep failed; it runs again in 30 s"))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
