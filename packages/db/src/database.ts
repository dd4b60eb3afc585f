import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaClient } from "./generated/prisma/client.js";
import { applyMigrations, type SqlRunner } from "./migrate.js";

/**
 * PGlite's start parameters: its defaults plus a buffer cache sized for a club's site.
 * PostgreSQL's default 128 MB of shared buffers is resident in the server's own memory from the
 * start (PGlite runs inside the process); 16 MB holds a club's whole database. Measured in
 * docs/PERFORMANCE.md (memory).
 *
 * Each database's driver and Prisma adapter is loaded when that database is opened, so a server
 * on PostgreSQL never loads PGlite, and the embedded one never loads pg.
 */
const pgliteStartParams = (pglite: typeof PGlite) => [...pglite.defaultStartParams, "-c", "shared_buffers=16MB"];

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseOptions {
  /** A postgres:// URL. Absent means the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Where the embedded database lives. Ignored with a databaseUrl. */
  dataDir?: string | undefined;
  /** An already opened PGlite (tests clone a migrated template into one). */
  pglite?: PGlite | undefined;
  /** Apply prisma/migrations before handing out the client. */
  migrationsDir?: string | undefined;
  /** Most connections the pool to a PostgreSQL server opens. */
  poolSize?: number | undefined;
}

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * A fixed read straight through the driver, prepared once, without Prisma's per-query work: for
   * the one query on the hot path of every cached answer (the content version).
   */
  readRows<T>(name: string, sql: string): Promise<T[]>;
  /**
   * The embedded database only: in-process LISTEN. PGlite delivers a notification when the
   * writing transaction commits, before that transaction's last query resolves. Returns the
   * function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPGlite(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const [{ default: pg }, { PrismaPg }] = await Promise.all([import("pg"), import("@prisma/adapter-pg")]);
  if (options.migrationsDir) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // One instance migrates at a time; the others wait and then find nothing left to do.
      await client.query("SELECT pg_advisory_lock(727073690)");
      const runner: SqlRunner = {
        query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        exec: async (sql) => {
          await client.query(sql);
        },
      };
      await applyMigrations(runner, options.migrationsDir);
    } finally {
      await client.query("SELECT pg_advisory_unlock(727073690)").catch(() => undefined);
      await client.end();
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // A connection waiting in the pool can be ended by the server (a restart, an administrator,
  // a dropped database). The pool then drops it and opens a new one when needed; without this
  // listener the error would end the whole process.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL closed an idle connection (${error.message}); a new one is opened when needed`);
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: "postgres",
    prisma,
    ping: async () => {
      const client = await pool.connect();
      try {
        await client.query("SELECT 1");
      } finally {
        client.release();
      }
    },
    readRows: async <T>(name: string, sql: string) => (await pool.query({ name, text: sql })).rows as T[],
    close: async () => {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}

async function openPGlite(options: DatabaseOptions): Promise<Database> {
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  let pglite = options.pglite;
  if (!pglite) {
    if (!options.dataDir) throw new Error("The embedded database needs a data directory");
    const dir = join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    pglite = await PGlite.create(dir, { startParams: pgliteStartParams(PGlite) });
  }
  const db = pglite;
  if (options.migrationsDir) {
    await applyMigrations(
      {
        query: async (sql, params) => (await db.query<Record<string, unknown>>(sql, params as unknown[])).rows,
        exec: async (sql) => {
          await db.exec(sql);
        },
      },
      options.migrationsDir,
    );
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
  let closed = false;
  return {
    kind: "pglite",
    prisma,
    ping: async () => {
      if (closed || db.closed) throw new Error("The embedded database is closed");
      await db.query("SELECT 1");
    },
    readRows: async <T>(_name: string, sql: string) => (await db.query<T>(sql)).rows,
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: async () => {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
      if (!db.closed) await db.close();
    },
  };
}
