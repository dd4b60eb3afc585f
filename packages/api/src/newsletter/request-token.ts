import type { PrismaClient } from "@jugendclub/db";
import { isPublicLocale, type PublicLocale } from "../locales.js";
import { SERVER_KEYS, serverKey, sign, verifySignature } from "../services/secrets.js";

// The confirmation link's token carries the request itself (address, language, topics, how it
// came), signed with a server key: nothing about a person is stored before they confirm (issue 36).
// A link is good for 7 days; a restored backup makes a new key, and older links then ask again.

export const REQUEST_DAYS = 7;

export interface SubscribeRequest {
  email: string;
  lang: PublicLocale;
  topics: string[];
  /** form, or import (an admin confirmed the consent; the person still confirms once). */
  source: "form" | "import";
  issuedAt: number;
}

interface Packed {
  e: string;
  l: string;
  t: string[];
  s: string;
  i: number;
}

export async function requestToken(prisma: PrismaClient, request: SubscribeRequest): Promise<string> {
  const packed: Packed = {
    e: request.email,
    l: request.lang,
    t: request.topics,
    s: request.source,
    i: request.issuedAt,
  };
  const body = Buffer.from(JSON.stringify(packed)).toString("base64url");
  return `${body}.${sign(await serverKey(prisma, SERVER_KEYS.newsletterSigning), `newsletter:${body}`)}`;
}

/** The request a token carries, or null when it is not ours, altered or older than 7 days. */
export async function readRequestToken(
  prisma: PrismaClient,
  token: string,
  now: Date,
): Promise<SubscribeRequest | null> {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const key = await serverKey(prisma, SERVER_KEYS.newsletterSigning);
  if (!verifySignature(key, `newsletter:${body}`, signature)) return null;
  let packed: Partial<Packed>;
  try {
    packed = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Packed>;
  } catch {
    return null;
  }
  const { e, l, t, s, i } = packed;
  if (typeof e !== "string" || !isPublicLocale(l) || !Array.isArray(t) || typeof i !== "number") return null;
  if (now.getTime() - i > REQUEST_DAYS * 86_400_000 || i - now.getTime() > 3_600_000) return null;
  return {
    email: e,
    lang: l,
    topics: t.filter((topic): topic is string => typeof topic === "string"),
    source: s === "import" ? "import" : "form",
    issuedAt: i,
  };
}
