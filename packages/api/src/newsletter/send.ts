import type { Prisma, PrismaClient } from "@jugendclub/db";
import { CLUB_NAME } from "../club.js";
import { ConflictError, NotFoundError } from "../errors.js";
import type { PublicLocale } from "../locales.js";
import { headerText } from "../mail/compose.js";
import { outboxRow } from "../mail/outbox.js";
import type { MailService } from "../mail/service.js";
import { activeSubscribers, type Recipient, wantsEvent } from "./audience.js";
import { cardOf, type EventForCard, languagesOf, versionFor } from "./content.js";
import { composeDueDigest, newsletterEvents } from "./digest.js";
import { newsletterLink, webVersionLink } from "./links.js";
import { type EventCard, newsletterMail } from "./render.js";
import { readNewsletterSettings } from "./settings.js";
import { NEWSLETTER_MAIL_WORDS } from "./words.js";

// Sending (issue 36). A newsletter due (sent now, or its time has come) is written to the outbox
// in one transaction: one mail per subscriber, kept apart by the outbox's unique (newsletter,
// subscriber) index, so a second instance or a second click writes none twice; the status moves
// from scheduled to sending under a conditional update, so only one writer does it. The mails
// are spaced at the panel's hourly rate and the outbox's worker holds that rate on top
// (mail/outbox.ts: claimPaced), across restarts and instances.

export const NEWSLETTER_NOT_FOUND = "Newsletter nicht gefunden";

export interface SendDeps {
  prisma: PrismaClient;
  mail: MailService;
}

export const newsletterSelect = {
  id: true,
  kind: true,
  subject: true,
  body: true,
  lang: true,
  translations: true,
  eventIds: true,
  status: true,
  sendAt: true,
  periodStart: true,
  periodEnd: true,
  updatedAt: true,
} as const satisfies Prisma.NewsletterSelect;
export type NewsletterRow = Prisma.NewsletterGetPayload<{ select: typeof newsletterSelect }>;

/** The mail one subscriber gets: their language's version, their links, the events for them. */
export function mailFor(
  newsletter: NewsletterRow,
  recipient: Pick<Recipient, "lang" | "token">,
  events: EventForCard[],
  siteUrl: string,
  withLinks = true,
): { subject: string; html: string; text: string } {
  const version = versionFor(newsletter, recipient.lang);
  const lang: PublicLocale = version.lang;
  const cards: EventCard[] = events.map((event) => cardOf(event, lang, siteUrl));
  const digest = newsletter.kind === "digest";
  const rendered = newsletterMail({
    lang,
    subject: version.subject,
    body: version.body,
    ...(digest ? { lead: NEWSLETTER_MAIL_WORDS[lang].digestLead } : {}),
    events: cards,
    siteUrl,
    links: {
      web: digest ? "" : webVersionLink(siteUrl, lang, newsletter.id),
      manage: withLinks ? newsletterLink(siteUrl, recipient.lang, "manage", recipient.token) : "",
      unsubscribe: withLinks ? newsletterLink(siteUrl, recipient.lang, "unsubscribe", recipient.token) : "",
    },
  });
  return { subject: headerText(version.subject, 200), ...rendered };
}

