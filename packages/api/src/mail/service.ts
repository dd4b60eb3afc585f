import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { Transporter } from "nodemailer";
import { committeeMail, confirmationMail, type SubmissionForMail, testMail } from "./compose.js";
import {
  claimDue,
  markAttemptFailed,
  markSent,
  type OutboxRow,
  outboxRow,
  releaseClaims,
  retryDelay,
} from "./outbox.js";
import { plainSubject } from "./plain-subject.js";
import { readMailPreferences } from "./preferences.js";
import { admitPublicMail, DEFAULT_PUBLIC_MAIL_HOURLY_LIMIT } from "./public-mail.js";

/** The operator's mail configuration (SMTP_URL, MAIL_FROM, MAIL_TO); null when SMTP_URL is unset. */
export interface MailConfig {
  smtpUrl: string;
  from: string;
  defaultRecipients: string[];
}

export interface MailServiceOptions {
  config: MailConfig | null;
  /** The site's address: the admin link in the committee's mail, the Message-ID's domain. */
  publicUrl: string;
  /** The first retry's delay; each next one doubles, up to four hours. */
  retryBaseMs?: number;
  /** After this long without success a mail is marked failed. */
  giveUpMs?: number;
  /** How often the worker looks for due mails (besides being nudged). */
  pollMs?: number;
  /** How long a claimed mail is this worker's before another may take it. */
  leaseMs?: number;
  /** Mails to addresses that are not the committee's, all together, per hour (public-mail.ts). */
  publicHourlyLimit?: number;
  /** Tests: the clock. */
  now?: () => Date;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Plans the outbox rows of a message, in the message's own transaction: `tx` is where a mail to
 * the sender is counted against the public-mail rules, so concurrent messages cannot both pass.
 */
export type OutboxPlan = (
  tx: Prisma.TransactionClient,
  saved: SubmissionForMail,
) => Promise<Prisma.OutboxMailCreateManyInput[]>;

export interface MailService {
  readonly enabled: boolean;
  readonly from: string;
  readonly defaultRecipients: string[];
  /** The mails a new message gets (none without SMTP_URL). */
  planFor(type: "membership" | "sponsor"): Promise<OutboxPlan>;
  /** Starts the worker; `log` (the server's logger) hears of every failed attempt. */
  start(log?: MailLog): void;
  /** Stops it: the mail in flight is finished and recorded; the rest wait for the next start. */
  stop(): Promise<void>;
  /** Looks for due mails now (after a message was stored). */
  nudge(): void;
  /** Sends every due mail once. */
  drain(): Promise<DrainResult>;
  /** Sends a test mail right away, not through the outbox: whether it went out, or why not. */
  sendTest(to: string): Promise<{ sent: boolean; error: string }>;
}

/** The reason a send failed, in the mail server's words where it gave some. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const smtp = error as Error & { code?: string; response?: string; responseCode?: number };
  const parts = [smtp.code, smtp.response ?? error.message].filter(Boolean);
  return parts.join(": ").replace(/\s+/g, " ").slice(0, 1000);
}

export function createMailService(prisma: PrismaClient, options: MailServiceOptions): MailService {
  const config = options.config;
  const now = options.now ?? (() => new Date());
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const giveUpMs = options.giveUpMs ?? 24 * 3600_000;
  const pollMs = options.pollMs ?? 15_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const publicHourlyLimit = options.publicHourlyLimit ?? DEFAULT_PUBLIC_MAIL_HOURLY_LIMIT;
  const domain = new URL(options.publicUrl).hostname || "localhost";
  const adminUrl = `${options.publicUrl}/admin`;

  // Time-outs a stuck server cannot exceed: a send in flight holds up a graceful stop. Nodemailer
  // is loaded with the first mail, not at start (memory, docs/PERFORMANCE.md).
  let transporter: Promise<Transporter> | null = null;
  const transport = (smtpUrl: string) =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));

  let log: MailLog | undefined;
  let running = false;
  let wake: (() => void) | null = null;
  let loop: Promise<void> | null = null;
  let draining: Promise<DrainResult> | null = null;
  let again = false;
  let stopping = false;

  async function send(row: Pick<OutboxRow, "recipients" | "replyTo" | "subject" | "text" | "html" | "messageId">) {
    if (!config) throw new Error("SMTP_URL is not set");
    await (await transport(config.smtpUrl)).sendMail({
      from: config.from,
      to: row.recipients,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      subject: await plainSubject(row.subject),
      text: row.text,
      html: row.html,
      messageId: row.messageId,
    });
  }

  async function drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    if (!config) return result;
    for (;;) {
      const start = now();
      const rows = await claimDue(prisma, start, new Date(start.getTime() + leaseMs), 10);
      if (rows.length === 0) return result;
      for (const [index, row] of rows.entries()) {
        if (stopping) {
          // Stopping: the mails claimed but not begun go back, due at once for the next worker.
          await releaseClaims(
            prisma,
            rows.slice(index).map((left) => left.id),
          );
          return result;
        }
        try {
          await send(row);
          await markSent(prisma, row.id, now());
          result.sent++;
        } catch (error) {
          const at = now();
          const giveUp = at.getTime() - new Date(row.createdAt).getTime() >= giveUpMs;
          const retryAt = new Date(at.getTime() + retryDelay(row.attempts, retryBaseMs));
          await markAttemptFailed(prisma, row.id, reason(error), retryAt, giveUp);
          if (giveUp) result.failed++;
          else result.retried++;
          log?.warn({ mail: row.id, attempts: row.attempts, err: reason(error), giveUp }, "a mail could not be sent");
        }
      }
    }
  }

  /** One drain at a time per process; a drain asked for during one runs right after it. */
  function drain(): Promise<DrainResult> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = drainOnce().finally(() => {
      draining = null;
    });
    return draining;
  }

  async function run(): Promise<void> {
    while (running) {
      try {
        again = false;
        await drain();
      } catch (error) {
        log?.warn({ err: reason(error) }, "the mail worker met an error; it tries again");
      }
      if (!running) break;
      if (again) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        timer.unref?.();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    enabled: config !== null,
    from: config?.from ?? "",
    defaultRecipients: config?.defaultRecipients ?? [],
    async planFor(type) {
      if (!config) return async () => [];
      const preferences = await readMailPreferences(prisma);
      const own = preferences.recipients[type];
      const committee = own.length > 0 ? own : config.defaultRecipients;
      return async (tx, saved) => {
        const rows: Prisma.OutboxMailCreateManyInput[] = [];
        if (committee.length > 0) {
          rows.push(outboxRow("committee", committee, committeeMail(saved, adminUrl), domain, saved.id));
        }
        // The sender's address is whatever was typed: the public-mail rules decide (public-mail.ts).
        const confirm =
          preferences.confirmation &&
          (await admitPublicMail(tx, {
            kind: "confirmation",
            address: saved.email,
            oncePerDay: true,
            hourlyLimit: publicHourlyLimit,
            now: now(),
          })) === "send";
        if (confirm)
          rows.push(outboxRow("confirmation", [saved.email], confirmationMail(saved.type), domain, saved.id));
        return rows;
      };
    },
    start(logger) {
      log = logger;
      if (running || !config) return;
      running = true;
      stopping = false;
      loop = run();
    },
    async stop() {
      running = false;
      stopping = true;
      wake?.();
      await loop;
      loop = null;
      (await transporter)?.close();
      transporter = null;
    },
    nudge() {
      if (!running) return;
      if (wake) wake();
      else again = true;
    },
    drain,
    async sendTest(to) {
      if (!config) return { sent: false, error: "SMTP_URL ist nicht gesetzt" };
      const mail = testMail();
      try {
        await send({ recipients: to, ...mail, messageId: `<${randomUUID()}@${domain}>` });
        return { sent: true, error: "" };
      } catch (error) {
        return { sent: false, error: reason(error) };
      }
    },
  };
}
