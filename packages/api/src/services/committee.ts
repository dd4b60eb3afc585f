import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { isRecordNotFound, NotFoundError } from "../errors.js";
import type { CommitteeMemberInput, CommitteeMemberOutput } from "../schemas/committee.js";
import { markAttached, variantsByPath } from "./images.js";
import { withoutUndefined } from "./sponsors.js";

type Input = z.output<typeof CommitteeMemberInput>;

const select = {
  id: true,
  name: true,
  role: true,
  photo: true,
  email: true,
  phone: true,
  sortOrder: true,
} satisfies Prisma.CommitteeMemberSelect;

type Row = Prisma.CommitteeMemberGetPayload<{ select: typeof select }>;
const NOT_FOUND = "Komiteemitglied nicht gefunden";

async function toOutputs(prisma: PrismaClient, rows: Row[]): Promise<CommitteeMemberOutput[]> {
  const variants = await variantsByPath(
    prisma,
    rows.map((row) => row.photo),
  );
  return rows.map((row) => ({ ...row, photoVariants: (row.photo && variants.get(row.photo)) || [] }));
}

export async function listCommitteeMembers(prisma: PrismaClient): Promise<CommitteeMemberOutput[]> {
  return toOutputs(
    prisma,
    await prisma.committeeMember.findMany({ select, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }),
  );
}

export async function getCommitteeMember(prisma: PrismaClient, id: number): Promise<CommitteeMemberOutput> {
  const row = await prisma.committeeMember.findUnique({ where: { id }, select });
  if (!row) throw new NotFoundError(NOT_FOUND);
  return (await toOutputs(prisma, [row]))[0] as CommitteeMemberOutput;
}

export async function createCommitteeMember(prisma: PrismaClient, input: Input): Promise<CommitteeMemberOutput> {
  const row = await prisma.committeeMember.create({ data: withoutUndefined(input), select });
  await markAttached(prisma, [row.photo]);
  return (await toOutputs(prisma, [row]))[0] as CommitteeMemberOutput;
}

export async function updateCommitteeMember(
  prisma: PrismaClient,
  id: number,
  input: Partial<Input>,
): Promise<CommitteeMemberOutput> {
  try {
    const row = await prisma.committeeMember.update({ where: { id }, data: withoutUndefined(input), select });
    await markAttached(prisma, [row.photo]);
    return (await toOutputs(prisma, [row]))[0] as CommitteeMemberOutput;
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(NOT_FOUND);
    throw error;
  }
}

export async function deleteCommitteeMember(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.committeeMember.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError(NOT_FOUND);
}
