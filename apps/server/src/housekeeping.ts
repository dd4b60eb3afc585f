import { runRetention, sweepAudit, sweepMedia, sweepRateLimits, sweepSessions } from "@jugendclub/api";
import type { FastifyBaseLogger } from "fastify";
import type { Services } from "./services.js";
import { systemState } from "./system-state.js";

/**
 * Removes what would otherwise pile up: unused images, expired upload links, sessions, counters;
 * and, once a day, messages past the retention period set in the panel (spam after 30 days); audit
 * entries older than a year.
 */
export async function runHousekeeping(services: Services, log: FastifyBaseLogger): Promise<void> {
  try {
    const prisma = services.db.prisma;
    const media = await sweepMedia(prisma, services.media.storage);
    const sessions = await sweepSessions(prisma);
    const limits = await sweepRateLimits(prisma);
    const messages = (await runRetention(prisma)) ?? 0;
    const audit = await sweepAudit(prisma);
    if (media.files + media.tickets + sessions + limits + messages + audit > 0) {
      log.info({ ...media, sessions, rateLimits: limits, messages, audit }, "housekeeping removed stale data");
    }
    systemState.housekeeping = { at: new Date(), ok: true };
  } catch (error) {
    systemState.housekeeping = { at: new Date(), ok: false };
    log.warn({ err: error }, "housekeeping failed; it runs again in 10 minutes");
  }
}
