import { sweepMedia, sweepRateLimits, sweepSessions } from "@jugendclub/api";
import type { FastifyBaseLogger } from "fastify";
import type { Services } from "./services.js";

/** Removes what would otherwise pile up: unused images, expired upload links, sessions, counters. */
export async function runHousekeeping(services: Services, log: FastifyBaseLogger): Promise<void> {
  try {
    const prisma = services.db.prisma;
    const media = await sweepMedia(prisma, services.media.storage);
    const sessions = await sweepSessions(prisma);
    const limits = await sweepRateLimits(prisma);
    if (media.files + media.tickets + sessions + limits > 0) {
      log.info({ ...media, sessions, rateLimits: limits }, "housekeeping removed stale data");
    }
  } catch (error) {
    log.warn({ err: error }, "housekeeping failed; it runs again in 10 minutes");
  }
}
