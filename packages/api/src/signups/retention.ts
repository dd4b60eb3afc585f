import type { PrismaClient } from "@jugendclub/db";
import { luxembourgDay } from "../recurrence.js";
import { readSettings, SIGNUP_DEFAULTS } from "./settings.js";

const DAY = 24 * 3600_000;

/** How long after its event the people signed up for it are kept when its settings say nothing. */
export const SIGNUP_KEEP_DAYS = SIGNUP_DEFAULTS.keepDays;

/**
 * Deletes the sign-ups (names, addresses, answers; their mails with them) of events that ended
 * more than their settings' `keepDays` ago (a series: that many days after the date signed up
 * for). The housekeeping runs it.
 */
export async function deletePastSignups(prisma: PrismaClient, now = new Date()): Promise<number> {
  const withSignups = await prisma.signup.groupBy({ by: ["eventId"] });
  if (withSignups.length === 0) return 0;
  const events = await prisma.event.findMany({
    where: { id: { in: withSignups.map((group) => group.eventId) } },
    select: { id: true, date: true, endDate: true, signup: true },
  });
  let deleted = 0;
  for (const event of events) {
    const keepDays = readSettings(event.signup)?.keepDays ?? SIGNUP_KEEP_DAYS;
    const cutoff = new Date(now.getTime() - keepDays * DAY);
    const end = event.endDate && event.endDate > event.date ? event.endDate : event.date;
    const { count } = await prisma.signup.deleteMany({
      where: {
        eventId: event.id,
        // A one-off event: its end; a series' date: the whole day (Luxembourg time).
        OR: [...(end < cutoff ? [{ occurrence: "" }] : []), { occurrence: { not: "", lt: luxembourgDay(cutoff) } }],
      },
    });
    deleted += count;
  }
  return deleted;
}
