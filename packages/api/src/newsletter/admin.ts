import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { isEmailAddress } from "../email.js";
import { ConflictError, InvalidInputError, NotFoundError, ServiceUnavailableError } from "../errors.js";
import { isPublicLocale, type PublicLocale } from "../locales.js";
import { idsOf } from "./content.js";
import { newsletterEvents } from "./digest.js";
import { requestToken, type SubscribeRequest } from "./request-token.js";
import type { ImportInput, NewsletterInput, NewsletterOutput } from "./schemas.js";
import { mailFor, NEWSLETTER_NOT_FOUND, newsletterSelect, type SendDeps } from "./send.js";
import { checkTopics, normalEmail, queueConfirmation } from "./subscribe.js";

// The panel's side of the newsletter: writing, the progress of a sending, the subscribers, and
// importing a list (each address still confirms once).

type Input = z.output<typeof NewsletterInput>;

const FAILURES_SHOWN = 100;

async function checkEvents(prisma: PrismaClient, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await prisma.event.count({ where: { id: { in: [...ids] }, deletedAt: null } });
  if (found !== new Set(ids).size) throw new InvalidInputError("eventIds", "Diese Veranstaltung gibt es nicht (mehr)");
}

function translationsOf(input: Partial<Input>): Prisma.InputJsonValue | undefined {
  if (!input.translations) return undefined;
  const own = input.lang;
  return Object.fromEntries(
    Object.entries(input.translations).filter(([lang]) => lang !== own),
  ) as Prisma.InputJsonValue;
}

