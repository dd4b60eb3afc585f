import type { PrismaClient } from "@jugendclub/db";
import { readPrivacy, readRetentionLastRun, SPAM_RETENTION_DAYS, saveRetentionLastRun } from "../mail/preferences.js";

// The retention period (GDPR): messages older than the period set in the panel are deleted, with
// their mails; spam after 30 days. The housekeeping calls runRetention every ten minutes; it works
// once a day.

const DAY = 24 * 3600_000;

function cutoffs(now: Date, retentionMonths: number): { messages: Date; spam: Date } {
  const messages = new Date(now);
  messages.setUTCMonth(messages.getUTCMonth() - retentionMonths);
  return { messages, spam: new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY) };
}

function dueWhere(now: Date, retentionMonths: number) {
  const before = cutoffs(now, retentionMonths);
  return {
    OR: [
      { status: { not: "spam" as const }, createdAt: { lt: before.messages } },
      { status: "spam" as const, createdAt: { lt: before.spam } },
    ],
  };
}

/** Deletes what the period has run out on, at most once a day. Returns how many messages, or null when not due. */
export async function runRetention(prisma: PrismaClient, now: Date = new Date()): Promise<number | null> {
  const last = await readRetentionLastRun(prisma);
  if (last && now.getTime() - last.getTime() < DAY) return null;
  const { retentionMonths } = await readPrivacy(prisma);
  const { count } = await prisma.contactSubmission.deleteMany({ where: dueWhere(now, retentionMonths) });
  // Test mails belong to no message: they go after the spam period.
  await prisma.outboxMail.deleteMany({
    where: { submissionId: null, state: { not: "pending" }, createdAt: { lt: cutoffs(now, 0).spam } },
  });
  await saveRetentionLastRun(prisma, now);
  return count;
}

/** What the panel shows: the period, the last and next run, and how many messages the next run deletes. */
export async function retentionStatus(prisma: PrismaClient, now: Date = new Date()) {
  const [{ retentionMonths }, last] = await Promise.all([readPrivacy(prisma), readRetentionLastRun(prisma)]);
  const next = last ? new Date(Math.max(last.getTime() + DAY, now.getTime())) : now;
  const due = await prisma.contactSubmission.count({ where: dueWhere(next, retentionMonths) });
  return {
    retentionMonths,
    lastRunAt: last?.toISOString() ?? null,
    nextRunAt: next.toISOString(),
    due,
  };
}
