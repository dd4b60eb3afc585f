import type { PrismaClient } from "@jugendclub/db";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors.js";
import { hashPassword } from "./passwords.js";
import { newSecret, sha256 } from "./tokens.js";

/**
 * Deletes every event, sponsor, committee member, photo category and photo in one transaction.
 * Contact messages, admins and event categories stay.
 */
export async function deleteAllContent(prisma: PrismaClient) {
  return prisma.$transaction(async (tx) => {
    const photos = await tx.photo.deleteMany();
    const photoCategories = await tx.photoCategory.deleteMany();
    const events = await tx.event.deleteMany();
    const sponsors = await tx.sponsor.deleteMany();
    const committeeMembers = await tx.committeeMember.deleteMany();
    return {
      events: events.count,
      sponsors: sponsors.count,
      committeeMembers: committeeMembers.count,
      photoCategories: photoCategories.count,
      photos: photos.count,
    };
  });
}

const adminSelect = { id: true, username: true, createdAt: true } as const;

export async function listAdmins(prisma: PrismaClient) {
  const rows = await prisma.adminUser.findMany({ select: adminSelect, orderBy: { username: "asc" } });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function createAdmin(prisma: PrismaClient, username: string, password: string) {
  const exists = await prisma.adminUser.findUnique({ where: { username }, select: { id: true } });
  if (exists) throw new InvalidInputError("username", "Diesen Benutzernamen gibt es schon");
  const row = await prisma.adminUser.create({
    data: { username, passwordHash: await hashPassword(password) },
    select: adminSelect,
  });
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Removes an admin, never the last one. */
export async function deleteAdmin(prisma: PrismaClient, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // Lock the admins so two deletions at once cannot remove the last two.
    await tx.$queryRaw`SELECT id FROM "AdminUser" FOR UPDATE`;
    const count = await tx.adminUser.count();
    const found = await tx.adminUser.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw new NotFoundError("Admin nicht gefunden");
    if (count <= 1) throw new ConflictError("Der letzte Admin kann nicht entfernt werden");
    await tx.adminUser.delete({ where: { id } });
  });
}

export async function listApiTokens(prisma: PrismaClient, userId: number) {
  const rows = await prisma.apiToken.findMany({
    where: { userId },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Creates a named token; the secret is returned this once and only its hash is kept. */
export async function createApiToken(prisma: PrismaClient, userId: number, name: string) {
  const token = newSecret("jc_");
  const row = await prisma.apiToken.create({
    data: { name, userId, tokenHash: sha256(token) },
    select: { id: true, name: true, createdAt: true },
  });
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null, token };
}

export async function revokeApiToken(prisma: PrismaClient, userId: number, id: number): Promise<void> {
  const { count } = await prisma.apiToken.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError("Token nicht gefunden");
}
