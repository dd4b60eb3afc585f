import { createHash, randomBytes } from "node:crypto";

/** A random secret to hand out once; only its hash is stored. */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
