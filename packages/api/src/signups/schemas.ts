import { z } from "zod";
import { isEmailAddress } from "../email.js";
import { PUBLIC_LOCALES } from "../locales.js";
import { Id, IsoDate, isoDateText, optionalPhone, plainString, requiredText } from "../schemas/common.js";
import { SIGNUP_LIMITS, SignupQuestion } from "./settings.js";

// What the sign-up paths take and answer (REST and tRPC alike).

const DAY = "Bitte ein Datum im Format JJJJ-MM-TT angeben, z. B. 2027-12-24";
const EMAIL = "Bitte eine gültige E-Mail-Adresse eingeben";
const NAME = "Bitte Ihren Namen eingeben";
/**
 * A person's name: letters, spaces, apostrophes, hyphens and dots, but no dot right before a
 * letter ("www.x.lu"): the name is in the mail to an address anybody can type (issue 29).
 */
const NAME_CHARACTERS = "Bitte nur Buchstaben, Leerzeichen, Bindestriche und Apostrophe";
export const personName = plainString({ message: NAME })
  .trim()
  .min(1, NAME)
  .max(200, "Höchstens 200 Zeichen")
  .refine((value) => /^[\p{L}\p{M}' .’-]+$/u.test(value) && !/\.\p{L}/u.test(value), { message: NAME_CHARACTERS });

export const emailAddress = plainString({ message: EMAIL })
  .trim()
  .max(320, "Höchstens 320 Zeichen")
  .refine(isEmailAddress, { message: EMAIL });

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const ANSWER = `Höchstens ${SIGNUP_LIMITS.answer} Zeichen`;

export const SignupIdInput = z.object({
  id: Id,
  /** A series' date (YYYY-MM-DD). */
  date: optional(isoDateText(["day"], DAY)),
});

const SignupFields = z.object({
  id: Id,
  name: personName,
  email: emailAddress,
  phone: optionalPhone(50),
  /** Guests the person brings (at most the event's maxGuests). */
  guests: z
    .number({ message: "Bitte eine ganze Zahl angeben" })
    .int("Bitte eine ganze Zahl angeben")
    .min(0, "Bitte eine ganze Zahl ab 0 angeben")
    .max(SIGNUP_LIMITS.maxGuests, `Höchstens ${SIGNUP_LIMITS.maxGuests} Gäste`)
    .optional()
    .default(0),
  /** By question id: text, the chosen option, or true/false for a yes/no question. */
  answers: z
    .record(z.string().max(40), z.union([plainString().trim().max(SIGNUP_LIMITS.answer, ANSWER), z.boolean()]))
    .optional()
    .default({}),
  /** The helper shifts signed up for (ids from GET …/signup); none: the event itself. */
  shiftIds: z.array(z.string().max(40)).max(SIGNUP_LIMITS.shifts).optional().default([]),
  date: optional(isoDateText(["day"], DAY)),
  underSixteen: z.boolean().optional().default(false),
  parentName: optional(personName),
  parentEmail: optional(emailAddress),
  /** The language of the mails that follow (the page's). */
  lang: z.enum(PUBLIC_LOCALES).optional().default("lb"),
  /** Left empty by people; a bot fills it (it is hidden on the form). */
  website: plainString().max(500).optional(),
});

/** Under 16: a parent's name and address, for the parent confirms. */
function parentGiven(
  value: { underSixteen: boolean; parentName?: string | undefined; parentEmail?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.underSixteen) return;
  if (!value.parentName)
    ctx.addIssue({ code: "custom", path: ["parentName"], message: "Bitte den Namen eines Elternteils eingeben" });
  if (!value.parentEmail)
    ctx.addIssue({
      code: "custom",
      path: ["parentEmail"],
      message: "Bitte die E-Mail-Adresse eines Elternteils eingeben",
    });
}

export const SignupInput = SignupFields.superRefine(parentGiven);
export type SignupInput = z.output<typeof SignupInput>;

export const SignupStatus = z.enum(["unconfirmed", "confirmed", "waiting", "offered", "cancelled", "expired"]);
export type SignupStatus = z.infer<typeof SignupStatus>;

export const SignupReceived = z.object({ status: z.literal("unconfirmed") });

export const TokenInput = z.object({
  token: plainString({ message: "Der Link ist unvollständig" }).trim().min(1, "Der Link ist unvollständig").max(100),
});

/** Where a sign-up stands after a confirm, cancel, accept or decline (of each of its rows). */
export const SignupState = z.object({
  status: SignupStatus,
  /** Waiting: the place in the line (1: next). */
  position: z.number().int().nullable(),
  /** Offered: until when the place is held. */
  offeredUntil: IsoDate.nullable(),
  eventId: z.number().int(),
  /** The event's title in the sign-up's language. */
  title: z.string(),
  /** The start of the event (of the date signed up for). */
  start: IsoDate,
  shifts: z.array(
    z.object({ id: z.string(), name: z.string(), status: SignupStatus, position: z.number().int().nullable() }),
  ),
});
export type SignupState = z.infer<typeof SignupState>;

const Counts = {
  capacity: z.number().int().nullable(),
  /** Places confirmed or offered. */
  taken: z.number().int(),
  /** Places free; null: no limit. */
  left: z.number().int().nullable(),
  /** People waiting. */
  waiting: z.number().int(),
};

export const SignupOverview = z.object({
  open: z.boolean(),
  /** The start of the event (of the date asked for). */
  start: IsoDate,
  opensAt: IsoDate.nullable(),
  closesAt: IsoDate,
  ...Counts,
  maxGuests: z.number().int(),
  questions: z.array(SignupQuestion.omit({ translations: true })),
  shifts: z.array(z.object({ id: z.string(), name: z.string(), start: IsoDate, end: IsoDate, ...Counts })),
});
export type SignupOverview = z.infer<typeof SignupOverview>;

export const SignupRow = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  occurrence: z.string().nullable(),
  shiftId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  places: z.number().int(),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  underSixteen: z.boolean(),
  parentName: z.string(),
  parentEmail: z.string(),
  lang: z.string(),
  status: SignupStatus,
  position: z.number().int().nullable(),
  offeredUntil: IsoDate.nullable(),
  checkedIn: z.boolean(),
  checkedInAt: IsoDate.nullable(),
  createdAt: IsoDate,
});
export type SignupRow = z.infer<typeof SignupRow>;

