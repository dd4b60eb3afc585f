import { recordAudit } from "../audit/record.js";
import type { Context } from "../context.js";
import { InvalidInputError, TooManyRequestsError, UnauthorizedError } from "../errors.js";
import { DEVICE_DAYS, deviceCookieFor, trustedDevice } from "./device-trust.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { countHit, releaseHit, resetHits, secondsUntil } from "./rate-limit.js";
import { createSession, deleteSession } from "./sessions.js";
import { sha256 } from "./tokens.js";

const WINDOW = 15 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
// Verifying against this when the user does not exist takes as long as a real check, so the
// answer's timing does not tell whether a username exists. (argon2id of a throwaway password,
// with the same parameters as every stored hash.)
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$7M59GL1y5pH9v9yilHF31Q$R8q/qPuT+Jifh+FyKMMsM8eD4QrAiI7DZyum8aRG4Rc";

export const LOGIN_FAILED = "Ongülteg Umeldungsdaten";

function throttled(resetAt: Date): TooManyRequestsError {
  const seconds = secondsUntil(resetAt);
  return new TooManyRequestsError(
    `Zu viele Anmeldeversuche. Bitte in ${Math.ceil(seconds / 60)} Minuten erneut versuchen.`,
    seconds,
  );
}

/** What the audit log names for a failed login whose username is no admin's. */
export const UNKNOWN_USERNAME = "(unbekannter Benutzername)";

/**
 * The counters a login attempt uses up. A browser holding this admin's device cookie counts
 * against itself, and against its address's counter of trusted-device attempts: someone who got
 * hold of the signing key can mint any number of device ids, but not addresses. Any other client
 * counts per address and per username.
 */
async function attemptKeys(ctx: Context, username: string): Promise<{ keys: string[]; deviceId: string | null }> {
  const deviceId = await trustedDevice(ctx.prisma, ctx.deviceToken, username);
  if (deviceId) return { keys: [`login:device:${deviceId}`, `login:device-ip:${ctx.ip}`], deviceId };
  return { keys: [`login:ip:${ctx.ip}`, `login:user:${username.toLowerCase()}`], deviceId };
}

/**
 * Takes one attempt from each counter before any password is checked: each is one atomic
 * increment that returns the new count, so requests in flight together cannot all see the old
 * count. Over the limit on any counter, the attempt is refused without a password check.
 */
async function reserveAttempt(ctx: Context, keys: string[]): Promise<void> {
  for (const key of keys) {
    const hit = await countHit(ctx.prisma, key, WINDOW);
    if (hit.hits > ctx.settings.loginRateLimit) throw throttled(hit.resetAt);
  }
}

export async function login(ctx: Context, username: string, password: string) {
  const { prisma } = ctx;
  const { keys, deviceId } = await attemptKeys(ctx, username);
  await reserveAttempt(ctx, keys);
  const user = await prisma.adminUser.findUnique({
    where: { username },
    select: { id: true, username: true, role: true, passwordHash: true },
  });
  // A trusted device's check goes ahead of anonymous ones and is never refused as busy.
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password, { trusted: deviceId !== null });
  if (!user || !ok) {
    // Only an admin's real username is kept: anything else may be a password typed in the wrong field.
    await recordAudit(prisma, {
      actor: user?.username ?? UNKNOWN_USERNAME,
      via: "login",
      action: "login-failed",
      entity: "auth",
      entityId: user?.id ?? null,
    });
    throw new UnauthorizedError(LOGIN_FAILED);
  }
  await recordAudit(prisma, { actor: user.username, via: "login", action: "login", entity: "auth", entityId: user.id });
  // The right password gives its attempts back; on a trusted device, its own typos are forgiven
  // too (but not its address's: those may be another device's guesses).
  const [own, ...others] = keys as [string, ...string[]];
  if (deviceId) await resetHits(prisma, own);
  else await releaseHit(prisma, own);
  for (const key of others) await releaseHit(prisma, key);
  const session = await createSession(prisma, user.id);
  ctx.setSessionCookie(session.token, session.expiresAt);
  ctx.setDeviceCookie(
    await deviceCookieFor(prisma, user.username, deviceId ?? undefined),
    new Date(Date.now() + DEVICE_DAYS * DAY),
  );
  return { ok: true as const, user: { id: user.id, username: user.username, role: user.role } };
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
