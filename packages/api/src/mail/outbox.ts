import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { OutboxMailOutput } from "../schemas/contact.js";
import { SIGNUP_MAIL_KINDS } from "../signups/mail-kinds.js";
import type { ComposedMail } from "./compose.js";

// The outbox: mails written in the same transaction as their message, sent by a worker. A worker
// claims due rows with FOR UPDATE SKIP LOCKED and a lease, so instances sharing one PostgreSQL
// never take the same row; a worker that dies mid-send leaves the row to be claimed again once
// its lease has run out. A failure is retried with growing delays; after a day it is `failed`.

export const MAIL_KINDS = ["committee", "confirmation", "test", ...SIGNUP_MAIL_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface OutboxRow {
  id: number;
  submissionId: number | null;
  kind: string;
  recipients: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  messageId: string;
  createdAt: Date;
}

/** A row to insert for a composed mail. The Message-ID stays the same on every attempt. */
export function outboxRow(
  kind: MailKind,
  recipients: string[],
  mail: ComposedMail,
  domain: string,
  submissionId: number | null,
): Prisma.OutboxMailCreateManyInput {
  return {
    kind,
    submissionId,
    recipients: recipients.join(", "),
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${randomUUID()}@${domain}>`,
  };
}

/** Takes up to `limit` due mails for this worker until `leaseUntil`; other workers skip them. */
export async function claimDue(prisma: PrismaClient, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  return prisma.$queryRaw<OutboxRow[]>`
    UPDATE "OutboxMail" SET "leaseUntil" = ${leaseUntil}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "OutboxMail"
      WHERE "state" = 'pending' AND "nextAttemptAt" <= ${now} AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now})
      ORDER BY "id" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "submissionId", "kind", "recipients", "replyTo", "subject", "text", "html", "attempts", "messageId", "createdAt"`;
}

export async function markSent(prisma: PrismaClient, id: number, at: Date): Promise<void> {
  await prisma.outboxMail.updateMany({
    where: { id },
    data: { state: "sent", sentAt: at, leaseUntil: null, lastError: "" },
  });
}

/** Gives claimed mails back untried (a stopping worker): due at once, the attempt not counted. */
export async function releaseClaims(prisma: PrismaClient, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await prisma.outboxMail.updateMany({
    where: { id: { in: ids }, state: "pending" },
    data: { leaseUntil: null, attempts: { decrement: 1 } },
  });
}

/** Records a failed attempt: tried again after `retryAt`, or `failed` for good once `giveUp` is true. */
export async function markAttemptFailed(
  prisma: PrismaClient,
  id: number,
  error: string,
  retryAt: Date,
  giveUp: boolean,
): Promise<void> {
  await prisma.outboxMail.updateMany({
    where: { id },
    data: {
      state: giveUp ? "failed" : "pending",
      nextAttemptAt: retryAt,
      leaseUntil: null,
      lastError: error.slice(0, 1000),
    },
  });
}

/** The delay before attempt n+1: a minute, doubling, up to four hours, with a little jitter. */
export function retryDelay(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 4 * 3600_000);
  return Math.round(plain * (0.9 + random() * 0.2));
}

const outputSelect = {
  id: true,
  submissionId: true,
  kind: true,
  recipients: true,
  subject: true,
  state: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  nextAttemptAt: true,
  sentAt: true,
} satisfies Prisma.OutboxMailSelect;

type Selected = Prisma.OutboxMailGetPayload<{ select: typeof outputSelect }>;

export function toOutboxOutput(row: Selected): OutboxMailOutput {
  return {
    ...row,
    kind: row.kind as MailKind,
    recipients: row.recipients
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function listOutbox(
  prisma: PrismaClient,
  where: Prisma.OutboxMailWhereInput,
  take = 200,
): Promise<OutboxMailOutput[]> {
  const rows = await prisma.outboxMail.findMany({ select: outputSelect, where, orderBy: { id: "desc" }, take });
  return rows.map(toOutboxOutput);
}

/** A failed mail goes back into the queue, due now. */
export async function retryMail(prisma: PrismaClient, id: number, now: Date): Promise<boolean> {
  const { count } = await prisma.outboxMail.updateMany({
    where: { id, state: "failed" },
    data: { state: "pending", nextAttemptAt: now, leaseUntil: null, createdAt: now },
  });
  return count > 0;
}
