import { createHash } from "node:crypto";
import type { Prisma, PrismaClient } from "@jugendclub/db";
import { countHits, releaseHit } from "../services/rate-limit.js";
import type { MailKind } from "./outbox.js";

// The one gate for every mail to an address that is not the committee's: today the sender's
// confirmation, later sign-ups and newsletters. Anybody can type any address into a form, so such
// a mail reaches strangers from the club's own account (issue 29: 105 mails to one victim in 12 s).
// Two rules, decided in the transaction that writes the mail to the outbox:
// - a kind marked once-a-day goes to one address (trimmed, without case) at most once in 24 h;
// - all of them together: at most `hourlyLimit` an hour (PUBLIC_MAIL_HOURLY_LIMIT). Over it a
//   mail is skipped, not queued for later, and the Setting row `mail.publicCap` records when and
//   how many, for the system tab.
// Both count with the RateLimit table's atomic upsert: its row stays locked until the transaction
// commits, so concurrent messages, in one process or on several instances sharing a PostgreSQL,
// are counted one after the other and cannot both pass.

export const DEFAULT_PUBLIC_MAIL_HOURLY_LIMIT = 30;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const HOURLY_KEY = "mail:public:hour";
const CAP_SETTING = "mail.publicCap";

type Tx = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw" | "setting">;

export interface PublicMail {
  kind: MailKind;
  /** The address as a form gave it. */
  address: string;
  /** At most one mail of this kind to this address in 24 hours (or `perDay`). */
  oncePerDay: boolean;
  /** With oncePerDay: how many a day instead of one (a family signing up several children). */
  perDay?: number;
  hourlyLimit: number;
  /** The hourly counter, when a kind has its own (sign-ups: signups/service.ts). */
  hourlyKey?: string;
  now: Date;
}

/** send: write it to the outbox; repeat: this address had its mail of the day; capped: over the hourly cap. */
export type PublicMailDecision = "send" | "repeat" | "capped";

/** When the hourly cap was reached, the skipped mails since, and the last one skipped. */
export interface PublicMailCap {
  since: string;
  last: string;
  skipped: number;
  limit: number;
}

/** Addresses are compared trimmed and without case; the key holds a hash, not the address. */
function onceKey(kind: MailKind, address: string): string {
  const hash = createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
  return `mail:${kind}:${hash}`;
}

/** Decides whether a mail to a non-committee address may be written to the outbox, and counts it. */
export async function admitPublicMail(tx: Tx, mail: PublicMail): Promise<PublicMailDecision> {
  const key = onceKey(mail.kind, mail.address);
  // The hourly counter's row is locked (counting nothing) before any address's row, in every
  // transaction: one order for all, so two instances' group commits, each with several messages,
  // cannot hold one address each and wait for the other's.
  const hourly = mail.hourlyKey ?? HOURLY_KEY;
  await countHits(tx, hourly, HOUR, 0);
  // The address first: repeats to one address must not use up the hourly allowance of everyone else.
  if (mail.oncePerDay && (await countHits(tx, key, DAY, 1)).hits > (mail.perDay ?? 1)) return "repeat";
  const hour = await countHits(tx, hourly, HOUR, 1);
  if (hour.hits <= mail.hourlyLimit) return "send";
  // Nothing went to this address: it may have its mail once the hour has passed.
  if (mail.oncePerDay) await releaseHit(tx, key);
  // A kind with its own counter refuses its request instead (the person is told to try later).
  if (!mail.hourlyKey) await recordCapped(tx, mail.now, mail.hourlyLimit);
  return "capped";
}

function parseCap(value: string | undefined): PublicMailCap | null {
  if (!value) return null;
  try {
    const cap = JSON.parse(value) as Partial<PublicMailCap>;
    return typeof cap.since === "string" && typeof cap.last === "string" && typeof cap.skipped === "number"
      ? { since: cap.since, last: cap.last, skipped: cap.skipped, limit: cap.limit ?? 0 }
      : null;
  } catch {
    return null;
  }
}

/**
 * One more skipped mail. Skips less than a day apart are one episode (since the first of them);
 * a later one starts a new count. Read and written under the hourly counter's row lock, which this
 * transaction holds, so two transactions never both read the old count.
 */
async function recordCapped(tx: Tx, now: Date, limit: number): Promise<void> {
  const row = await tx.setting.findUnique({ where: { key: CAP_SETTING } });
  const before = parseCap(row?.value);
  const ongoing = before && now.getTime() - new Date(before.last).getTime() < DAY;
  const cap: PublicMailCap = ongoing
    ? { ...before, last: now.toISOString(), skipped: before.skipped + 1, limit }
    : { since: now.toISOString(), last: now.toISOString(), skipped: 1, limit };
  const value = JSON.stringify(cap);
  await tx.setting.upsert({ where: { key: CAP_SETTING }, create: { key: CAP_SETTING, value }, update: { value } });
}

/** The last time the hourly cap was reached, for the system tab; null when it never was. */
export async function readPublicMailCap(prisma: Pick<PrismaClient, "setting">): Promise<PublicMailCap | null> {
  const row = await prisma.setting.findUnique({ where: { key: CAP_SETTING } });
  return parseCap(row?.value);
}
