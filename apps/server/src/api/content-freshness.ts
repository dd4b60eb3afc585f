import { nextVisibilityChange } from "@jugendclub/api";
import type { Database } from "@jugendclub/db";
import type { Services } from "../services.js";
import { freshRead } from "./fresh-read.js";

/**
 * When an answer computed for visitors may be sent again: the response cache of the public reads
 * (response-cache.ts) and the cache of rendered pages (routes/page-cache.ts) both ask this.
 *
 * Writes: database triggers move ContentVersion on in every transaction that changes what visitors
 * see (migration 20261123020000). A kept answer is used only while the version is the one read
 * before the answer was computed, so a write through any server instance, or straight into the
 * database, is seen by the very next read on every instance.
 *
 * Time: some answers depend on the clock as well (an event moves from upcoming to past when its
 * hour has come). No write marks that moment, so every kept answer is also dropped after MAX_AGE_MS.
 * A scheduled item's publishAt and a sponsor's period are known in advance: an answer is never
 * kept past the next such moment (nextVisibilityChange, by the server's clock, which tests move).
 */

/** Longest an answer is kept even when nothing was written: how late a started event may show as upcoming. */
export const MAX_AGE_MS = 60_000;

/**
 * How long past MAX_AGE_MS an answer that only grew old (no write since, no scheduled moment
 * passed) may still be sent while one request computes it anew: the requests that arrive during
 * that one computation, a few milliseconds, get it (routes/page-cache.ts). Older, every request
 * waits for the new one.
 */
export const STALE_MS = 10 * 60_000;

/** What an answer was computed under, taken before it was computed. */
export interface Stamp {
  version: bigint;
  /** Date.now() when the answer was computed. */
  storedAt: number;
  /** The server's clock (services.now) at which visitors' view changes next; null: no such moment. */
  validUntil: number | null;
}

export interface ContentFreshness {
  /** The current content version (a promise on PostgreSQL, where it is read from the database). */
  version(): bigint | Promise<bigint>;
  /** The stamp for an answer about to be computed under `version`. */
  stamp(version: bigint): Promise<Stamp>;
  /** Whether an answer computed under `stamp` may still be sent while the version is `version`. */
  isFresh(stamp: Stamp, version: bigint): boolean;
  /**
   * Whether an answer that is no longer fresh only grew old: no write since, no scheduled moment
   * passed, and not older than MAX_AGE_MS + STALE_MS. It may be sent while it is computed anew.
   */
  onlyAged(stamp: Stamp, version: bigint): boolean;
}

/**
 * Where the content version comes from. On the embedded database this process is the only writer,
 * and PGlite hands over the trigger's notification before the writing query resolves: the version
 * is kept in memory. On PostgreSQL other instances write too: it is read from the database, so a
 * write anywhere is seen by the very next read. Requests arriving together share one read
 * (freshRead): under load that is one tiny query per round trip, not one per request, and still
 * never a version read before the request arrived.
 */
async function versionSource(db: Database): Promise<() => bigint | Promise<bigint>> {
  const read = async (): Promise<bigint> => {
    const rows = await db.readRows<{ version: string | bigint }>(
      "content-version",
      `SELECT "version" FROM "ContentVersion" WHERE "id" = 1`,
    );
    return BigInt(rows[0]?.version ?? 0);
  };
  if (!db.listen) return freshRead(read);
  let known = -1n;
  await db.listen("content_version", (payload) => {
    const version = BigInt(payload);
    if (version > known) known = version;
  });
  const first = await read();
  if (first > known) known = first;
  return () => known;
}

/**
 * The next moment visitors' view changes by time alone, looked up once per content version (a
 * write may schedule something) and again once that moment has passed.
 */
function visibilityHorizon(services: Services): (version: bigint) => Promise<number | null> {
  let known: { version: bigint; at: number | null } | null = null;
  let pending: Promise<number | null> | null = null;
  return async (version) => {
    const now = services.now().getTime();
    if (known && known.version === version && (known.at === null || known.at > now)) return known.at;
    pending ??= nextVisibilityChange(services.db.prisma, new Date(now))
      .then((at) => {
        known = { version, at: at?.getTime() ?? null };
        return known.at;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

async function create(services: Services): Promise<ContentFreshness> {
  const version = await versionSource(services.db);
  const horizon = visibilityHorizon(services);
  // No write since the answer was computed, and no scheduled moment passed.
  const unchanged = (stamp: Stamp, current: bigint) =>
    stamp.version === current && (stamp.validUntil === null || services.now().getTime() < stamp.validUntil);
  return {
    version,
    async stamp(at) {
      const storedAt = Date.now();
      return { version: at, storedAt, validUntil: await horizon(at) };
    },
    isFresh(stamp, current) {
      return unchanged(stamp, current) && Date.now() - stamp.storedAt < MAX_AGE_MS;
    },
    onlyAged(stamp, current) {
      return unchanged(stamp, current) && Date.now() - stamp.storedAt < MAX_AGE_MS + STALE_MS;
    },
  };
}

const shared = new WeakMap<Services, Promise<ContentFreshness>>();

/** One per set of services: the caches of one server share its version listener and horizon. */
export function contentFreshness(services: Services): Promise<ContentFreshness> {
  let found = shared.get(services);
  if (!found) {
    found = create(services);
    shared.set(services, found);
  }
  return found;
}
