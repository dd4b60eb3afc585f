import { z } from "zod";
import { isCalendarDate } from "../consent.js";
import {
  ImageVariant,
  imagePath,
  optionalText,
  optionalUrl,
  plainString,
  position,
  publishingInput,
  publishingOutput,
  requiredText,
} from "./common.js";
import { translationsInput, translationsOutput } from "./translations.js";

const DAY = "Bitte ein Datum im Format JJJJ-MM-TT angeben";
/** A day of the sponsorship (YYYY-MM-DD); null or empty: open-ended. */
const day = plainString()
  .trim()
  .refine((value) => value === "" || isCalendarDate(value), DAY)
  .nullish()
  .transform((value) => (value === "" ? null : value));

export const SponsorType = z.enum(["main", "secondary"]);

export const SponsorOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  logoVariants: z.array(ImageVariant),
  description: z.string(),
  website: z.string(),
  address: z.string(),
  type: SponsorType,
  position: z.number().int(),
  ...publishingOutput,
  /** The sponsorship's first and last day (YYYY-MM-DD), or null: open-ended. */
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  translations: translationsOutput("Sponsor"),
});
export type SponsorOutput = z.infer<typeof SponsorOutput>;

export const SponsorInput = z.object({
  name: requiredText(200, "Bitte Namen eingeben"),
  logo: imagePath,
  description: optionalText(2000),
  website: optionalUrl,
  address: optionalText(500),
  type: SponsorType.optional().default("secondary"),
  position,
  ...publishingInput,
  activeFrom: day,
  activeUntil: day,
  translations: translationsInput("Sponsor"),
});
export type SponsorInput = z.input<typeof SponsorInput>;

export const SponsorPatchInput = SponsorInput.extend({ type: SponsorType.optional() }).partial();
