import { z } from "zod";
import { isEmailAddress } from "../email.js";

// Shared building blocks of the API's input and output schemas. The web forms reuse the input
// schemas, so their messages are the product's texts (SPEC sections 5 and 8).

/** The largest id the database's `integer` columns hold (2^31 - 1). */
export const MAX_ID = 2_147_483_647;

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

export const optionalUrl = plainString()
  .trim()
  .max(500, "Höchstens 500 Zeichen")
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

/** Whether visitors see an item: a draft is for admins only (content/visibility.ts). */
export const PublishStatus = z.enum(["published", "draft"]);

const PUBLISH_AT = "Bitte Datum und Uhrzeit im ISO-Format angeben, z. B. 2027-06-12T17:00:00+02:00";

/** The publishing fields of an input: optional on every write (absent leaves them as they are). */
export const publishingInput = {
  status: PublishStatus.optional(),
  /** From when visitors see it (ISO date-time); null: at once. */
  publishAt: plainString()
    .trim()
    .refine((value) => value === "" || z.iso.datetime({ offset: true }).safeParse(value).success, PUBLISH_AT)
    .nullish()
    .transform((value) => (value === "" ? null : value)),
};

export const publishingOutput = {
  status: PublishStatus,
  publishAt: IsoDate.nullable(),
};
