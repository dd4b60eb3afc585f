import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "@jugendclub/db";

/**
 * Every server key, by use: the Setting rows that hold them. Backups leave these rows out and a
 * restore drops them (backup/write.ts, backup/restore.ts): a leaked backup must not sign device
 * cookies or upload URLs for the live site. A restored site makes new keys on first use; trusted
 * browsers then sign in once more as from a new device, open upload links ask again, and the mail
 * server's password entered in the panel must be entered again.
 */
export const SERVER_KEYS = {
  deviceCookie: "deviceCookieKey",
  uploadSigning: "uploadSigningKey",
  /** Encrypts the mail server's password entered in the panel (mail/server-settings.ts). */
  mailPassword: "mailPasswordKey",
  /** Signs the newsletter's confirmation links, which carry the request itself (newsletter/request-token.ts). */
  newsletterSigning: "newsletterSigningKey",
} as const;
export type ServerKeyName = (typeof SERVER_KEYS)[keyof typeof SERVER_KEYS];
export const SERVER_KEY_NAMES: readonly ServerKeyName[] = Object.values(SERVER_KEYS);

const cache = new WeakMap<PrismaClient, Map<string, Promise<Buffer>>>();

/**
 * A 32-byte server key, made on first use and kept in the Setting table, so every instance on the
 * same database signs with the same key. Cached per database client; concurrent first uses share
 * one read, and two instances making it at once both end with the one that was stored first.
 */
export function serverKey(prisma: PrismaClient, name: ServerKeyName): Promise<Buffer> {
  const keys = cache.get(prisma) ?? new Map<string, Promise<Buffer>>();
  cache.set(prisma, keys);
  const known = keys.get(name);
  if (known) return known;
  const key = loadOrMake(prisma, name);
  keys.set(name, key);
  key.catch(() => keys.delete(name));
  return key;
}

async function loadOrMake(prisma: PrismaClient, name: ServerKeyName): Promise<Buffer> {
  // INSERT … ON CONFLICT DO NOTHING: an upsert races (a unique violation) when two requests make
  // the key at the same moment on PostgreSQL.
  await prisma.setting.createMany({
    data: [{ key: name, value: randomBytes(32).toString("hex") }],
    skipDuplicates: true,
  });
  const stored = await prisma.setting.findUniqueOrThrow({ where: { key: name } });
  return Buffer.from(stored.value, "hex");
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
