import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlConnection } from "@jugendclub/db";
import { adminQuery, createTestDatabase, withDatabase } from "@jugendclub/db/testing";
import { inject } from "vitest";

export interface ServerDatabase {
  /** DATABASE_URL for the server's environment, when it has one. */
  env: { DATABASE_URL?: string };
  destroy(): Promise<void>;
}

/**
 * The database a server process under test runs on: in the PostgreSQL pass (TEST_DATABASE_URL)
 * an empty migrated database of its own, cloned from the run's template (the server applies the
 * migrations again, a no-op); otherwise none, and the server opens the embedded one in DATA_DIR.
 */
export async function serverDatabase(): Promise<ServerDatabase> {
  if (!process.env.TEST_DATABASE_URL) return { env: {}, destroy: async () => undefined };
  const pg = await createTestDatabase(inject("dbTemplate"));
  await pg.close();
  return {
    env: { DATABASE_URL: pg.url as string },
    destroy: () => pg.destroy().catch(() => undefined),
  };
}

/**
 * An empty database (no tables, no migrations) for a test that builds it itself, say as an older
 * release left it: in the PostgreSQL pass a new database on that server; otherwise none (the
 * server's embedded database in DATA_DIR starts empty).
 */
export async function emptyServerDatabase(): Promise<ServerDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { env: {}, destroy: async () => undefined };
  const name = `jc_empty_${randomBytes(5).toString("hex")}`;
  const admin = await openSqlConnection({ databaseUrl: server });
  await admin.exec(`CREATE DATABASE "${name}"`);
  await admin.close();
  return {
    env: { DATABASE_URL: withDatabase(server, name) },
    destroy: async () => {
      const again = await openSqlConnection({ databaseUrl: server });
      // With the copies made of it (copyOfServerDatabase) that are still there.
      const copies = await again.query("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [`${name}_`]);
      for (const copy of copies) {
        await again.exec(`DROP DATABASE IF EXISTS "${String(copy.datname)}" WITH (FORCE)`).catch(() => undefined);
      }
      await again.exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      await again.close();
    },
  };
}

/**
 * A new database on the PostgreSQL server of `url`, made from `url`'s database as a template
 * (nothing may be connected to it): the browser journeys' copies of the run's seeded demo site.
 */
export async function copyOfServerDatabase(url: string): Promise<ServerDatabase> {
  const source = new URL(url).pathname.slice(1);
  const name = `${source}_${randomBytes(4).toString("hex")}`;
  const server = withDatabase(url, "postgres");
  await adminQuery(server, `CREATE DATABASE "${name}" TEMPLATE "${source}"`);
  return {
    env: { DATABASE_URL: withDatabase(url, name) },
    destroy: () => adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined),
  };
}

/**
 * A new data folder (DATA_DIR) for a server process or command under test. Where it will hold the
 * embedded database (`embedded`, by default outside the PostgreSQL pass), its `pglite` folder
 * already holds the empty cluster PGlite makes on its first start in a new folder: the run's dump
 * of it (packages/db/src/testing/template.ts), unpacked owner-only. The process then starts as on
 * a new site (it applies every migration, says it made a new site, seeds), without PGlite's
 * initdb: 2 to 4 s of CPU for each new folder. A test of what that first start writes to disk
 * (file-modes.test.ts) takes a bare folder. The PostgreSQL pass has no such dump (few of its
 * folders hold an embedded database): there every folder is bare.
 */
export function emptyDataDir(prefix: string, { embedded = !process.env.TEST_DATABASE_URL } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (embedded) addEmptyCluster(dir);
  return dir;
}

/** Puts the empty cluster into `dataDir`'s `pglite` folder, which must not be there yet (emptyDataDir). */
export function addEmptyCluster(dataDir: string): void {
  const cluster = inject("dbTemplate").cluster;
  if (!cluster) return;
  const target = join(dataDir, "pglite");
  mkdirSync(target, { recursive: true, mode: 0o700 });
  // Owner-only, as packages/db/src/pglite-dir.ts writes every file of the embedded database.
  const unpacked = spawnSync(
    "sh",
    ["-c", 'umask 077 && exec tar -xf "$0" -C "$1" --no-same-permissions', cluster, target],
    {
      encoding: "utf8",
    },
  );
  if (unpacked.status !== 0) throw new Error(`Unpacking the empty cluster failed: ${unpacked.stderr}`);
}
