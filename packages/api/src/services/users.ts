import type { PrismaClient } from "@jugendclub/db";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors.js";
import { hashPassword } from "./passwords.js";

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
