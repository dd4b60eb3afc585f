import { z } from "zod";
import { PUBLIC_LOCALES } from "../locales.js";
import { Id, IsoDate, isoDateText, plainString, requiredText } from "../schemas/common.js";
import { emailAddress } from "../signups/schemas.js";

// What the newsletter's paths take and answer (REST and tRPC alike), issue 36.

export const NEWSLETTER_LIMITS = { subject: 200, body: 50_000, events: 20, topics: 30, import: 2000 } as const;

const LANG = "Bitte eine Sprache angeben: lb, de, fr, en oder pt";
export const NewsletterLang = z.enum(PUBLIC_LOCALES, { message: LANG });

const TOPIC = 'Bitte "events", "news" oder "category:<id>" angeben';
/** What a subscriber receives: every event ("events"), one category's ("category:3"), club news. */
export const Topic = z
  .string({ message: TOPIC })
  .regex(/^(events|news|category:[1-9]\d{0,9})$/, TOPIC)
  .meta({ examples: ["events", "news", "category:3"] });

export const Topics = z
  .array(Topic, { message: TOPIC })
  .min(1, "Bitte mindestens ein Thema wählen")
  .max(NEWSLETTER_LIMITS.topics, `Höchstens ${NEWSLETTER_LIMITS.topics} Themen`)
  .transform((topics) => [...new Set(topics)]);

export const SubscribeInput = z.object({
  email: emailAddress,
  lang: NewsletterLang,
  topics: Topics,
  /** The honeypot: people never see it; a request that fills it is answered as if all went well. */
  website: plainString().max(200).optional(),
});
export type SubscribeInput = z.output<typeof SubscribeInput>;

export const NewsletterTokenInput = z.object({
  token: plainString({ message: "Bitte den Link aus der E-Mail verwenden" })
    .trim()
    .min(1, "Bitte den Link aus der E-Mail verwenden")
    .max(600, "Dieser Link ist keiner aus unseren E-Mails"),
});

export const ManageInput = NewsletterTokenInput.extend({ lang: NewsletterLang, topics: Topics });

export const SubscriberStatus = z.enum(["active", "paused", "unsubscribed"]);

/** What a subscriber's link shows: the address, the language, the topics, the state. */
export const SubscriptionState = z.object({
  email: z.string(),
  lang: NewsletterLang,
  topics: z.array(z.string()),
  status: SubscriberStatus,
});

export const SubscribeAnswer = z.object({
  /** Always true: whether the address is new, known or refused is not told (nobody learns who subscribed). */
  accepted: z.literal(true),
});

export const SubscriberRow = z.object({
  id: z.number().int(),
  email: z.string(),
  lang: z.string(),
  topics: z.array(z.string()),
  status: SubscriberStatus,
  source: z.string(),
  consentAt: IsoDate,
  consentText: z.string(),
  bounces: z.number().int(),
  lastBounce: z.string(),
  unsubscribedAt: IsoDate.nullable(),
  createdAt: IsoDate,
});

const subjectLine = requiredText(NEWSLETTER_LIMITS.subject, "Bitte einen Betreff eingeben").refine(
  (value) => !/[\r\n]/.test(value),
  { message: "Der Betreff darf keinen Zeilenumbruch enthalten" },
);
const bodyText = plainString()
  .max(NEWSLETTER_LIMITS.body, `Höchstens ${NEWSLETTER_LIMITS.body} Zeichen`)
  .optional()
  .default("");

const Version = z.object({ subject: subjectLine, body: bodyText });

export const NewsletterInput = z.object({
  subject: subjectLine,
  /** Markdown: headings, links, lists, images; raw HTML is shown as text. */
  body: bodyText,
  /** The language subject and body are written in (default lb). */
  lang: NewsletterLang.optional().default("lb"),
  /** The other languages' versions; a subscriber gets theirs, else the Luxembourgish, else the first. */
  translations: z
    .partialRecord(NewsletterLang, Version, { message: "Bitte Übersetzungen als { de: { subject, body } } angeben" })
    .optional()
    .default({}),
  /** Events shown as cards, in this order. */
  eventIds: z
    .array(Id)
    .max(NEWSLETTER_LIMITS.events, `Höchstens ${NEWSLETTER_LIMITS.events} Veranstaltungen`)
    .optional()
    .default([]),
});
export type NewsletterInput = z.output<typeof NewsletterInput>;

export const NewsletterPatch = NewsletterInput.partial().extend({ id: Id });

export const NewsletterStatus = z.enum(["draft", "scheduled", "sending", "sent"]);

export const NewsletterOutput = z.object({
  id: z.number().int(),
  kind: z.enum(["news", "digest"]),
  subject: z.string(),
  body: z.string(),
  lang: z.string(),
  translations: z.record(z.string(), z.object({ subject: z.string(), body: z.string() })),
  eventIds: z.array(z.number().int()),
  status: NewsletterStatus,
  sendAt: IsoDate.nullable(),
  startedAt: IsoDate.nullable(),
  finishedAt: IsoDate.nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Subscribers it was written for when sending began. */
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  /** The refused mails: the address and the mail server's answer. */
  failures: z.array(z.object({ email: z.string(), error: z.string() })),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type NewsletterOutput = z.infer<typeof NewsletterOutput>;

export const SendInput = z.object({
  id: Id,
  /** When to send (ISO date-time with its offset); none or past: now. */
  at: isoDateText(["dateTime"], "Bitte Datum und Uhrzeit angeben, z. B. 2027-05-01T18:00:00+02:00")
    .optional()
    .meta({ format: "date-time" }),
});

export const TestInput = z.object({ id: Id, to: emailAddress });

export const ImportInput = z.object({
  /** Addresses, one per line or separated by commas or semicolons. */
  addresses: plainString()
    .max(NEWSLETTER_LIMITS.import * 330, "Zu viele Adressen auf einmal")
    .min(1, "Bitte Adressen eingeben"),
  lang: NewsletterLang,
  topics: Topics,
  /** The admin confirms that these people agreed to receive the newsletter. */
  consentConfirmed: z.literal(true, { message: "Bitte bestätigen, dass diese Personen zugestimmt haben" }),
});

export const ImportAnswer = z.object({
  /** Confirmation mails written: each address still confirms once. */
  invited: z.number().int(),
  /** Already subscribed, or twice in the list. */
  skipped: z.number().int(),
  /** Not an e-mail address, as typed. */
  invalid: z.array(z.string()),
});
