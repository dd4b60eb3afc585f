import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { isRecordNotFound, NotFoundError } from "../errors.js";
import type { SponsorInput, SponsorOutput } from "../schemas/sponsors.js";
import { markAttached, variantsByPath } from "./images.js";

type Input = z.output<typeof SponsorInput>;

const select = {
  id: true,
  name: true,
  logo: true,
  description: true,
  website: true,
  address: true,
  type: true,
  sortOrder: true,
} satisfies Prisma.SponsorSelect;

type Row = Prisma.SponsorGetPayload<{ select: typeof select }>;
const NOT_FOUND = "Sponsor nicht gefunden";

async function toOutputs(prisma: PrismaClient, rows: Row[]): Promise<SponsorOutput[]> {
  const variants = await variantsByPath(
    prisma,
    rows.map((row) => row.logo),
  );
  return rows.map((row) => ({ ...row, logoVariants: (row.logo && variants.get(row.logo)) || [] }));
}

/** Main sponsors first, then by the admins' order. */
export async function listSponsors(prisma: PrismaClient): Promise<SponsorOutput[]> {
  const rows = await prisma.sponsor.findMany({
    select,
    orderBy: [{ type: "asc" }, { sortOrder: "asc" }, { id: "asc" }],
  });
  return toOutputs(prisma, rows);
}

export async function getSponsor(prisma: PrismaClient, id: number): Promise<SponsorOutput> {
  const row = await prisma.sponsor.findUnique({ where: { id }, select });
  if (!row) throw new NotFoundError(NOT_FOUND);
  return (await toOutputs(prisma, [row]))[0] as SponsorOutput;
}

export async function createSponsor(prisma: PrismaClient, input: Input): Promise<SponsorOutput> {
  const row = await prisma.sponsor.create({ data: withoutUndefined(input), select });
  await markAttached(prisma, [row.logo]);
  return (await toOutputs(prisma, [row]))[0] as SponsorOutput;
}

export async function updateSponsor(prisma: PrismaClient, id: number, input: Partial<Input>): Promise<SponsorOutput> {
  try {
    const row = await prisma.sponsor.update({ where: { id }, data: withoutUndefined(input), select });
    await markAttached(prisma, [row.logo]);
    return (await toOutputs(prisma, [row]))[0] as SponsorOutput;
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(NOT_FOUND);
    throw error;
  }
}

export async function deleteSponsor(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.sponsor.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError(NOT_FOUND);
}

/** Drops keys whose value is undefined, so a partial update leaves those fields alone. */
export function withoutUndefined<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
