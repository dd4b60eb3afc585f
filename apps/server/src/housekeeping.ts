import {
  deletePastSignups,
  fillVariantSizes,
  purgeTrash,
  runRetention,
  sweepAudit,
  sweepMedia,
  sweepRateLimits,
  sweepSessions,
} from "@jugendclub/api";
import type { FastifyBaseLogger } from "fastify";
import { sweepIncoming } from "./incoming.js";
import type { Services } from "./services.js";
import { systemState } from "./system-state.js";

/**
 * Removes what would otherwise pile up: what has been in the trash for 30 days, unused images, expired upload links, sessions, counters,
 * uploads a killed server left on disk (incoming.ts);
 * the sign-ups of events more than 30 days past (signups/retention.ts);
 * and, once a day, messages past the retention period set in the panel (spam after 30 days); audit
 * entries older than a year. Also records the sizes of image variants stored before they were kept.
 */
export async function runHousekeeping(services: Services, log: FastifyBaseLogger): Promise<void> {
  try {
    const prisma = services.db.prisma;
    // The trash's rows past 30 days first: the sweep then takes the images no row names any more.
    const trash = await purgeTrash(prisma);
    const media = await sweepMedia(prisma, services.media.storage);
    const sessions = await sweepSessions(prisma);
    const limits = await sweepRateLimits(prisma);
    const messages = (await runRetention(prisma)) ?? 0;
    const audit = await sweepAudit(prisma);
    const signups = await deletePastSignups(prisma);
    const incoming = await sweepIncoming(services.incomingDir);
    if (trash + media.files + media.tickets + sessions + limits + messages + audit + signups + incoming > 0) {
      log.info(
        { trash, ...media, sessions, rateLimits: limits, messages, audit, signups, incoming },
        "housekeeping removed stale data",
      );
    }
    // Images stored before their variants' sizes were recorded: a batch each time until all are.
    const sized = await fillVariantSizes(prisma, services.media.storage);
    if (sized > 0) log.info({ images: sized }, "housekeeping recorded the sizes of image variants");
    systemState.housekeeping = { at: new Date(), ok: true };
  } catch (error) {
    systemState.housekeeping = { at: new Date(), ok: false };
    log.warn({ err: error }, "housekeeping failed; it runs again in 10 minutes");
  }
}
