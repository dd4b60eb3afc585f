import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { OutboxPlan } from "../mail/service.js";
import { countHits, type Hit } from "./rate-limit.js";

/** One message waiting for the next commit. */
export interface PendingMessage {
  /** The rate-limit window it counts in (per sender address). */
  key: string;
  windowMs: number;
  limit: number;
  /** The row to store (status `spam` when the honeypot was filled). */
  row: Prisma.ContactSubmissionCreateManyInput;
  /** The mails a stored message gets, written in the same transaction (none for spam or review). */
  mails: OutboxPlan;
  /**
   * Over the limit, a message is still kept, for review (status `review`, no mail), while the
   * sender's count in the window is at most this: people on one shared network (a club stand's
   * tablet) are not lost. Beyond it, it is refused (the 429, saying how long to wait).
   */
  keepForReviewUpTo: number;
}

/**
 * Stored: `spam` (the honeypot: kept out of sight, no mail) or `review` (over the limit: kept for
 * the committee to check, no mail), else in the inbox with its mails. Limited: not stored.
 */
export type Outcome = { stored: true; spam: boolean; review: boolean } | { limited: Hit };

interface Queued extends PendingMessage {
  settle(outcome: Outcome): void;
  fail(error: unknown): void;
}

/** Most messages in one transaction. */
const MAX_BATCH = 200;

/**
 * Group commit for contact messages. Messages that arrive while a transaction is being committed
 * wait and go together in the next one: one commit (one disk sync) for all of them instead of one
 * or two each. A message is answered only after the transaction that stores it has committed, so
 * a 2xx still means it is on disk, with the mails it is to send (the outbox); if the transaction fails, each of its messages is tried again
 * in a transaction of its own, so only a message the database refuses gets the error. With one message at a time this is one transaction per message, as before.
 */
export class ContactWriter {
  private queue: Queued[] = [];
  private flushing = false;

  constructor(private readonly prisma: PrismaClient) {}

  write(message: PendingMessage): Promise<Outcome> {
    return new Promise<Outcome>((settle, fail) => {
      this.queue.push({ ...message, settle, fail });
      if (!this.flushing) {
        this.flushing = true;
        // Messages that arrive in the same turn of the event loop share the first commit.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const outcomes = await this.commit(batch);
        batch.forEach((message, index) => {
          message.settle(outcomes[index] as Outcome);
        });
      } catch (error) {
        if (batch.length === 1) batch[0]?.fail(error);
        // One message the database refuses must not cost the others theirs: each goes again alone.
        else for (const message of batch) await this.commitAlone(message);
      }
    }
    this.flushing = false;
  }

  private async commitAlone(message: Queued): Promise<void> {
    try {
      const [outcome] = await this.commit([message]);
      message.settle(outcome as Outcome);
    } catch (error) {
      message.fail(error);
    }
  }

  /** Counts every message in its window and stores those within their limit, in one transaction. */
  private commit(batch: Queued[]): Promise<Outcome[]> {
    return this.prisma.$transaction(async (tx) => {
      const hits = new Map<Queued, Hit>();
      const byKey = new Map<string, Queued[]>();
      for (const message of batch) {
        const same = byKey.get(message.key);
        if (same) same.push(message);
        else byKey.set(message.key, [message]);
      }
      // Counter rows are locked in one order (by key) in every transaction, so two instances'
      // group commits never wait on each other's rows crosswise (a deadlock).
      for (const [key, messages] of [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const total = await countHits(tx, key, messages[0]?.windowMs ?? 0, messages.length);
        // The messages of this batch are the last hits of the window, in arrival order.
        const first = total.hits - messages.length + 1;
        messages.forEach((message, index) => {
          hits.set(message, { hits: first + index, resetAt: total.resetAt });
        });
      }
      const outcomes: Outcome[] = [];
      for (const message of batch) {
        const hit = hits.get(message) as Hit;
        const over = hit.hits > message.limit;
        if (over && hit.hits > message.keepForReviewUpTo) {
          outcomes.push({ limited: hit });
          continue;
        }
        const spam = message.row.status === "spam";
        const review = over && !spam;
        const saved = await tx.contactSubmission.create({
          data: { ...message.row, ...(review ? { status: "review" } : {}) },
        });
        if (!spam && !review) {
          const mails = await message.mails(tx, {
            ...saved,
            birthDate: saved.birthDate ? saved.birthDate.toISOString().slice(0, 10) : null,
          });
          if (mails.length > 0) await tx.outboxMail.createMany({ data: mails });
        }
        outcomes.push({ stored: true, spam, review: over });
      }
      return outcomes;
    });
  }
}

const writers = new WeakMap<PrismaClient, ContactWriter>();

/** The writer of a database: one per client, so every message of this process shares its commits. */
export function contactWriter(prisma: PrismaClient): ContactWriter {
  let writer = writers.get(prisma);
  if (!writer) {
    writer = new ContactWriter(prisma);
    writers.set(prisma, writer);
  }
  return writer;
}
