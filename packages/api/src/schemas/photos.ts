import { z } from "zod";
import {
  Id,
  ImageVariant,
  IsoDate,
  imagePath,
  MAX_ID,
  nullableText,
  optionalText,
  plainString,
  position,
  publishingInput,
  publishingOutput,
  requiredText,
} from "./common.js";
import { translationsInput, translationsOutput } from "./translations.js";

export const PhotoCategoryOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  coverImage: z.string().nullable(),
  coverImageVariants: z.array(ImageVariant),
  photoCount: z.number().int(),
  position: z.number().int(),
  ...publishingOutput,
  translations: translationsOutput("PhotoCategory"),
});
export type PhotoCategoryOutput = z.infer<typeof PhotoCategoryOutput>;

export const PhotoCategoryInput = z.object({
  name: requiredText(200, "Bitte Kategorie-Namen eingeben"),
  description: optionalText(2000),
  coverImage: imagePath,
  position,
  ...publishingInput,
  translations: translationsInput("PhotoCategory"),
});

export const PhotoOutput = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  src: z.string(),
  srcVariants: z.array(ImageVariant),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The photo's title. */
  alt: z.string(),
  caption: z.string().nullable(),
  position: z.number().int(),
  /** When it was taken (its EXIF date, read on upload), or null. */
  takenAt: IsoDate.nullable(),
});
export type PhotoOutput = z.infer<typeof PhotoOutput>;

const REQUIRED = "Bitte alle Pflichtfelder ausfüllen";
const TAKEN_AT = "Bitte das Aufnahmedatum im ISO-Format angeben, z. B. 2027-06-12T17:00:00+02:00";

export const PhotoInput = z.object({
  alt: requiredText(300, REQUIRED),
  caption: nullableText(1000),
  categoryId: z.coerce.number({ message: REQUIRED }).int(REQUIRED).positive(REQUIRED).max(MAX_ID, "Ungültige ID"),
  src: imagePath.refine((value) => value !== null, { message: REQUIRED }),
  position,
  /** When it was taken (ISO date-time); absent on a create: the date in the uploaded file, if any. */
  takenAt: plainString()
    .trim()
    .refine((value) => value === "" || z.iso.datetime({ offset: true }).safeParse(value).success, TAKEN_AT)
    .nullish()
    .transform((value) => (value === "" ? null : value)),
});

/** Optional filters and paging of the photo list; without them it returns every photo. */
export const PhotoListInput = z
  .object({
    categoryId: Id.optional(),
    limit: z.coerce.number().int().min(1).max(500).optional(),
    offset: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  })
  .optional();
