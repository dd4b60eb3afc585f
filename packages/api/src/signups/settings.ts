import { randomBytes } from "node:crypto";
import { z } from "zod";
import { IsoDate, isoDateText, optionalIsoDateText, plainString, requiredText } from "../schemas/common.js";
import { translationsInputOf, translationsOutputOf } from "../schemas/translations.js";

// An event's sign-up settings (Event.signup; null: no sign-ups): how many places, how many guests
// a person may bring, when sign-ups open and close, how long a freed place is offered, when the
// reminder goes, the event's own questions and its helper shifts. One home for their limits.

export const SIGNUP_LIMITS = {
  capacity: 10_000,
  maxGuests: 20,
  offerHours: 14 * 24,
  reminderHours: 14 * 24,
  questions: 20,
  options: 20,
  shifts: 50,
  label: 200,
  shiftName: 100,
  answer: 1000,
  keepDays: 365,
} as const;

export const SIGNUP_DEFAULTS = { maxGuests: 0, offerHours: 48, reminderHours: 24, keepDays: 30 } as const;

const DATE_TIME = "Bitte Datum und Uhrzeit im ISO-Format angeben, z. B. 2027-06-12T17:00:00+02:00";
const WHOLE = (min: number, max: number) => `Bitte eine ganze Zahl von ${min} bis ${max} angeben`;
const wholeNumber = (min: number, max: number) =>
  z
    .number({ message: WHOLE(min, max) })
    .int(WHOLE(min, max))
    .min(min, WHOLE(min, max))
    .max(max, WHOLE(min, max));

/** A question's or a shift's id: given by the client to keep answers across edits, else made. */
const ItemId = plainString()
  .trim()
  .max(40, "Höchstens 40 Zeichen")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "Bitte nur Kleinbuchstaben, Ziffern und Bindestriche")
  .optional();

export const SignupQuestionInput = z.object({
  id: ItemId,
  label: requiredText(SIGNUP_LIMITS.label, "Bitte die Frage eingeben"),
  kind: z.enum(["text", "choice", "yesno"], { message: "Bitte 'text', 'choice' oder 'yesno' angeben" }),
  /** The choices of a `choice` question. */
  options: z
    .array(requiredText(SIGNUP_LIMITS.label, "Bitte jede Auswahl benennen"))
    .max(SIGNUP_LIMITS.options, `Höchstens ${SIGNUP_LIMITS.options} Auswahlen`)
    .optional()
    .default([]),
  required: z.boolean().optional().default(false),
  /** Only admins see the answers; left out of exports unless asked. */
  sensitive: z.boolean().optional().default(false),
  translations: translationsInputOf({ label: SIGNUP_LIMITS.label }),
});

export const SignupShiftInput = z.object({
  id: ItemId,
  name: requiredText(SIGNUP_LIMITS.shiftName, "Bitte die Schicht benennen"),
  start: isoDateText(["dateTime"], DATE_TIME),
  end: isoDateText(["dateTime"], DATE_TIME),
  /** null: no limit. */
  capacity: wholeNumber(1, SIGNUP_LIMITS.capacity).nullable(),
  translations: translationsInputOf({ name: SIGNUP_LIMITS.shiftName }),
});

