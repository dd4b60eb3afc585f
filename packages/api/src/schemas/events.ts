import { z } from "zod";
import { SignupSettings, SignupSettingsInput } from "../signups/settings.js";
import {
  Id,
  ImageVariant,
  IsoDate,
  imagePath,
  isoDateText,
  optionalIsoDateText,
  optionalText,
  plainString,
  publishingInput,
  publishingOutput,
  requiredText,
} from "./common.js";
import { translationsInput, translationsOutput } from "./table-translations.js";
import { ContentLang, UntranslatedOutput } from "./translations.js";

const REQUIRED = "Bitte alle Pflichtfelder ausfüllen";

const DAY = "Bitte ein Datum im Format JJJJ-MM-TT angeben, z. B. 2027-12-24";
const Day = isoDateText(["day"], DAY);

/** A series' rule (recurrence.ts): how it repeats, until when, the dates left out or moved. */
export const RecurrenceInput = z.object({
  freq: z.enum(["weekly", "monthly"], { message: "Bitte 'weekly' oder 'monthly' angeben" }),
  /** The last day an occurrence may fall on (YYYY-MM-DD), required: a series ends. */
  until: Day,
  /** Monthly: "weekday" (e.g. the first Saturday, the default) or "day" (the same day of the month). */
  monthly: z.enum(["weekday", "day"], { message: "Bitte 'weekday' oder 'day' angeben" }).optional(),
  /** Dates left out (YYYY-MM-DD). */
  exceptions: z.array(Day).max(200, "Höchstens 200 Ausnahmen").optional().default([]),
  /** Occurrences moved: the series' date and its new start (ISO date-time). */
  moves: z
    .array(
      z.object({
        date: Day,
        start: isoDateText(
          ["dateTime"],
          "Bitte Datum und Uhrzeit im ISO-Format angeben, z. B. 2027-06-12T17:00:00+02:00",
          REQUIRED,
        ),
      }),
    )
    .max(200, "Höchstens 200 verschobene Termine")
    .optional()
    .default([]),
});

export const RecurrenceOutput = z.object({
  freq: z.enum(["weekly", "monthly"]),
  until: z.string(),
  monthly: z.enum(["weekday", "day"]).optional(),
  exceptions: z.array(z.string()),
  moves: z.array(z.object({ date: z.string(), start: IsoDate })),
});

export const EventOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: IsoDate,
  /** When it ends; null when not given. */
  endDate: IsoDate.nullable(),
  location: z.string(),
  imageUrl: z.string().nullable(),
  imageVariants: z.array(ImageVariant),
  featured: z.boolean(),
  categoryId: z.number().int(),
  /** The category's name ('Aner' by default). */
  category: z.string(),
  /** null: a one-off event. Otherwise the series' rule; `date` is then its first occurrence. */
  recurrence: RecurrenceOutput.nullable(),
  /** In a list's occurrence of a series: the series' id (also its `id`); null otherwise. */
  occurrenceOf: z.number().int().nullable(),
  /** In a list's occurrence: its date in the series (YYYY-MM-DD, the event page's ?date=); null otherwise. */
  occurrence: z.string().nullable(),
  /** null: no sign-ups. Otherwise the sign-up settings (GET /events/{id}/signup has the places left). */
  signup: SignupSettings.nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  ...publishingOutput,
  translations: translationsOutput("Event"),
  untranslated: UntranslatedOutput,
});
export type EventOutput = z.infer<typeof EventOutput>;

/** How many upcoming and past events the events page gets at first and after each 'more'. */
const PART_SIZE = "Bitte eine ganze Zahl von 1 bis 500 angeben";
const partSize = z.coerce
  .number({ message: PART_SIZE })
  .int(PART_SIZE)
  .min(1, PART_SIZE)
  .max(500, PART_SIZE)
  .optional();
export const EventsOverviewInput = z.object({ upcoming: partSize, past: partSize, lang: ContentLang }).optional();

const EventPage = z.object({
  /** The first events of this part: upcoming soonest first, past most recent first. */
  items: z.array(EventOutput),
  /** How many events this part has in all. */
  total: z.number().int(),
});

export const EventsOverviewOutput = z.object({
  total: z.number().int(),
  /** Names of the categories that have events, for the filter. */
  categories: z.array(z.string()),
  upcoming: EventPage,
  past: EventPage,
});
export type EventsOverviewOutput = z.infer<typeof EventsOverviewOutput>;

const ISO_DATE = "Bitte ein gültiges Datum im ISO-Format angeben, z. B. 2027-06-12T17:00:00+02:00";

export const EventInput = z.object({
  title: requiredText(200, REQUIRED),
  description: optionalText(5000),
  /** An ISO 8601 date-time with offset (or Z), or a plain date (midnight UTC). */
  date: isoDateText(["dateTime", "day"], ISO_DATE, REQUIRED),
  /** When it ends, in the same form; optional (null or empty: not given). Not before the start. */
  endDate: optionalIsoDateText(["dateTime", "day"], ISO_DATE).transform((value) => value ?? null),
  location: optionalText(200),
  imageUrl: imagePath,
  featured: z.boolean().optional().default(false),
  /** Either the category's id or its name; neither means 'Aner'. */
  categoryId: Id.nullish(),
  category: plainString().trim().max(80).nullish(),
  /** null or absent: a one-off event (absent on PATCH: unchanged). */
  recurrence: RecurrenceInput.nullish(),
  /** null: no sign-ups; absent: unchanged (also on PUT, so a form that does not show them keeps them). */
  signup: SignupSettingsInput.nullish(),
  ...publishingInput,
  translations: translationsInput("Event"),
});
export type EventInput = z.input<typeof EventInput>;

export const EventCategoryOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  eventCount: z.number().int(),
  translations: translationsOutput("EventCategory"),
  untranslated: UntranslatedOutput,
});
export type EventCategoryOutput = z.infer<typeof EventCategoryOutput>;

export const EventCategoryInput = z.object({
  name: requiredText(80, "Bitte Kategorie-Namen eingeben"),
  /** The name in de, fr, en and pt; absent: a rename keeps the stored ones. */
  translations: translationsInput("EventCategory"),
});

/** PATCH: any subset of the fields; nothing defaults. */
export const EventPatchInput = EventInput.extend({ featured: z.boolean().optional() }).partial();

/** One occurrence of a series changed on its own: it leaves the series as an event of its own. */
export const OccurrencePatchInput = EventPatchInput.omit({ recurrence: true }).extend({
  id: Id,
  date: Day,
});
