import type { PrismaClient } from "@jugendclub/db";
import { generatePassword, hashPassword } from "./passwords.js";

export interface EnsureAdminResult {
  created: boolean;
  username?: string;
  /** Set only when the password was generated here: the caller shows it once. */
  generatedPassword?: string;
}

/**
 * When no admin exists, creates one: from the given credentials, or `admin` with a generated
 * password. Safe when two instances start at once: the unique username decides who wins.
 */
export async function ensureAdmin(
  prisma: PrismaClient,
  credentials: { username?: string | undefined; password?: string | undefined },
): Promise<EnsureAdminResult> {
  if ((await prisma.adminUser.count()) > 0) return { created: false };
  const username = credentials.username ?? "admin";
  const generatedPassword = credentials.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(credentials.password ?? (generatedPassword as string));
  try {
    await prisma.adminUser.create({ data: { username, passwordHash } });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return { created: false };
    throw error;
  }
  return generatedPassword ? { created: true, username, generatedPassword } : { created: true, username };
}
