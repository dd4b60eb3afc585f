import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * A secret kept in the database encrypted with one of the server's keys (secrets.ts), AES-256-GCM:
 * "v1.<iv>.<tag>.<ciphertext>", base64url. The key is never in a backup, so a backup holds the
 * secret only in this form, and a restored site cannot read it (null: enter it again).
 */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret, or null when it was sealed with another key (a restored backup) or is damaged. */
export function openSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
