import type { z } from "zod";
import { committeeKind } from "../content/kinds/committee.js";

// Derived from the kind's declaration (content/kinds/committee.ts).

export const CommitteeMemberOutput = committeeKind.output;
export type CommitteeMemberOutput = z.infer<typeof CommitteeMemberOutput>;

export const CommitteeMemberInput = committeeKind.input;