export const SignupSettingsInput = z
  .object({
    /** Places for the event itself (a person and their guests each take one); null: no limit. */
    capacity: wholeNumber(1, SIGNUP_LIMITS.capacity).nullable(),
    maxGuests: wholeNumber(0, SIGNUP_LIMITS.maxGuests).optional().default(SIGNUP_DEFAULTS.maxGuests),
    /** null: open at once. */
    opensAt: optionalIsoDateText(["dateTime"], DATE_TIME).transform((value) => value ?? null),
    /** null: at the event's start (of the date signed up for). */
    closesAt: optionalIsoDateText(["dateTime"], DATE_TIME).transform((value) => value ?? null),
    offerHours: wholeNumber(1, SIGNUP_LIMITS.offerHours).optional().default(SIGNUP_DEFAULTS.offerHours),
    /** Hours before the start; 0: no reminder. */
    reminderHours: wholeNumber(0, SIGNUP_LIMITS.reminderHours).optional().default(SIGNUP_DEFAULTS.reminderHours),
    /** Whole days after the event's end (a series: after the date) until its sign-ups are deleted. */
    keepDays: wholeNumber(1, SIGNUP_LIMITS.keepDays).optional().default(SIGNUP_DEFAULTS.keepDays),
    questions: z
      .array(SignupQuestionInput)
      .max(SIGNUP_LIMITS.questions, `Höchstens ${SIGNUP_LIMITS.questions} Fragen`)
      .optional()
      .default([]),
    shifts: z
      .array(SignupShiftInput)
      .max(SIGNUP_LIMITS.shifts, `Höchstens ${SIGNUP_LIMITS.shifts} Schichten`)
      .optional()
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.opensAt && value.closesAt && new Date(value.closesAt) <= new Date(value.opensAt)) {
      ctx.addIssue({ code: "custom", path: ["closesAt"], message: "Der Schluss liegt vor dem Beginn der Anmeldungen" });
    }
    value.questions.forEach((question, index) => {
      if (question.kind === "choice" && question.options.length < 2) {
        ctx.addIssue({
          code: "custom",
          path: ["questions", index, "options"],
          message: "Bitte mindestens 2 Auswahlen",
        });
      }
    });
    value.shifts.forEach((shift, index) => {
      if (new Date(shift.end) <= new Date(shift.start)) {
        ctx.addIssue({ code: "custom", path: ["shifts", index, "end"], message: "Das Ende liegt vor dem Beginn" });
      }
    });
    for (const [items, name] of [
      [value.questions, "questions"],
      [value.shifts, "shifts"],
    ] as const) {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (!item.id) return;
        if (seen.has(item.id))
          ctx.addIssue({ code: "custom", path: [name, index, "id"], message: "Diese Id gibt es schon" });
        seen.add(item.id);
      });
    }
  })
  .meta({ id: "SignupSettingsInput" });
export type SignupSettingsInput = z.output<typeof SignupSettingsInput>;

export const SignupQuestion = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(["text", "choice", "yesno"]),
  options: z.array(z.string()),
  required: z.boolean(),
  sensitive: z.boolean(),
  translations: translationsOutputOf({ label: SIGNUP_LIMITS.label }),
});
export type SignupQuestion = z.infer<typeof SignupQuestion>;

export const SignupShift = z.object({
  id: z.string(),
  name: z.string(),
  start: IsoDate,
  end: IsoDate,
  capacity: z.number().int().nullable(),
  translations: translationsOutputOf({ name: SIGNUP_LIMITS.shiftName }),
});
export type SignupShift = z.infer<typeof SignupShift>;

export const SignupSettings = z
  .object({
    capacity: z.number().int().nullable(),
    maxGuests: z.number().int(),
    opensAt: IsoDate.nullable(),
    closesAt: IsoDate.nullable(),
    offerHours: z.number().int(),
    reminderHours: z.number().int(),
    /** Days after the event's end until its sign-ups are deleted. */
    keepDays: z.number().int(),
    questions: z.array(SignupQuestion),
    shifts: z.array(SignupShift),
  })
  .meta({ id: "SignupSettings" });
export type SignupSettings = z.infer<typeof SignupSettings>;

function newItemId(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}`;
}

/** The settings as stored: every id given (new ones made), times as UTC ISO text. */
export function storedSettings(input: SignupSettingsInput): SignupSettings {
  const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
  return {
    capacity: input.capacity,
    maxGuests: input.maxGuests,
    opensAt: iso(input.opensAt),
    closesAt: iso(input.closesAt),
    offerHours: input.offerHours,
    reminderHours: input.reminderHours,
    keepDays: input.keepDays,
    questions: input.questions.map(({ id, translations, ...question }) => ({
      id: id ?? newItemId("q"),
      ...question,
      ...(translations && Object.keys(translations).length > 0 ? { translations } : {}),
    })),
    shifts: input.shifts.map(({ id, translations, start, end, ...shift }) => ({
      id: id ?? newItemId("s"),
      ...shift,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      ...(translations && Object.keys(translations).length > 0 ? { translations } : {}),
    })),
  };
}

/** The stored settings of an event (Event.signup), or null; anything unreadable counts as none. */
export function readSettings(value: unknown): SignupSettings | null {
  if (value === null || value === undefined) return null;
  // Settings stored before keepDays existed keep the 30 days they had.
  const stored = typeof value === "object" ? { keepDays: SIGNUP_DEFAULTS.keepDays, ...value } : value;
  const parsed = SignupSettings.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