export async function toNewsletterOutput(prisma: PrismaClient, id: number): Promise<NewsletterOutput> {
  const row = await prisma.newsletter.findUnique({ where: { id } });
  if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
  const counts = await prisma.outboxMail.groupBy({ by: ["state"], where: { newsletterId: id }, _count: true });
  const count = (state: string) => counts.find((entry) => entry.state === state)?._count ?? 0;
  const failed = await prisma.outboxMail.findMany({
    where: { newsletterId: id, state: "failed" },
    select: { recipients: true, lastError: true },
    orderBy: { id: "asc" },
    take: FAILURES_SHOWN,
  });
  const translations: NewsletterOutput["translations"] = {};
  for (const [lang, value] of Object.entries((row.translations ?? {}) as Record<string, unknown>)) {
    const version = value as { subject?: unknown; body?: unknown };
    if (typeof version?.subject === "string")
      translations[lang] = { subject: version.subject, body: typeof version.body === "string" ? version.body : "" };
  }
  return {
    id: row.id,
    kind: row.kind === "digest" ? "digest" : "news",
    subject: row.subject,
    body: row.body,
    lang: row.lang,
    translations,
    eventIds: idsOf(row.eventIds),
    status: row.status,
    sendAt: row.sendAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    recipients: row.recipients,
    // Mails the outbox no longer holds were added to the newsletter's own counts as they went.
    sent: row.sentGone + count("sent"),
    failed: row.failedGone + count("failed"),
    pending: count("pending"),
    failures: failed.map((mail) => ({ email: mail.recipients, error: mail.lastError })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listNewsletters(prisma: PrismaClient): Promise<NewsletterOutput[]> {
  const rows = await prisma.newsletter.findMany({ select: { id: true }, orderBy: { id: "desc" }, take: 200 });
  return Promise.all(rows.map((row) => toNewsletterOutput(prisma, row.id)));
}

export async function createNewsletter(prisma: PrismaClient, input: Input): Promise<NewsletterOutput> {
  await checkEvents(prisma, input.eventIds);
  const row = await prisma.newsletter.create({
    data: {
      subject: input.subject,
      body: input.body,
      lang: input.lang,
      translations: translationsOf(input) ?? {},
      eventIds: input.eventIds,
    },
    select: { id: true },
  });
  return toNewsletterOutput(prisma, row.id);
}

/** Only a newsletter not yet going out can change. */
export async function updateNewsletter(
  prisma: PrismaClient,
  id: number,
  input: Partial<Input>,
): Promise<NewsletterOutput> {
  if (input.eventIds) await checkEvents(prisma, input.eventIds);
  const { count } = await prisma.newsletter.updateMany({
    where: { id, status: { in: ["draft", "scheduled"] } },
    data: {
      ...(input.subject !== undefined ? { subject: input.subject } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      ...(input.lang !== undefined ? { lang: input.lang } : {}),
      ...(input.translations !== undefined ? { translations: translationsOf(input) ?? {} } : {}),
      ...(input.eventIds !== undefined ? { eventIds: input.eventIds } : {}),
    },
  });
  if (count === 0) {
    if ((await prisma.newsletter.count({ where: { id } })) === 0) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
    throw new ConflictError(
      "Ein Newsletter, der verschickt wird oder verschickt ist, kann nicht mehr geändert werden.",
    );
  }
  return toNewsletterOutput(prisma, id);
}

/** Deleting one that is going out stops it: its mails still waiting go with it. */
export async function deleteNewsletter(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.newsletter.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
}

export async function newsletterRow(prisma: PrismaClient, id: number) {
  const row = await prisma.newsletter.findUnique({ where: { id }, select: newsletterSelect });
  if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
  return row;
}

/** GET /newsletters/{id}/preview: the mail as a subscriber in `lang` gets it (links left out). */
export async function previewNewsletter(deps: SendDeps, id: number, lang: PublicLocale) {
  const row = await newsletterRow(deps.prisma, id);
  const events = await newsletterEvents(deps.prisma, row, deps.mail.now());
  return mailFor(row, { lang, token: "" }, events, deps.mail.siteUrl, false);
}

const subscriberSelect = {
  id: true,
  email: true,
  lang: true,
  topics: true,
  status: true,
  source: true,
  consentAt: true,
  consentText: true,
  bounces: true,
  lastBounce: true,
  unsubscribedAt: true,
  createdAt: true,
} as const satisfies Prisma.NewsletterSubscriberSelect;

type SubscriberRecord = Prisma.NewsletterSubscriberGetPayload<{ select: typeof subscriberSelect }>;

export function toSubscriberRow(row: SubscriberRecord) {
  return {
    ...row,
    topics: Array.isArray(row.topics) ? row.topics.filter((topic): topic is string => typeof topic === "string") : [],
    consentAt: row.consentAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSubscribers(prisma: PrismaClient, status?: "active" | "paused" | "unsubscribed") {
  const rows = await prisma.newsletterSubscriber.findMany({
    where: status ? { status } : {},
    select: subscriberSelect,
    orderBy: { id: "desc" },
  });
  return rows.map(toSubscriberRow);
}

export async function deleteSubscriber(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.newsletterSubscriber.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError("Diese Adresse steht nicht in der Liste");
}

/** The subscriber rows of one address (the person-data tool). */
export async function subscriberOfEmail(prisma: PrismaClient, email: string) {
  const rows = await prisma.newsletterSubscriber.findMany({
    where: { email: normalEmail(email) },
    select: subscriberSelect,
  });
  return rows.map(toSubscriberRow);
}

/**
 * POST /newsletter/subscribers/import: an admin confirms the people agreed; each address not yet
 * subscribed gets the confirmation mail (at the newsletter's pace) and is stored only once it is
 * confirmed. Addresses already active, or twice in the list, are skipped.
 */
export async function importSubscribers(deps: SendDeps, input: z.output<typeof ImportInput>) {
  await checkTopics(deps.prisma, input.topics);
  const words = input.addresses
    .split(/[\s,;]+/)
    .map((word) => word.trim().replace(/^<|>$/g, ""))
    .filter(Boolean);
  const invalid = words.filter((word) => !isEmailAddress(word));
  const unique = [...new Set(words.filter((word) => isEmailAddress(word)).map(normalEmail))];
  if (unique.length > 2000) throw new InvalidInputError("addresses", "Höchstens 2000 Adressen auf einmal");
  const active = new Set(
    (
      await deps.prisma.newsletterSubscriber.findMany({
        where: { email: { in: unique }, status: "active" },
        select: { email: true },
      })
    ).map((row) => row.email),
  );
  const now = deps.mail.now();
  const invite = unique.filter((address) => !active.has(address));
  if (invite.length > 0 && !(await deps.mail.status()).enabled) {
    throw new ServiceUnavailableError(
      "Einladungen gehen gerade nicht: Der Verein hat noch keinen Mailserver eingetragen (Einstellungen, Mailserver).",
    );
  }
  let invited = 0;
  for (const email of invite) {
    const request: SubscribeRequest = {
      email,
      lang: isPublicLocale(input.lang) ? input.lang : "lb",
      topics: input.topics,
      source: "import",
      issuedAt: now.getTime(),
    };
    const token = await requestToken(deps.prisma, request);
    const decision = await deps.prisma.$transaction((tx) => queueConfirmation(tx, deps, request, token));
    if (decision === "send") invited++;
  }
  if (invited > 0) deps.mail.nudge();
  return { invited, skipped: words.length - invalid.length - invited, invalid };
}
