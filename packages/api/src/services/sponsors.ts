import type { Prisma } from "@jugendclub/db";
import type { z } from "zod";
import { contentStore, withVariants } from "../content/store.js";
import type { SponsorInput, SponsorOutput } from "../schemas/sponsors.js";

const select = {
  id: true,
  name: true,
  logo: true,
  description: true,
  website: true,
  address: true,
  type: true,
  position: true,
} satisfies Prisma.SponsorSelect;

type Row = Prisma.SponsorGetPayload<{ select: typeof select }>;

export const sponsors = contentStore<Row, SponsorOutput, z.output<typeof SponsorInput>>({
  table: "Sponsor",
  select,
  notFound: "Sponsor nicht gefunden",
  // Main sponsors first, then by the admins' order.
  orderBy: [{ type: "asc" }, { position: "asc" }, { id: "asc" }],
  toOutputs: (prisma, rows) => withVariants(prisma, rows, "logo"),
});
