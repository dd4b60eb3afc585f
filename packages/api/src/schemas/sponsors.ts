import type { z } from "zod";
import { sponsorKind } from "../content/kinds/sponsor.js";

// Derived from the kind's declaration (content/kinds/sponsor.ts).

export { SponsorType } from "../content/kinds/sponsor.js";

export const SponsorOutput = sponsorKind.output;
export type SponsorOutput = z.infer<typeof SponsorOutput>;

export const SponsorInput = sponsorKind.input;
export type SponsorInput = z.input<typeof SponsorInput>;

export const SponsorPatchInput = sponsorKind.patch;
