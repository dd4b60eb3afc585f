import { z } from "zod";
import { optionalText, optionalUrl, requiredText } from "../../schemas/common.js";
import { defineKind, field, image, translatableText } from "../kind.js";

export const SponsorType = z.enum(["main", "secondary"]);

/** Sponsors: main sponsors and partners, each in the admins' order; seen during their period. */
export const sponsorKind = defineKind({
  table: "Sponsor",
  router: "sponsors",
  fields: {
    name: field(requiredText(200, "Bitte Namen eingeben"), z.string()),
    logo: image("logo"),
    description: translatableText(2000),
    website: field(optionalUrl, z.string()),
    address: field(optionalText(500), z.string()),
    // A PATCH without a type keeps the stored one (no default there).
    type: field(SponsorType.optional().default("secondary"), SponsorType, SponsorType.optional()),
  },
  visibility: "publishable",
  period: true,
  ordered: { within: ["type"] },
  deleteAllKey: "sponsors",
  notFound: "Sponsor nicht gefunden",
  trash: { kind: "sponsor", label: "Sponsor", title: "name" },
  // Main sponsors first, then by the admins' order.
  orderBy: [{ type: "asc" }, { position: "asc" }, { id: "asc" }],
  rest: {
    path: "/sponsors",
    tag: "sponsors",
    summaries: {
      list: "All sponsors, main sponsors first",
      byId: "One sponsor",
      create: "Add a sponsor",
      update: "Replace a sponsor",
      patch: "Change some fields of a sponsor",
      delete: "Delete a sponsor",
      order: "Set the sponsors' order: every id once, in the new order (each type keeps its own order)",
    },
  },
});