export const SignupListInput = SignupIdInput;

const SHIFT_ID = optional(plainString().trim().max(40, "Höchstens 40 Zeichen"));

/** GET /events/{id}/signups.csv's query (the host's route reads it; strings, as a query has them). */
export const SignupCsvInput = SignupIdInput.extend({
  /** One helper shift's sign-ups only. */
  shiftId: SHIFT_ID,
  /** "true": with the answers to sensitive questions (admins only; Redaktion never gets them). */
  sensitive: optional(z.enum(["true", "false"], { message: "Bitte true oder false angeben" })),
});

export const SIGNUP_MESSAGE_LIMITS = { subject: 150, text: 5000 } as const;

/** A message from the club to everyone confirmed for an event, a series' date or a shift. */
export const SignupMessageInput = SignupIdInput.extend({
  subject: requiredText(SIGNUP_MESSAGE_LIMITS.subject, "Bitte einen Betreff eingeben")
    // A subject is one line (a mail header).
    .refine((value) => !/[\r\n]/.test(value), { message: "Der Betreff darf keinen Zeilenumbruch enthalten" }),
  text: requiredText(SIGNUP_MESSAGE_LIMITS.text, "Bitte den Text der Nachricht eingeben"),
  /** Only those confirmed for this helper shift; none: everyone confirmed for the event. */
  shiftId: SHIFT_ID,
});
export type SignupMessageInput = z.output<typeof SignupMessageInput>;

export const SignupMessageSent = z.object({
  /** The mails written to the outbox: one per person confirmed (to a child under 16 and its parent). */
  sent: z.number().int(),
});

export const SignupAddInput = SignupFields.extend({
  /** Added by an admin: confirmed at once (or waiting when full); notify: the person gets the mail saying which. */
  notify: z.boolean().optional().default(true),
}).superRefine(parentGiven);

export const SignupPatchInput = z
  .object({
    id: Id,
    checkedIn: z.boolean().optional(),
    /** Move to another shift of the same event ("" or null: the event itself). */
    shiftId: plainString().max(40).nullable().optional(),
    status: z.enum(["cancelled"], { message: "Nur 'cancelled' kann gesetzt werden" }).optional(),
  })
  .refine((value) => value.checkedIn !== undefined || value.shiftId !== undefined || value.status !== undefined, {
    message: "Bitte checkedIn, shiftId oder status angeben",
  });
