import { z } from "zod";
import { isCalendarDate, luxembourgToday, needsParentConsent } from "../consent.js";
import { EMAIL_MAX, isEmailAddress } from "../email.js";
import { MAIL_KINDS } from "../mail/outbox.js";
import { SubscriberRow } from "../newsletter/schemas.js";
import { Id, IsoDate, plainString } from "./common.js";

export const ContactType = z.enum(["membership", "sponsor"]);

/**
 * Where a message is in the committee's work; `spam` (the honeypot) and `review` (sent from an
 * address over the rate limit, kept for the committee to check, no mail) are set only by the server.
 */
export const MessageStatus = z.enum(["new", "read", "answered", "archived", "spam", "review"]);
/** What an admin may set: a spam or review message moves into the inbox as `new` or `read`. */
export const SettableStatus = z.enum(["new", "read", "answered", "archived"]);

const text = (max: number) => plainString().trim().max(max, `Höchstens ${max} Zeichen`);

/** One line: names, company and phone reach the committee's mail headers, so no line breaks. */
const line = (max: number) =>
  text(max).refine((value) => !/[\r\n\u2028\u2029]/.test(value), "Zeilenumbrüche sind hier nicht erlaubt");

export const EMAIL_MESSAGE = "Bitte eine gültige E-Mail-Adresse eingeben";

/** An e-mail address as the forms and the committee's mails take it: the web checks the same rule (email.ts). */
export const EmailAddress = plainString()
  .trim()
  .max(EMAIL_MAX, EMAIL_MESSAGE)
  .refine(isEmailAddress, EMAIL_MESSAGE)
  .meta({ format: "email" });

export const PARENT_MESSAGES = {
  parentName: "Bitte den Namen eines Elternteils eingeben",
  parentEmail: "Bitte die E-Mail-Adresse eines Elternteils eingeben",
  parentConsent: "Unter 16 Jahren braucht es die Zustimmung eines Elternteils",
} as const;

/**
 * What the public forms send. The spec's shape (name, email, phone or null, message, type) and
 * the separate first name, last name and company are both accepted; everything is stored.
 * `website` is a honeypot: people never see it, bots fill it in. A membership application may
 * carry a birth date; under 16 (Luxembourg's age of digital consent) it needs a parent's name,
 * e-mail and consent. Without a birth date it is accepted, as the spec's clients send none.
 */
export const ContactSubmissionInput = z
  .object({
    type: ContactType,
    name: line(200).optional(),
    firstName: line(100).optional(),
    lastName: line(100).optional(),
    company: line(200).nullish(),
    email: EmailAddress,
    phone: line(50).nullish(),
    message: text(5000).min(1, "Bitte eine Nachricht eingeben"),
    website: plainString().max(500).optional(),
    birthDate: plainString()
      .trim()
      .refine((value) => value === "" || isCalendarDate(value), "Bitte ein gültiges Geburtsdatum eingeben (JJJJ-MM-TT)")
      .nullish()
      .transform((value) => value || null),
    parentName: line(200).nullish(),
    parentEmail: z.union([z.literal(""), EmailAddress]).nullish(),
    parentConsent: z.boolean().optional(),
    /** The applicant's answer to "are you under 16?"; a birth date, when given, decides instead. */
    underSixteen: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const hasName = Boolean(value.name) || Boolean(value.firstName);
    if (!hasName) ctx.addIssue({ code: "custom", path: ["name"], message: "Bitte Namen eingeben" });
    if (value.type === "sponsor") {
      // The sponsor form has separate fields; the spec's client joins them into `name`.
      if (!value.name && !value.lastName) {
        ctx.addIssue({ code: "custom", path: ["lastName"], message: "Bitte Nachnamen eingeben" });
      }
      if (!value.company && !value.name) {
        ctx.addIssue({ code: "custom", path: ["company"], message: "Bitte Firma eingeben" });
      }
    }
    if (value.type !== "membership") return;
    if (value.birthDate && (value.birthDate > luxembourgToday() || value.birthDate < "1900-01-01")) {
      ctx.addIssue({ code: "custom", path: ["birthDate"], message: "Bitte ein gültiges Geburtsdatum eingeben" });
      return;
    }
    if (applicantUnderSixteen(value) === true) {
      if (!value.parentName)
        ctx.addIssue({ code: "custom", path: ["parentName"], message: PARENT_MESSAGES.parentName });
      if (!value.parentEmail) {
        ctx.addIssue({ code: "custom", path: ["parentEmail"], message: PARENT_MESSAGES.parentEmail });
      }
      if (value.parentConsent !== true) {
        ctx.addIssue({ code: "custom", path: ["parentConsent"], message: PARENT_MESSAGES.parentConsent });
      }
    }
  });

