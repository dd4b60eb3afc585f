import { z } from "zod";

// Shared building blocks of the API's input and output schemas. The web forms reuse the input
// schemas, so their messages are the product's texts (SPEC sections 5 and 8).

/** A path id: REST sends it as a string, tRPC as a number. */
export const Id = z.coerce.number({ message: "Ungültige ID" }).int("Ungültige ID").positive("Ungültige ID");
export const IdInput = z.object({ id: Id });

/** Trimmed text, required: empty after trimming gives `message`. */
export const requiredText = (max: number, message: string) =>
  z.string({ message }).trim().min(1, message).max(max, `Höchstens ${max} Zeichen`);

/** Trimmed optional text: missing, null and blank all become "" (SPEC section 5). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen`)
    .nullish()
    .transform((value) => value ?? "");

/** Trimmed optional text that becomes null when empty (caption, imageUrl). */
export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen`)
    .nullish()
    .transform((value) => (value ? value : null));

/** An image path as returned by the upload flow (/media/...), or a URL; empty becomes null. */
export const imagePath = z
  .string()
  .trim()
  .max(500, "Höchstens 500 Zeichen")
  .refine((value) => value === "" || /^\/media\/[a-z0-9][a-z0-9.-]*$/.test(value) || /^https?:\/\/\S+$/.test(value), {
    message: "Bitte ein hochgeladenes Bild oder eine Bild-URL angeben",
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const optionalEmail = z
  .string()
  .trim()
  .max(320, "Höchstens 320 Zeichen")
  .refine((value) => value === "" || z.email().safeParse(value).success, {
    message: "Bitte eine gültige E-Mail-Adresse eingeben",
  })
  .nullish()
  .transform((value) => value ?? "");

export const optionalUrl = z
  .string()
  .trim()
  .max(500, "Höchstens 500 Zeichen")
  .refine((value) => value === "" || /^https?:\/\/[^\s]+\.[^\s]+$/.test(value), {
    message: "Bitte eine Webadresse mit https:// eingeben",
  })
  .nullish()
  .transform((value) => value ?? "");

export const sortOrder = z.coerce.number().int().min(0).max(100_000).optional();

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
