import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { Transporter } from "nodemailer";
import { recordDelivered, recordRefusal } from "../newsletter/bounces.js";
import { committeeMail, confirmationMail, type SubmissionForMail, testMail } from "./compose.js";
import {
  claimDue,
  claimPaced,
  markAttemptFailed,
  markSent,
  type OutboxRow,
  outboxRow,
  releaseClaims,
  retryDelay,
  storedAttachments,
  storedHeaders,
} from "./outbox.js";
import { plainSubject } from "./plain-subject.js";
import { readMailPreferences } from "./preferences.js";
import { admitPublicMail, DEFAULT_PUBLIC_MAIL_HOURLY_LIMIT } from "./public-mail.js";
import { type MailTransportOptions, mailServerTransport } from "./server-settings.js";
import { plainMailError } from "./smtp-words.js";

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

/** Where the mail server's settings come from: the environment (wins), the panel, or nowhere. */
export type MailSource = "env" | "panel" | "none";

export interface MailStatus {
  enabled: boolean;
  source: MailSource;
  from: string;
  /** MAIL_TO (with SMTP_URL only). */
  defaultRecipients: string[];
}

/** The mail server in use now: SMTP_URL's, else the panel's (read again each time, no restart). */
interface MailSetup extends MailStatus {
  /** Tells two settings apart: a changed one gets a new connection. */
  key: string;
  transport: { url: string } | MailTransportOptions;
}

export interface MailService {
  /** The site's address (PUBLIC_URL), for the links in mails. */
  readonly siteUrl: string;
  /** The Message-IDs' domain. */
  readonly domain: string;
  /** PUBLIC_MAIL_HOURLY_LIMIT: mails to addresses that are not the committee's, per hour (public-mail.ts). */
  readonly publicHourlyLimit: number;
  /** The clock the outbox goes by. */
  now(): Date;
  /** Whether SMTP_URL is set: then the panel's mail server is not used (and not editable). */
  readonly envConfigured: boolean;
  /** Whether mail is sent, and with which server's settings. */
  status(): Promise<MailStatus>;
  /** The mails a new message gets (none without a mail server). */
  planFor(type: "membership" | "sponsor"): Promise<OutboxPlan>;
  /** Starts the worker; `log` (the server's logger) hears of every failed attempt. */
  start(log?: MailLog): void;
  /** Stops it: the mail in flight is finished and recorded; the rest wait for the next start. */
  stop(): Promise<void>;
  /** Looks for due mails now (after a message was stored). */
  nudge(): void;
  /** Sends every due mail once. */
  drain(): Promise<DrainResult>;
  /**
   * Sends a test mail right away, not through the outbox: whether it went out, or why not in plain
   * German (error) and in the mail server's words (detail).
   */
  sendTest(to: string): Promise<{ sent: boolean; error: string; detail: string }>;
}

