import type { PrismaClient } from "@jugendclub/db";
import type { AuthUser } from "../context.js";
import { newSecret, sha256 } from "./tokens.js";

export const SESSION_COOKIE = "jc_session";
export const SESSION_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;
// Slide the expiry at most once a day, so a busy admin does not write on every request.
const SLIDE_AFTER = DAY;

export interface Authenticated {
  user: AuthUser;
  method: "session" | "token";
  /** The API token's name, when it came by token (the audit log names it). */
  tokenName?: string;
  /** Set when a session's expiry moved: the caller re-sends the cookie. */
  renewedUntil?: Date;
}

export async function createSession(prisma: PrismaClient, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret("");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY);
  await prisma.session.create({ data: { tokenHash: sha256(token), userId, expiresAt } });
  return { token, expiresAt };
}

export async function deleteSession(prisma: PrismaClient, token: string): Promise<void> {
  await prisma.session.deleteMany({ where: { tokenHash: sha256(token) } });
}

// An API token acts with its creator's role, read on every request: a changed role counts at once.
const userSelect = { id: true, username: true, role: true } as const;

/** Finds the admin behind a session cookie or a bearer token; slides a session's expiry. */
export async function authenticate(
  prisma: PrismaClient,
  credentials: { sessionToken?: string | null; bearer?: string | null },
): Promise<Authenticated | null> {
  if (credentials.bearer) {
    const token = await prisma.apiToken.findUnique({
      where: { tokenHash: sha256(credentials.bearer) },
      select: { id: true, name: true, lastUsedAt: true, user: { select: userSelect } },
    });
    if (!token) return null;
    if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() > 60_000) {
      await prisma.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date() } });
    }
    return { user: token.user, method: "token", tokenName: token.name };
  }
  if (!credentials.sessionToken) return null;
  const tokenHash = sha256(credentials.sessionToken);
  const session = await prisma.session.findUnique({
    where: { tokenHash },
    select: { expiresAt: true, user: { select: userSelect } },
  });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await prisma.session.deleteMany({ where: { tokenHash } });
    return null;
  }
  const fullExpiry = now + SESSION_DAYS * DAY;
  if (fullExpiry - session.expiresAt.getTime() > SLIDE_AFTER) {
    const renewedUntil = new Date(fullExpiry);
    await prisma.session.update({ where: { tokenHash }, data: { expiresAt: renewedUntil } });
    return { user: session.user, method: "session", renewedUntil };
  }
  return { user: session.user, method: "session" };
}

export async function sweepSessions(prisma: PrismaClient, now = new Date()): Promise<number> {
  const { count } = await prisma.session.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
