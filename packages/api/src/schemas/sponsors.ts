import { z } from "zod";
import { ImageVariant, imagePath, optionalText, optionalUrl, requiredText, sortOrder } from "./common.js";

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
  sortOrder: z.number().int(),
});
export type SponsorOutput = z.infer<typeof SponsorOutput>;

export const SponsorInput = z.object({
  name: requiredText(200, "Bitte Namen eingeben"),
  logo: imagePath,
  description: optionalText(2000),
  website: optionalUrl,
  address: optionalText(500),
  type: SponsorType.optional().default("secondary"),
  sortOrder,
});
export type SponsorInput = z.input<typeof SponsorInput>;

export const SponsorPatchInput = SponsorInput.extend({ type: SponsorType.optional() }).partial();