/** Whether the mail server refused for good (a 5xx answer: no such mailbox, policy): no retry helps. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The reason a send failed, in the mail server's words where it gave some. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const smtp = error as Error & { code?: string; response?: string; responseCode?: number };
  const parts = [smtp.code, smtp.response ?? error.message].filter(Boolean);
  return parts.join(": ").replace(/\s+/g, " ").slice(0, 1000);
}

/** Time-outs a stuck mail server cannot exceed (a send in flight holds up a graceful stop). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

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
  let transporterKey = "";
  const transport = (setup: MailSetup) => {
    if (transporter && transporterKey !== setup.key) {
      // The panel's settings changed: the next mail goes through a new connection.
      const old = transporter;
      void old.then((t) => t.close()).catch(() => undefined);
      transporter = null;
    }
    transporterKey = setup.key;
    transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        ...setup.transport,
        // One connection kept open for the mails that follow (a newsletter's hundreds): a small
        // mail server is not asked for a new connection and login per mail. Closed when idle.
        pool: true,
        maxConnections: 1,
        ...SMTP_TIMEOUTS,
      }),
    );
    return transporter;
  };

  async function setup(): Promise<MailSetup | null> {
    if (config) {
      const { smtpUrl, from, defaultRecipients } = config;
      return { enabled: true, source: "env", from, defaultRecipients, key: smtpUrl, transport: { url: smtpUrl } };
    }
    const panel = await mailServerTransport(prisma);
    if (!panel) return null;
    return {
      enabled: true,
      source: "panel",
      from: panel.from,
      defaultRecipients: [],
      key: JSON.stringify(panel),
      transport: panel.transport,
    };
  }

  let log: MailLog | undefined;
  let running = false;
  let wake: (() => void) | null = null;
  let loop: Promise<void> | null = null;
  let draining: Promise<DrainResult> | null = null;
  let again = false;
  let stopping = false;

  /** Sends one mail, through the pooled connection unless `via` is given. */
  async function send(
    current: MailSetup,
    row: Pick<OutboxRow, "recipients" | "replyTo" | "subject" | "text" | "html" | "messageId"> &
      Partial<Pick<OutboxRow, "attachments" | "headers">>,
    via?: Transporter,
  ) {
    const files = storedAttachments(row.attachments ?? []);
    const headers = storedHeaders(row.headers ?? {});
    await (via ?? (await transport(current))).sendMail({
      from: current.from,
      to: row.recipients,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      subject: await plainSubject(row.subject),
      text: row.text,
      html: row.html,
      messageId: row.messageId,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      // An inline file (cid) goes with the HTML part (multipart/related); the others are attached.
      ...(files.length > 0
        ? {
            attachments: files.map((file) => ({
              filename: file.filename,
              content: file.content,
              contentType: file.contentType,
              ...(file.cid ? { cid: file.cid, contentDisposition: "inline" as const } : {}),
            })),
          }
        : {}),
    });
  }

  async function drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    const current = await setup();
    if (!current) return result;
    for (;;) {
      const start = now();
      const leaseUntil = new Date(start.getTime() + leaseMs);
      // Every other mail first; the newsletters' within their hourly allowance.
      let rows = await claimDue(prisma, start, leaseUntil, 10);
      if (rows.length === 0) rows = await claimPaced(prisma, start, leaseUntil, 10);
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
          await send(current, row);
          await markSent(prisma, row.id, now());
          if (row.subscriberId !== null) await recordDelivered(prisma, row.subscriberId);
          result.sent++;
        } catch (error) {
          const at = now();
          // A newsletter refused for good is not tried again; the address is marked (bounces.ts).
          const refused = row.subscriberId !== null && isPermanentRefusal(error);
          const giveUp = refused || at.getTime() - new Date(row.createdAt).getTime() >= giveUpMs;
          const retryAt = new Date(at.getTime() + retryDelay(row.attempts, retryBaseMs));
          // Said before it is recorded: a database that fails the record (the mail stays claimed
          // until its lease ends, then is tried again) must not hide why the mail did not go.
          log?.warn({ mail: row.id, attempts: row.attempts, err: reason(error), giveUp }, "a mail could not be sent");
          await markAttemptFailed(prisma, row.id, reason(error), retryAt, giveUp);
          if (refused && row.subscriberId !== null) await recordRefusal(prisma, row.subscriberId, reason(error));
          if (giveUp) result.failed++;
          else result.retried++;
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
    siteUrl: options.publicUrl.replace(/\/+$/, ""),
    domain,
    publicHourlyLimit,
    now,
    envConfigured: config !== null,
    async status() {
      const current = await setup();
      return current
        ? { enabled: true, source: current.source, from: current.from, defaultRecipients: current.defaultRecipients }
        : { enabled: false, source: "none", from: "", defaultRecipients: [] };
    },
    async planFor(type) {
      const current = await setup();
      if (!current) return async () => [];
      const preferences = await readMailPreferences(prisma);
      const own = preferences.recipients[type];
      const committee = own.length > 0 ? own : current.defaultRecipients;
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
      // Runs without a mail server too: one entered in the panel is used from the next look on.
      if (running) return;
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
      const current = await setup();
      if (!current) {
        return {
          sent: false,
          error: "Es ist noch kein Mailserver eingetragen: Bitte unter „Mailserver“ eintragen und speichern.",
          detail: "",
        };
      }
      const mail = testMail();
      // A connection of its own, not the pooled one: the test is of the settings (connecting,
      // logging in), and a pooled connection the mail server closed while idle is not a failure.
      const { default: nodemailer } = await import("nodemailer");
      const own = nodemailer.createTransport({ ...current.transport, ...SMTP_TIMEOUTS });
      try {
        await send(current, { recipients: to, ...mail, messageId: `<${randomUUID()}@${domain}>` }, own);
        return { sent: true, error: "", detail: "" };
      } catch (error) {
        return { sent: false, error: plainMailError(error), detail: reason(error) };
      } finally {
        own.close();
      }
    },
  };
}
