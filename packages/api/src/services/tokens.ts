import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "@jugendclub/db";
import { NotFoundError } from "../errors.js";

/** A random secret to hand out once; only its hash is stored. */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
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
