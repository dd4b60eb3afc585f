import type { Prisma } from "@jugendclub/db";
import type { z } from "zod";
import { contentStore, withVariants } from "../content/store.js";
import type { CommitteeMemberInput, CommitteeMemberOutput } from "../schemas/committee.js";

const select = {
  id: true,
  name: true,
  role: true,
  photo: true,
  email: true,
  phone: true,
  position: true,
} satisfies Prisma.CommitteeMemberSelect;

type Row = Prisma.CommitteeMemberGetPayload<{ select: typeof select }>;

export const committeeMembers = contentStore<Row, CommitteeMemberOutput, z.output<typeof CommitteeMemberInput>>({
  table: "CommitteeMember",
  select,
  notFound: "Komiteemitglied nicht gefunden",
  orderBy: [{ position: "asc" }, { id: "asc" }],
  toOutputs: (prisma, rows) => withVariants(prisma, rows, "photo"),
});
