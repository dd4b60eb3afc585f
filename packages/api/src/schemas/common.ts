import { z } from "zod";
import { isEmailAddress } from "../email.js";
import { MAX_ID } from "../ids.js";

// Shared building blocks of the API's input and output schemas. The web forms reuse the input
// schemas, so their messages are the product's texts (SPEC sections 5 and 8).

/** The largest id the database's `integer` columns hold (2^31 - 1). */
export { MAX_ID };

/**
 * Every id and reference to one, in paths, queries and bodies: REST sends it as a string, tRPC as
 * a number. Bounded to the database's integer, so a larger one is a 400, not a database error.
 */
export const Id = z.coerce
  .number({ message: "Ungültige ID" })
  .int("Ungültige ID")
  .positive("Ungültige ID")
  .max(MAX_ID, "Ungültige ID");
export const IdInput = z.object({ id: Id });

export const CONTROL_CHARACTERS = "Steuerzeichen sind nicht erlaubt (zum Beispiel das Nullzeichen)";

/**
 * Whether a string is text a person could type. Refused: the C0 controls except tab, newline and
 * carriage return (PostgreSQL refuses NUL in text), DEL and the C1 controls, and a half of a
 * UTF-16 surrogate pair standing alone, which is no character at all.
 */
export function isPlainText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
    } else if (code >= 0x7f && code <= 0x9f) {
      return false;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

/**
 * The base of every text input: a string without control characters. Every string field of an
 * input schema starts from this rather than from z.string() (a test sends each one a NUL).
 */
export const plainString = (params?: { message: string }) =>
  z.string(params).refine(isPlainText, { message: CONTROL_CHARACTERS, abort: true });

/** Trimmed text, required: empty after trimming gives `message`. */
export const requiredText = (max: number, message: string) =>
  plainString({ message }).trim().min(1, message).max(max, `Höchstens ${max} Zeichen`);

/** Trimmed optional text: missing, null and blank all become "" (SPEC section 5). */
export const optionalText = (max: number) =>
  plainString()
    .trim()
    .max(max, `Höchstens ${max} Zeichen`)
    .nullish()
    .transform((value) => value ?? "");

/** Trimmed optional text that becomes null when empty (caption, imageUrl). */
export const nullableText = (max: number) =>
  plainString()
    .trim()
    .max(max, `Höchstens ${max} Zeichen`)
    .nullish()
    .transform((value) => (value ? value : null));

/** An image path as returned by the upload flow (/media/...), or a URL; empty becomes null. */
export const imagePath = plainString()
  .trim()
  .max(500, "Höchstens 500 Zeichen")
  .refine((value) => value === "" || /^\/media\/[a-z0-9][a-z0-9.-]*$/.test(value) || /^https?:\/\/\S+$/.test(value), {
    message: "Bitte ein hochgeladenes Bild oder eine Bild-URL angeben",
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const optionalEmail = plainString()
  .trim()
  .max(320, "Höchstens 320 Zeichen")
  .refine((value) => value === "" || isEmailAddress(value), {
    message: "Bitte eine gültige E-Mail-Adresse eingeben",
  })
  .nullish()
  .transform((value) => value ?? "");

/**
 * A web address as a volunteer types it: "baeckerei-hoffmann.lu" or "www.club.lu" (a name with a
 * dot, no scheme) gets https:// in front; anything else stays as typed, for the check that follows.
 */
export function withScheme(value: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return /^[^\s/@]+\.[^\s@]+$/.test(value) ? `https://${value}` : value;
}

/**
 * A phone number as a volunteer types it, in the form visitors call: "00352 …" becomes "+352 …",
 * and a Luxembourg number without a country code (6 to 9 digits, not starting with 0:
 * "621 987 654", "26 12 34") gets +352; spaces are kept as typed, one at a time.
 */
export function withCountryCode(value: string): string {
  const spaced = value.replace(/\s+/g, " ").trim();
  if (spaced === "" || spaced.startsWith("+")) return spaced;
  if (spaced.startsWith("00")) return `+${spaced.slice(2).trimStart()}`;
  const digits = spaced.replace(/\D/g, "");
  return /^[1-9]\d{5,8}$/.test(digits) && /^[\d\s./-]+$/.test(spaced) ? `+352 ${spaced}` : spaced;
}

/** An optional phone number (committee members): trimmed, at most 50 characters, withCountryCode. */
export const optionalPhone = (max: number) =>
  plainString()
    .trim()
    .max(max, `Höchstens ${max} Zeichen`)
    .nullish()
    .transform((value) => withCountryCode(value ?? ""));

export const optionalUrl = plainString()
  .trim()
  .max(500, "Höchstens 500 Zeichen")
  .transform(withScheme)
  .refine((value) => value === "" || /^https?:\/\/[^\s]+\.[^\s]+$/.test(value), {
    message: "Bitte eine Webadresse mit https:// eingeben",
  })
  .nullish()
  .transform((value) => value ?? "");

/** A place in the admins' order (0 first); absent on a create: last. */
export const position = z.coerce.number().int().min(0).max(100_000).optional();

/** A processed WebP rendition of a stored image, for srcset. */
export const ImageVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof ImageVariant>;

export const Ok = z.object({ ok: z.literal(true) });

/** ISO 8601 timestamps travel as strings. */
export const IsoDate = z.string().meta({ format: "date-time" });

/**
 * The years a date written to the database may fall in. PostgreSQL knows no year 0 (0000-01-01
 * was a database error, a 500), and a year past 9999 has no ISO 8601 text; a club's dates lie
 * well inside. One home for every date and date-time input (isoDateText).
 */
export const DATE_YEARS = { first: 1900, last: 9999 } as const;
export const DATE_OUT_OF_RANGE = `Bitte ein Datum zwischen den Jahren ${DATE_YEARS.first} und ${DATE_YEARS.last} angeben`;

/** The written forms of a date: a date-time with its offset (or Z), and a plain day (YYYY-MM-DD). */
const DATE_FORMS = {
  dateTime: (value: string) => z.iso.datetime({ offset: true }).safeParse(value).success,
  day: (value: string) => z.iso.date().safeParse(value).success,
} as const;
export type DateForm = keyof typeof DATE_FORMS;

/** Whether a date in one of those forms is an instant within DATE_YEARS (as UTC: as it is stored). */
export function isWithinDateYears(value: string): boolean {
  const year = new Date(value).getUTCFullYear();
  return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
}

/**
 * A required date as ISO 8601 text in one of `forms`; `message` says how to write it (`required`,
 * that it is missing). Refused with a 400 at the field: another form, an impossible day
 * (2027-02-30), a year outside DATE_YEARS.
 */
export const isoDateText = (forms: readonly DateForm[], message: string, required = message) =>
  plainString({ message: required })
    .trim()
    .min(1, required)
    .refine((value) => forms.some((form) => DATE_FORMS[form](value)), { message, abort: true })
    .refine(isWithinDateYears, { message: DATE_OUT_OF_RANGE });

/** The same, optional: null and empty become null; absent stays absent (a PATCH leaves it). */
export const optionalIsoDateText = (forms: readonly DateForm[], message: string) =>
  plainString()
    .trim()
    .refine((value) => value === "" || forms.some((form) => DATE_FORMS[form](value)), { message, abort: true })
    .refine((value) => value === "" || isWithinDateYears(value), { message: DATE_OUT_OF_RANGE })
    .nullish()
    .transform((value) => (value === "" ? null : value));

/** Whether visitors see an item: a draft is for admins only (content/visibility.ts). */
export const PublishStatus = z.enum(["published", "draft"]);

const PUBLISH_AT = "Bitte Datum und Uhrzeit im ISO-Format angeben, z. B. 2027-06-12T17:00:00+02:00";

/** The publishing fields of an input: optional on every write (absent leaves them as they are). */
export const publishingInput = {
  status: PublishStatus.optional(),
  /** From when visitors see it (ISO date-time); null: at once. */
  publishAt: optionalIsoDateText(["dateTime"], PUBLISH_AT),
};

export const publishingOutput = {
  status: PublishStatus,
  publishAt: IsoDate.nullable(),
};
