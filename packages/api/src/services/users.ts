import type { PrismaClient } from "@jugendclub/db";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors.js";
import type { Role } from "../roles.js";
import { hashPassword } from "./passwords.js";

const adminSelect = { id: true, username: true, role: true, createdAt: true } as const;

export const LAST_ADMIN = "Das letzte Konto mit der Rolle „Admin“ kann weder entfernt noch herabgestuft werden";

export async function listAdmins(prisma: PrismaClient) {
  const rows = await prisma.adminUser.findMany({ select: adminSelect, orderBy: { username: "asc" } });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function createAdmin(prisma: PrismaClient, username: string, password: string, role: Role = "admin") {
  const exists = await prisma.adminUser.findUnique({ where: { username }, select: { id: true } });
  if (exists) throw new InvalidInputError("username", "Diesen Benutzernamen gibt es schon");
  const row = await prisma.adminUser.create({
    data: { username, role, passwordHash: await hashPassword(password) },
    select: adminSelect,
  });
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Changes an account, or removes it (role null), never leaving the site without an account of
 * role admin. The accounts are locked so two changes at once cannot remove the last two admins.
 */
async function changeAccount(prisma: PrismaClient, id: number, role: Role | null) {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "AdminUser" FOR UPDATE`;
    const found = await tx.adminUser.findUnique({ where: { id }, select: { role: true } });
    if (!found) throw new NotFoundError("Konto nicht gefunden");
    const losesAdmin = found.role === "admin" && role !== "admin";
    if (losesAdmin && (await tx.adminUser.count({ where: { role: "admin" } })) <= 1) {
      throw new ConflictError(LAST_ADMIN);
    }
    if (role === null) {
      await tx.adminUser.delete({ where: { id } });
      return null;
    }
    return tx.adminUser.update({ where: { id }, data: { role }, select: adminSelect });
  });
}

/** Removes an account, never the last admin. */
export async function deleteAdmin(prisma: PrismaClient, id: number): Promise<void> {
  await changeAccount(prisma, id, null);
}

/** Gives an account another role; the last admin keeps theirs. */
export async function setRole(prisma: PrismaClient, id: number, role: Role) {
  const row = await changeAccount(prisma, id, role);
  if (!row) throw new NotFoundError("Konto nicht gefunden");
  return { ...row, createdAt: row.createdAt.toISOString() };
}
