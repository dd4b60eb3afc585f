import { z } from "zod";
import { TRANSLATABLE_SETTINGS } from "../content/registry.js";
import { IsoDate, plainString } from "./common.js";
import { EmailAddress } from "./contact.js";
import { translationsInputOf, translationsOutputOf, UntranslatedOutput } from "./translations.js";

const Recipients = z.array(EmailAddress).max(10, "Höchstens 10 Empfänger");

/** Who gets which message, and whether the sender gets a confirmation. */
export const MailSettingsInput = z.object({
  recipients: z.object({ membership: Recipients, sponsor: Recipients }),
  confirmation: z.boolean(),
});

export const MailSettingsOutput = z.object({
  /** Whether a mail server is set (SMTP_URL, else the panel's): without one messages wait in the panel. */
  enabled: z.boolean(),
  /** Where it is set: env (SMTP_URL, wins), panel, or none. */
  source: z.enum(["env", "panel", "none"]),
  from: z.string(),
  /** MAIL_TO: used for a type until admins set its own recipients. */
  defaultRecipients: z.array(z.string()),
  recipients: z.object({ membership: z.array(z.string()), sponsor: z.array(z.string()) }),
  /** The addresses each type goes to now (its own, else MAIL_TO). */
  effectiveRecipients: z.object({ membership: z.array(z.string()), sponsor: z.array(z.string()) }),
  confirmation: z.boolean(),
  outbox: z.object({ pending: z.number().int(), failed: z.number().int() }),
  lastSentAt: IsoDate.nullable(),
});
export type MailSettingsOutput = z.infer<typeof MailSettingsOutput>;

export const TestMailInput = z.object({ to: EmailAddress });
export const TestMailOutput = z.object({
  sent: z.boolean(),
  /** Why it did not go out, in plain German ("" when it went out). */
  error: z.string(),
  /** The mail server's own answer, for whoever looks after it. */
  detail: z.string(),
});

export const OutboxListInput = z.object({ state: z.enum(["pending", "sent", "failed"]).optional() }).optional();

/** The privacy text's translatable field (registry: TRANSLATABLE_SETTINGS). */
const PRIVACY_TEXTS = { text: TRANSLATABLE_SETTINGS["privacy.text"] };

/** The privacy notice (/privacy) and how long messages are kept. */
export const PrivacyOutput = z.object({
  text: z.string(),
  translations: translationsOutputOf(PRIVACY_TEXTS),
  untranslated: UntranslatedOutput,
  retentionMonths: z.number().int(),
  updatedAt: IsoDate.nullable(),
});

export const PrivacyInput = z.object({
  text: plainString().trim().min(1, "Bitte einen Text eingeben").max(20000, "Höchstens 20000 Zeichen"),
  retentionMonths: z.coerce
    .number({ message: "Bitte eine Zahl eingeben" })
    .int("Bitte ganze Monate eingeben")
    .min(1, "Mindestens 1 Monat")
    .max(120, "Höchstens 120 Monate"),
  translations: translationsInputOf(PRIVACY_TEXTS),
});

export const RetentionOutput = z.object({
  retentionMonths: z.number().int(),
  lastRunAt: IsoDate.nullable(),
  nextRunAt: IsoDate,
  /** Messages the next run deletes as things stand (older than the period; spam after 30 days). */
  due: z.number().int(),
});
