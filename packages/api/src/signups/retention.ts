import type { PrismaClient } from "@jugendclub/db";
import { luxembourgDay } from "../recurrence.js";

/** How long after its event (its date, for a series) the people signed up for it are kept. */
export const SIGNUP_KEEP_DAYS = 30;

/**
 * Deletes the sign-ups (names, addresses, answers; their mails with them) of events that took
 * place more than SIGNUP_KEEP_DAYS ago. The housekeeping runs it.
 */
export async function deletePastSignups(prisma: PrismaClient, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SIGNUP_KEEP_DAYS * 24 * 3600_000);
  const { count } = await prisma.signup.deleteMany({
    where: {
      OR: [{ occurrence: "", event: { date: { lt: cutoff } } }, { occurrence: { not: "", lt: luxembourgDay(cutoff) } }],
    },
  });
  return count;
}
