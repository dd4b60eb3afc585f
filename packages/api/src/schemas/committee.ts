import { z } from "zod";
import {
  ImageVariant,
  imagePath,
  optionalEmail,
  optionalText,
  position,
  publishingInput,
  publishingOutput,
  requiredText,
} from "./common.js";

const REQUIRED = "Bitte Name und Rolle eingeben";

export const CommitteeMemberOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  photo: z.string().nullable(),
  photoVariants: z.array(ImageVariant),
  email: z.string(),
  phone: z.string(),
  position: z.number().int(),
  ...publishingOutput,
});
export type CommitteeMemberOutput = z.infer<typeof CommitteeMemberOutput>;

export const CommitteeMemberInput = z.object({
  name: requiredText(200, REQUIRED),
  role: requiredText(200, REQUIRED),
  photo: imagePath,
  email: optionalEmail,
  phone: optionalText(50),
  position,
  ...publishingInput,
});
