import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "@jugendclub/db";
import { readNewsletterSettings } from "../newsletter/settings.js";
import type { OutboxMailOutput } from "../schemas/contact.js";
import { SIGNUP_MAIL_KINDS } from "../signups/mail-kinds.js";
import type { ComposedMail, MailAttachment } from "./compose.js";

// The outbox: mails written in the same transaction as their message, sent by a worker. A worker
// claims due rows with FOR UPDATE SKIP LOCKED and a lease, so instances sharing one PostgreSQL
// never take the same row; a worker that dies mid-send leaves the row to be claimed again once
// its lease has run out. A failure is retried with growing delays; after a day it is `failed`.

export const MAIL_KINDS = [
  "committee",
  "confirmation",
  "test",
  ...SIGNUP_MAIL_KINDS,
  "newsletter",
  "newsletter-confirm",
  "newsletter-invite",
  "newsletter-test",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The kinds sent at the newsletter's pace (settings: hourlyRate, all of them together): the
 * newsletters and the confirmation mails of an imported list. Every other mail goes first.
 */
export const PACED_KINDS = ["newsletter", "newsletter-invite"] as const satisfies readonly MailKind[];

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
  /** As stored (StoredAttachment[]); read with storedAttachments(). */
  attachments: unknown;
  /** As stored: { name: value } (a newsletter's List-Unsubscribe); read with storedHeaders(). */
  headers: unknown;
  /** A newsletter's mail: its subscriber (a permanent refusal is counted against the address). */
  subscriberId: number | null;
}

/**
 * An attachment as the outbox row keeps it, in its JSON column: the bytes as base64. Kept with the
 * row, in the transaction that writes the mail, so every attempt (after a restart too) sends the
 * same files, and the row's removal (a sign-up erased) takes them along.
 */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  cid?: string;
  /** base64 */
  content: string;
}

/**
 * What one mail's files may weigh together. The site's own are small (an event's .ics about 1 kB,
 * the door's QR code 1 to 2 kB); this keeps an outbox row and a backup's line small for good.
 */
export const MAX_ATTACHMENT_BYTES = 64 * 1024;

function storeAttachments(attachments: readonly MailAttachment[]): StoredAttachment[] {
  const total = attachments.reduce((sum, file) => sum + file.content.length, 0);
  if (total > MAX_ATTACHMENT_BYTES) {
    throw new Error(`A mail's attachments take ${total} bytes, more than ${MAX_ATTACHMENT_BYTES}`);
  }
  return attachments.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    ...(file.cid ? { cid: file.cid } : {}),
    content: file.content.toString("base64"),
  }));
}

const isStored = (value: unknown): value is StoredAttachment => {
  const file = value as Partial<StoredAttachment> | null;
  return (
    typeof file === "object" &&
    file !== null &&
    typeof file.filename === "string" &&
    typeof file.contentType === "string" &&
    typeof file.content === "string" &&
    (file.cid === undefined || typeof file.cid === "string")
  );
};

/** A row's attachments as files again (the column as a raw query answers it: parsed, or as text). */
export function storedAttachments(value: unknown): MailAttachment[] {
  const list: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (!Array.isArray(list) || !list.every(isStored)) {
    // Never written so: a mail is not sent without the files it was written with.
    throw new Error("The mail's stored attachments are unreadable");
  }
  return list.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    ...(file.cid ? { cid: file.cid } : {}),
    content: Buffer.from(file.content, "base64"),
  }));
}

/** A row's extra headers (the column as a raw query answers it: parsed, or as text). */
export function storedHeaders(value: unknown): Record<string, string> {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * A row to insert for a composed mail and its files (stored with it). The Message-ID stays the
 * same on every attempt.
 */
export function outboxRow(
  kind: MailKind,
  recipients: string[],
  mail: ComposedMail,
  domain: string,
  submissionId: number | null,
  attachments: readonly MailAttachment[] = [],
  headers: Record<string, string> = {},
): Prisma.OutboxMailCreateManyInput {
  return {
    kind,
    submissionId,
    recipients: recipients.join(", "),
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: storeAttachments(attachments) as unknown as Prisma.InputJsonValue,
    headers,
    messageId: `<${randomUUID()}@${domain}>`,
  };
}

/** The columns a claim answers (OutboxRow). */
const RETURNED = Prisma.sql`"id", "submissionId", "kind", "recipients", "replyTo", "subject", "text", "html", "attempts", "messageId", "createdAt", "attachments", "headers", "subscriberId"`;

/** Takes up to `limit` due mails for this worker until `leaseUntil`; other workers skip them. */
export async function claimDue(prisma: PrismaClient, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  return prisma.$queryRaw<OutboxRow[]>`
    UPDATE "OutboxMail" SET "leaseUntil" = ${leaseUntil}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "OutboxMail"
      WHERE "state" = 'pending' AND "nextAttemptAt" <= ${now} AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now})
        AND "kind" NOT IN ('newsletter', 'newsletter-invite')
      ORDER BY "id" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${RETURNED}`;
}

/**
 * Takes due newsletter mails (PACED_KINDS) within the hour's allowance: at most the panel's
 * hourly rate sent or in flight in the last hour, all instances together. The rate, the count and
 * the claim are read under one advisory lock, so two instances cannot both take the hour's last
 * places, and a change of the rate holds from the next claim (not from a worker's next start).
 */
export async function claimPaced(
  prisma: PrismaClient,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const hourAgo = new Date(now.getTime() - 3600_000);
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(360036)`;
    const { hourlyRate } = await readNewsletterSettings(tx);
    const [used] = await tx.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS "count" FROM "OutboxMail"
      WHERE "kind" IN ('newsletter', 'newsletter-invite')
        AND ("sentAt" > ${hourAgo} OR ("state" = 'pending' AND "leaseUntil" > ${now}))`;
    const budget = Math.min(limit, hourlyRate - (used?.count ?? 0));
    if (budget <= 0) return [];
    return tx.$queryRaw<OutboxRow[]>`
      UPDATE "OutboxMail" SET "leaseUntil" = ${leaseUntil}, "attempts" = "attempts" + 1
      WHERE "id" IN (
        SELECT "id" FROM "OutboxMail"
        WHERE "state" = 'pending' AND "nextAttemptAt" <= ${now} AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now})
          AND "kind" IN ('newsletter', 'newsletter-invite')
        ORDER BY "nextAttemptAt", "id" LIMIT ${budget}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING ${RETURNED}`;
  });
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