/** The headers the large mail providers ask of bulk mail (RFC 2369, RFC 8058). */
export function listHeaders(siteUrl: string, domain: string, recipient: Recipient): Record<string, string> {
  return {
    "List-Unsubscribe": `<${newsletterLink(siteUrl, recipient.lang, "unsubscribe", recipient.token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": `${CLUB_NAME} <newsletter.${domain}>`,
  };
}

/** The events of a subscriber's digest: those of their topics. An admin's newsletter: all it names. */
function eventsFor(newsletter: NewsletterRow, recipient: Recipient, events: EventForCard[]): EventForCard[] {
  if (newsletter.kind !== "digest") return events;
  return events.filter((event) => wantsEvent(recipient.topics, event.categoryId));
}

/**
 * Writes a due newsletter's mails to the outbox, once: answers how many were written, or null
 * when it was not due or another writer had it.
 */
export async function startSending(deps: SendDeps, id: number): Promise<number | null> {
  const now = deps.mail.now();
  const { hourlyRate } = await readNewsletterSettings(deps.prisma);
  const spacing = 3600_000 / hourlyRate;
  // Read before the transaction (the embedded database has one connection: the visitor's event
  // read cannot run beside it); the claim below holds only if nobody edited it since.
  const newsletter = await deps.prisma.newsletter.findUnique({ where: { id }, select: newsletterSelect });
  if (newsletter?.status !== "scheduled" || !newsletter.sendAt || newsletter.sendAt > now) return null;
  const events = await newsletterEvents(deps.prisma, newsletter, now);
  const written = await deps.prisma.$transaction(
    async (tx) => {
      const claimed = await tx.newsletter.updateMany({
        where: { id, status: "scheduled", sendAt: { lte: now }, updatedAt: newsletter.updatedAt },
        data: { status: "sending", startedAt: now },
      });
      if (claimed.count === 0) return null;
      const everyone = await activeSubscribers(tx, newsletter.kind === "digest" ? undefined : "news");
      const rows: Prisma.OutboxMailCreateManyInput[] = [];
      for (const recipient of everyone) {
        const own = eventsFor(newsletter, recipient, events);
        // A digest with nothing for this subscriber is not sent to them.
        if (newsletter.kind === "digest" && own.length === 0) continue;
        const mail = mailFor(newsletter, recipient, own, deps.mail.siteUrl);
        rows.push({
          ...outboxRow(
            "newsletter",
            [recipient.email],
            { ...mail, replyTo: "" },
            deps.mail.domain,
            null,
            [],
            listHeaders(deps.mail.siteUrl, deps.mail.domain, recipient),
          ),
          newsletterId: id,
          subscriberId: recipient.id,
          nextAttemptAt: new Date(now.getTime() + Math.floor(rows.length * spacing)),
        });
      }
      const { count } = await tx.outboxMail.createMany({ data: rows, skipDuplicates: true });
      await tx.newsletter.update({
        where: { id },
        data: { recipients: rows.length, ...(rows.length === 0 ? { status: "sent", finishedAt: now } : {}) },
      });
      return count;
    },
    { timeout: 120_000 },
  );
  if (written) deps.mail.nudge();
  return written;
}

/** POST /newsletters/{id}/send: now, or at `at`. A newsletter already going or gone: 409. */
export async function scheduleSending(deps: SendDeps, id: number, at: Date | null): Promise<void> {
  const now = deps.mail.now();
  const when = at && at.getTime() > now.getTime() ? at : now;
  const { count } = await deps.prisma.newsletter.updateMany({
    where: { id, status: { in: ["draft", "scheduled"] } },
    data: { status: "scheduled", sendAt: when },
  });
  if (count === 0) {
    const exists = await deps.prisma.newsletter.count({ where: { id } });
    if (exists === 0) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
    throw new ConflictError("Dieser Newsletter wird schon verschickt oder ist verschickt.");
  }
  if (when === now) await startSending(deps, id);
}

/** Every newsletter whose time has come (the sweep, every 30 s on every instance). */
export async function sendDueNewsletters(deps: SendDeps): Promise<number> {
  // The digest of a period that began (digest.ts): composed once, sent here when it goes by itself.
  await composeDueDigest(deps);
  const due = await deps.prisma.newsletter.findMany({
    where: { status: "scheduled", sendAt: { lte: deps.mail.now() } },
    select: { id: true },
    orderBy: { sendAt: "asc" },
  });
  let written = 0;
  for (const { id } of due) written += (await startSending(deps, id)) ?? 0;
  // A newsletter whose mails are all sent or failed is sent.
  await deps.prisma.newsletter.updateMany({
    where: { status: "sending", outbox: { none: { state: "pending" } } },
    data: { status: "sent", finishedAt: deps.mail.now() },
  });
  return written;
}

/** POST /newsletters/{id}/test: each language version once to `to`, marked as a test. */
export async function sendTestNewsletter(deps: SendDeps, newsletter: NewsletterRow, to: string): Promise<number> {
  const now = deps.mail.now();
  const events = await newsletterEvents(deps.prisma, newsletter, now);
  const langs = languagesOf(newsletter);
  const rows = langs.map((lang) => {
    const mail = mailFor(newsletter, { lang, token: "" }, events, deps.mail.siteUrl, false);
    return outboxRow(
      "newsletter-test",
      [to],
      { ...mail, subject: headerText(`[Test ${lang.toUpperCase()}] ${mail.subject}`, 300), replyTo: "" },
      deps.mail.domain,
      null,
    );
  });
  await deps.prisma.outboxMail.createMany({ data: rows });
  deps.mail.nudge();
  return rows.length;
}
