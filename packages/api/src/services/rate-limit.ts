import type { PrismaClient } from "@jugendclub/db";
import { TooManyRequestsError } from "../errors.js";

export interface Hit {
  hits: number;
  resetAt: Date;
}

/**
 * Counts one hit on a fixed-window counter stored in the database, so every server instance
 * shares it. One atomic statement: a new window starts when the old one has passed.
 */
export function countHit(prisma: PrismaClient, key: string, windowMs: number): Promise<Hit> {
  return countHits(prisma, key, windowMs, 1);
}

/**
 * Counts `count` hits at once (the messages of one group commit), in the client or transaction
 * given. Returns the window's total after them.
 */
export async function countHits(
  db: Pick<PrismaClient, "$queryRaw">,
  key: string,
  windowMs: number,
  count: number,
): Promise<Hit> {
  const rows = await db.$queryRaw<Hit[]>`
    INSERT INTO "RateLimit" ("key", "hits", "resetAt")
    VALUES (${key}, ${count}, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "RateLimit"."resetAt" <= now() THEN ${count} ELSE "RateLimit"."hits" + ${count} END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "hits", "resetAt"`;
  const row = rows[0];
  if (!row) throw new Error("The rate limit counter returned nothing");
  return { hits: Number(row.hits), resetAt: new Date(row.resetAt) };
}

/** Gives one counted hit back to an open window (an attempt that turned out fine). */
export async function releaseHit(db: Pick<PrismaClient, "$executeRaw">, key: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimit" SET "hits" = "hits" - 1 WHERE "key" = ${key} AND "hits" > 0 AND "resetAt" > now()`;
}

export async function resetHits(prisma: PrismaClient, key: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key } });
}

/** Removes windows that have passed, so the table stays small. */
export async function sweepRateLimits(prisma: PrismaClient, now = new Date()): Promise<number> {
  const { count } = await prisma.rateLimit.deleteMany({ where: { resetAt: { lt: now } } });
  return count;
}

export function secondsUntil(date: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one request from a network under `key`; over `limit` in the window: a 429 saying, in
 * German, too many `what` ("Anmeldungen", "Anfragen") and in how many minutes to try again.
 */
export async function limitPerNetwork(
  prisma: PrismaClient,
  key: string,
  windowMs: number,
  limit: number,
  what: string,
  now: Date,
): Promise<void> {
  const hit = await countHit(prisma, key, windowMs);
  if (hit.hits <= limit) return;
  const seconds = secondsUntil(hit.resetAt, now);
  throw new TooManyRequestsError(
    `Zu viele ${what} aus diesem Netzwerk in kurzer Zeit. Bitte in ${Math.max(1, Math.ceil(seconds / 60))} Minuten erneut versuchen.`,
    seconds,
  );
}
