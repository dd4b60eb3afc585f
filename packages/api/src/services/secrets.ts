import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "@jugendclub/db";

const cache = new WeakMap<PrismaClient, Map<string, Buffer>>();

/**
 * A 32-byte server key, made on first use and kept in the Setting table, so every instance on the
 * same database signs with the same key. Cached per database client.
 */
export async function serverKey(prisma: PrismaClient, name: string): Promise<Buffer> {
  const keys = cache.get(prisma) ?? new Map<string, Buffer>();
  cache.set(prisma, keys);
  const known = keys.get(name);
  if (known) return known;
  const fresh = randomBytes(32).toString("hex");
  await prisma.setting.upsert({ where: { key: name }, create: { key: name, value: fresh }, update: {} });
  const stored = await prisma.setting.findUniqueOrThrow({ where: { key: name } });
  const key = Buffer.from(stored.value, "hex");
  keys.set(name, key);
  return key;
}

/** HMAC-SHA256 of `message`, base64url. */
export function sign(key: Buffer, message: string): string {
  return createHmac("sha256", key).update(message).digest("base64url");
}

/** Whether `signature` is the signature of `message`, compared in constant time. */
export function verifySignature(key: Buffer, message: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
