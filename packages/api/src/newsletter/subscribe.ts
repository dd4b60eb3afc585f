import { randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "@jugendclub/db";
import { InvalidInputError, NotFoundError, ServiceUnavailableError, TooManyRequestsError } from "../errors.js";
import { isPublicLocale, type PublicLocale } from "../locales.js";
import { escapeHtml } from "../mail/compose.js";
import { outboxRow } from "../mail/outbox.js";
import { admitPublicMail } from "../mail/public-mail.js";
import type { MailService } from "../mail/service.js";
import { limitPerNetwork } from "../services/rate-limit.js";
import { newsletterLink } from "./links.js";
import { readRequestToken, requestToken, type SubscribeRequest } from "./request-token.js";
import type { SubscribeInput } from "./schemas.js";
import { NEWSLETTER_MAIL_WORDS } from "./words.js";

// Subscribing and leaving (issue 36). A request stores nothing: its confirmation mail's link
// carries it, signed (request-token.ts). The POST behind that link's page stores the subscriber
// with the consent (when, which text, which language). Every later mail carries the subscriber's
// own token, which manages the subscription or ends it; ending it drops the mails still waiting.

export interface NewsletterDeps {
  prisma: PrismaClient;
  mail: MailService;
}

const WINDOW = 10 * 60 * 1000;
/** Confirmation mails an hour, all addresses together: this many times PUBLIC_MAIL_HOURLY_LIMIT. */
const HOURLY_FACTOR = 10;
export const INVALID_NEWSLETTER_LINK =
  "Dieser Link ist ungültig oder älter als 7 Tage. Bitte den Newsletter noch einmal bestellen.";
const UNKNOWN_SUBSCRIPTION = "Dieser Link ist ungültig. Bitte den Link aus der letzten Newsletter-E-Mail verwenden.";

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function newSubscriberToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The event categories a topic list names must exist. */
export async function checkTopics(prisma: PrismaClient, topics: readonly string[]): Promise<void> {
  const ids = topics.filter((topic) => topic.startsWith("category:")).map((topic) => Number(topic.slice(9)));
  if (ids.length === 0) return;
  const found = await prisma.eventCategory.count({ where: { id: { in: ids } } });
  if (found !== new Set(ids).size) throw new InvalidInputError("topics", "Diese Kategorie gibt es nicht (mehr)");
}

/** The mail asking to confirm: its link carries the signed request. */
export function confirmationMail(lang: PublicLocale, link: string) {
  const w = NEWSLETTER_MAIL_WORDS[lang];
  const text = [w.confirmHello, w.confirmLead, `${w.confirmButton}: ${link}`, w.confirmIgnore].join("\n\n");
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#2b1d2c;line-height:1.5">
<p>${escapeHtml(w.confirmHello)}</p>
<p>${escapeHtml(w.confirmLead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#7a1f3d;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(w.confirmButton)}</a></p>
<p style="color:#5c4a5e;font-size:14px">${escapeHtml(w.confirmIgnore)}</p>
</body></html>`;
  return { subject: w.confirmSubject, text: `${text}\n`, html, replyTo: "" };
}

/**
 * Writes the confirmation mail of a request (its signed `token`, request-token.ts) to the outbox
 * in `tx`, after the public-mail rules:
 * one a day to an address, and an hourly cap for all. Answers whether it was written.
 */
export async function queueConfirmation(
  tx: Prisma.TransactionClient,
  deps: NewsletterDeps,
  request: SubscribeRequest,
  token: string,
): Promise<"send" | "repeat" | "capped"> {
  // An imported list's mails go at the newsletter's pace (outbox.ts: PACED_KINDS), not under the
  // hourly cap for forms; the once-a-day rule holds for both.
  const imported = request.source === "import";
  const kind = imported ? "newsletter-invite" : "newsletter-confirm";
  const decision = await admitPublicMail(tx, {
    kind: "newsletter-confirm",
    address: request.email,
    oncePerDay: true,
    hourlyLimit: imported ? Number.MAX_SAFE_INTEGER : deps.mail.publicHourlyLimit * HOURLY_FACTOR,
    hourlyKey: imported ? "mail:newsletter-invite:hour" : "mail:newsletter-confirm:hour",
    now: request.issuedAt ? new Date(request.issuedAt) : deps.mail.now(),
  });
  if (decision !== "send") return decision;
  const mail = confirmationMail(request.lang, newsletterLink(deps.mail.siteUrl, request.lang, "confirm", token));
  await tx.outboxMail.create({ data: outboxRow(kind, [request.email], mail, deps.mail.domain, null) });
  return "send";
}

/** POST /newsletter/subscribe: nothing stored; a mail asks to confirm. */
export async function subscribe(
  deps: NewsletterDeps,
  input: SubscribeInput,
  options: { ip: string; limitPerWindow: number },
): Promise<{ accepted: true }> {
  const now = deps.mail.now();
  await limitPerNetwork(deps.prisma, `newsletter:ip:${options.ip}`, WINDOW, options.limitPerWindow, "Anfragen", now);
  await checkTopics(deps.prisma, input.topics);
  // A bot filled the hidden field: the same answer, no mail.
  if (input.website) return { accepted: true };
  if (!(await deps.mail.status()).enabled) {
    throw new ServiceUnavailableError(
      "Der Newsletter kann gerade nicht bestellt werden: Der Verein hat noch keinen Mailserver eingetragen.",
    );
  }
  const request: SubscribeRequest = {
    email: normalEmail(input.email),
    lang: input.lang,
    topics: input.topics,
    source: "form",
    issuedAt: now.getTime(),
  };
  // Signed before the transaction: the key's first use writes it, which must not wait on the
  // transaction's own connection (the embedded database has one).
  const token = await requestToken(deps.prisma, request);
  const decision = await deps.prisma.$transaction((tx) => queueConfirmation(tx, deps, request, token));
  if (decision === "repeat") {
    throw new TooManyRequestsError(
      "An diese Adresse ging heute schon eine Bestätigungs-E-Mail. Bitte im Posteingang und im Spam-Ordner nachsehen.",
      3600,
    );
  }
  if (decision === "capped") {
    throw new TooManyRequestsError("Gerade kommen sehr viele Anfragen. Bitte in einer Stunde erneut versuchen.", 3600);
  }
  deps.mail.nudge();
  return { accepted: true };
}

const stateSelect = { email: true, lang: true, topics: true, status: true, token: true } as const;
type StateRow = Prisma.NewsletterSubscriberGetPayload<{ select: typeof stateSelect }>;

function toState(row: StateRow) {
  return {
    email: row.email,
    lang: (isPublicLocale(row.lang) ? row.lang : "lb") as PublicLocale,
    topics: Array.isArray(row.topics) ? row.topics.filter((topic): topic is string => typeof topic === "string") : [],
    status: row.status,
  };
}

/**
 * POST /newsletter/confirm: the request in the link becomes a subscriber (or updates the one with
 * that address), with the consent. Answers the state and the subscriber's own token (its pages).
 */
export async function confirmSubscription(
  deps: NewsletterDeps,
  token: string,
  consentText: (lang: PublicLocale) => string,
) {
  const now = deps.mail.now();
  const request = await readRequestToken(deps.prisma, token, now);
  if (!request) throw new NotFoundError(INVALID_NEWSLETTER_LINK);
  const consent = {
    consentAt: now,
    consentText: consentText(request.lang).slice(0, 1000),
    consentLang: request.lang,
    source: request.source,
  };
  const row = await deps.prisma.newsletterSubscriber.upsert({
    where: { email: request.email },
    create: {
      email: request.email,
      lang: request.lang,
      topics: request.topics,
      token: newSubscriberToken(),
      status: "active",
      ...consent,
    },
    update: {
      lang: request.lang,
      topics: request.topics,
      status: "active",
      bounces: 0,
      lastBounce: "",
      unsubscribedAt: null,
      ...consent,
    },
    select: stateSelect,
  });
  return { ...toState(row), token: row.token };
}

async function subscriberOf(prisma: PrismaClient, token: string): Promise<StateRow & { id: number }> {
  const row = await prisma.newsletterSubscriber.findUnique({ where: { token }, select: { ...stateSelect, id: true } });
  if (!row) throw new NotFoundError(UNKNOWN_SUBSCRIPTION);
  return row;
}

/** GET /newsletter/subscription: what a subscriber's link manages. */
export async function readSubscription(prisma: PrismaClient, token: string) {
  return toState(await subscriberOf(prisma, token));
}

/** POST /newsletter/subscription: other topics or another language (and back in, after leaving). */
export async function updateSubscription(
  prisma: PrismaClient,
  input: { token: string; lang: PublicLocale; topics: string[] },
) {
  const row = await subscriberOf(prisma, input.token);
  await checkTopics(prisma, input.topics);
  const updated = await prisma.newsletterSubscriber.update({
    where: { id: row.id },
    data: { lang: input.lang, topics: input.topics, status: "active", unsubscribedAt: null, bounces: 0 },
    select: stateSelect,
  });
  return toState(updated);
}

/**
 * POST /newsletter/unsubscribe (and the List-Unsubscribe address's one-click POST): the subscriber
 * leaves at once, and the newsletter mails still waiting for them are dropped in the same step.
 */
export async function unsubscribe(deps: NewsletterDeps, token: string) {
  const row = await subscriberOf(deps.prisma, token);
  const now = deps.mail.now();
  const [updated] = await deps.prisma.$transaction([
    deps.prisma.newsletterSubscriber.update({
      where: { id: row.id },
      data: { status: "unsubscribed", unsubscribedAt: row.status === "unsubscribed" ? undefined : now },
      select: stateSelect,
    }),
    // A mail a worker holds right now may still go; every other waiting one is dropped.
    deps.prisma.outboxMail.deleteMany({
      where: {
        subscriberId: row.id,
        state: "pending",
        OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }],
      },
    }),
  ]);
  return toState(updated);
}