/**
 * Whether an applicant is under 16: the birth date decides when there is one, else their answer
 * to the plain question; null when they gave neither (the spec's clients ask neither).
 */
export function applicantUnderSixteen(value: { birthDate?: string | null; underSixteen?: boolean }): boolean | null {
  if (value.birthDate) return needsParentConsent(value.birthDate);
  return value.underSixteen ?? null;
}
export type ContactSubmissionInput = z.input<typeof ContactSubmissionInput>;

export const ContactSubmissionOutput = z.object({
  id: z.number().int(),
  type: ContactType,
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: IsoDate,
  status: MessageStatus,
  /** YYYY-MM-DD, or null when none was given. */
  birthDate: z.string().nullable(),
  parentName: z.string(),
  parentEmail: z.string(),
  parentConsent: z.boolean(),
  /** Membership: under 16 (from the birth date, else the applicant's answer), or null when not asked. */
  underSixteen: z.boolean().nullable(),
  /** Membership: the applicant's age today in whole years (from the birth date), or null. */
  age: z.number().int().nullable(),
});
export type ContactSubmissionOutput = z.infer<typeof ContactSubmissionOutput>;

/** GET /api/contact-submissions: without `status`, every message but spam. */
export const ContactListInput = z
  .object({
    type: ContactType.optional(),
    status: MessageStatus.optional(),
    q: plainString().trim().max(200, "Höchstens 200 Zeichen").optional(),
  })
  .optional();

export const ContactStatusInput = z.object({
  id: Id,
  status: SettableStatus,
});

/** How many messages each status holds: the admin's tab shows the new ones, and those to review and spam. */
export const ContactCounts = z.object({
  new: z.number().int(),
  read: z.number().int(),
  answered: z.number().int(),
  archived: z.number().int(),
  spam: z.number().int(),
  review: z.number().int(),
});

/**
 * The answer to a sent message: it is stored. `review`: it came from an address over the rate
 * limit (many people on one network), so the committee checks it before answering; no mail yet.
 */
export const ContactReceived = z.object({
  ok: z.literal(true),
  review: z.boolean(),
});

/** One person's data (GDPR articles 15 and 17): every message of one e-mail address. */
export const PersonInput = z.object({ email: EmailAddress });

export const OutboxMailOutput = z.object({
  id: z.number().int(),
  submissionId: z.number().int().nullable(),
  kind: z.enum(MAIL_KINDS),
  recipients: z.array(z.string()),
  subject: z.string(),
  state: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int(),
  lastError: z.string(),
  createdAt: IsoDate,
  nextAttemptAt: IsoDate,
  sentAt: IsoDate.nullable(),
});
export type OutboxMailOutput = z.infer<typeof OutboxMailOutput>;

const PersonSignup = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  /** The event's title. */
  event: z.string(),
  occurrence: z.string().nullable(),
  shiftId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  parentName: z.string(),
  parentEmail: z.string(),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  status: z.string(),
  createdAt: IsoDate,
});

export const PersonData = z.object({
  email: z.string(),
  submissions: z.array(ContactSubmissionOutput),
  /** The mails sent to or about this person's messages and sign-ups (subjects and states, not bodies). */
  mails: z.array(OutboxMailOutput),
  /** Their sign-ups for events (as themselves or as a child's parent). */
  signups: z.array(PersonSignup),
  /** Their newsletter subscription with its consent (at most one per address). */
  newsletter: z.array(SubscriberRow),
});

export const PersonDeleted = z.object({
  /** Messages deleted. */
  deleted: z.number().int(),
  /** Sign-ups deleted. */
  signups: z.number().int(),
  /** Newsletter subscriptions deleted (with their mails). */
  newsletter: z.number().int(),
});
