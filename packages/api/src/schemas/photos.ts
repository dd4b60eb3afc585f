import { z } from "zod";
import { photoCategoryKind } from "../content/kinds/photo-category.js";
import {
  Id,
  ImageVariant,
  IsoDate,
  imagePath,
  MAX_ID,
  nullableText,
  optionalIsoDateText,
  optionalText,
  position,
} from "./common.js";
import { translationsInput, translationsOutput } from "./table-translations.js";
import { ContentLang, UntranslatedOutput } from "./translations.js";

// Photo categories: derived from the kind's declaration (content/kinds/photo-category.ts).
export const PhotoCategoryOutput = photoCategoryKind.output;
export type PhotoCategoryOutput = z.infer<typeof PhotoCategoryOutput>;

export const PhotoCategoryInput = photoCategoryKind.input;

export const PhotoOutput = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  src: z.string(),
  srcVariants: z.array(ImageVariant),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The photo's title; "" for an untitled photo (the site names it by its caption, or its album and number). */
  alt: z.string(),
  caption: z.string().nullable(),
  position: z.number().int(),
  /** When it was taken (its EXIF date, read on upload), or null. */
  takenAt: IsoDate.nullable(),
  translations: translationsOutput("Photo"),
  untranslated: UntranslatedOutput,
});
export type PhotoOutput = z.infer<typeof PhotoOutput>;

const REQUIRED = "Bitte alle Pflichtfelder ausfüllen";
const TAKEN_AT = "Bitte das Aufnahmedatum im ISO-Format angeben, z. B. 2027-06-12T17:00:00+02:00";

export const PhotoInput = z.object({
  /**
   * The title; empty (or absent) leaves the photo untitled, as an album of phone photos arrives:
   * the site then shows no heading and names it by its caption, or its album and number. The
   * admin's photo page still asks for one (SPEC section 5); the album's texts dialog may leave it empty.
   */
  alt: optionalText(300),
  caption: nullableText(1000),
  categoryId: z.coerce.number({ message: REQUIRED }).int(REQUIRED).positive(REQUIRED).max(MAX_ID, "Ungültige ID"),
  src: imagePath.refine((value) => value !== null, { message: REQUIRED }),
  position,
  /** When it was taken (ISO date-time); absent on a create: the date in the uploaded file, if any. */
  takenAt: optionalIsoDateText(["dateTime"], TAKEN_AT),
  /** Translations of the title and caption (de, fr, en, pt). */
  translations: translationsInput("Photo"),
});

/** Optional filters and paging of the photo list; without them it returns every photo. */
export const PhotoListInput = z
  .object({
    categoryId: Id.optional(),
    limit: z.coerce.number().int().min(1).max(500).optional(),
    offset: z.coerce.number().int().min(0).max(MAX_ID).optional(),
    lang: ContentLang,
  })
  .optional();
