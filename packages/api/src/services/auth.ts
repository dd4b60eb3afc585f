import type { Context } from "../context.js";
import { InvalidInputError, TooManyRequestsError, UnauthorizedError } from "../errors.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { countHit, peekHits, resetHits, secondsUntil } from "./rate-limit.js";
import { createSession, deleteSession } from "./sessions.js";
import { sha256 } from "./tokens.js";

const WINDOW = 15 * 60 * 1000;
// Verifying against this when the user does not exist takes as long as a real check, so the
// answer's timing does not tell whether a username exists.
let dummyHash: Promise<string> | undefined;

export const LOGIN_FAILED = "Ongülteg Umeldungsdaten";

function throttled(resetAt: Date): TooManyRequestsError {
  const seconds = secondsUntil(resetAt);
  return new TooManyRequestsError(
    `Zu viele Anmeldeversuche. Bitte in ${Math.ceil(seconds / 60)} Minuten erneut versuchen.`,
    seconds,
  );
}

export async function login(ctx: Context, username: string, password: string) {
  const { prisma } = ctx;
  const limit = ctx.settings.loginRateLimit;
  const keys = [`login:ip:${ctx.ip}`, `login:user:${username.toLowerCase()}`];
  for (const key of keys) {
    const current = await peekHits(prisma, key);
    if (current && current.hits >= limit) throw throttled(current.resetAt);
  }
  const user = await prisma.adminUser.findUnique({
    where: { username },
    select: { id: true, username: true, passwordHash: true },
  });
  dummyHash ??= hashPassword("not-a-real-password");
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyPassword(await dummyHash, password);
  if (!user || !ok) {
    for (const key of keys) await countHit(prisma, key, WINDOW);
    throw new UnauthorizedError(LOGIN_FAILED);
  }
  await resetHits(prisma, keys[1] as string);
  const session = await createSession(prisma, user.id);
  ctx.setSessionCookie(session.token, session.expiresAt);
  return { ok: true as const, user: { id: user.id, username: user.username } };
}

export async function logout(ctx: Context) {
  if (ctx.sessionToken) await deleteSession(ctx.prisma, ctx.sessionToken);
  ctx.clearSessionCookie();
  return { ok: true as const };
}

export async function changePassword(ctx: Context, userId: number, currentPassword: string, newPassword: string) {
  const user = await ctx.prisma.adminUser.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new InvalidInputError("currentPassword", "Das aktuelle Passwort stimmt nicht");
  }
  await ctx.prisma.adminUser.update({ where: { id: userId }, data: { passwordHash: await hashPassword(newPassword) } });
  // Other browsers signed in as this admin are signed out; this one stays.
  const keep = ctx.sessionToken ? sha256(ctx.sessionToken) : "";
  await ctx.prisma.session.deleteMany({ where: { userId, NOT: { tokenHash: keep } } });
  return { ok: true as const };
}
