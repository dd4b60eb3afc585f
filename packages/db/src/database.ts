import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock.js";
import { PrismaClient } from "./generated/prisma/client.js";
import { applyMigrations, readMigrations, type SqlRunner } from "./migrate.js";
import { openPGliteDir } from "./pglite-dir.js";

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

/** PostgreSQL connections the pool keeps open however long the site is quiet. */
const WARM_CONNECTIONS = 2;

/**
 * Prisma's defaults (a transaction may wait 2 s for its connection and run 5 s) fail a visitor's
 * request on a busy small host, where three statements can take seconds, and on the embedded
 * database, whose one connection makes each transaction wait for the one before it
 * (test/transactions.test.ts). A backup or a ZIP import asks for longer still.
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

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
  /**
   * Who opens the embedded database in `dataDir` ("the server", "the command pnpm backup"): it is locked for
   * this process until close(), and another process trying to open it is told who has it.
   */
  role?: string | undefined;
  /** Where the driver's warnings go (the server's JSON log); the console without one (the CLI). */
  log?: { warn(details: object, message: string): void } | undefined;
}

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** This open created the site's schema (its first migration was applied now): a new site. */
  created: boolean;
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
  let created = false;
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
      created = isNewSite(await applyMigrations(runner, options.migrationsDir), options.migrationsDir);
    } finally {
      await client.query("SELECT pg_advisory_unlock(727073690)").catch(() => undefined);
      await client.end();
    }
  }
  const max = options.poolSize ?? 10;
  // Connections beyond the warm ones close after 10 s unused (pg's default); the warm ones stay, so
  // the first burst after a quiet minute does not wait while ten connections are opened together
  // (p99 of 50 page requests after 65 s idle: docs/PERFORMANCE.md, "A burst after a quiet minute").
  // TCP keep-alive keeps a NAT or firewall between here and the database from dropping them.
  const warm = Math.min(WARM_CONNECTIONS, max);
  const pool = new pg.Pool({ connectionString: url, max, min: warm, keepAlive: true });
  // A connection can be ended by the server (a restart, an administrator, a dropped database, a
  // network cut) while it waits in the pool or while it is lent out. pg reports that as an
  // 'error' event on the connection, and an 'error' event nobody listens to ends the whole
  // process: a cut to the database must not take the site down with it. So every connection gets
  // a listener for its whole life (the pool's own listener covers only idle ones); the query that
  // was running fails by itself, and the pool opens a new connection when one is needed.
  const ended = (error: Error) => {
    const message = "PostgreSQL closed a connection; a new one is opened when needed";
    if (options.log) options.log.warn({ err: error }, message);
    else console.warn(`${message} (${error.message})`);
  };
  pool.on("connect", (client) => client.on("error", ended));
  // The pool passes an idle connection's error on as well: already reported by the line above.
  pool.on("error", () => undefined);
  // Opened now rather than by the first requests; a database that does not answer yet is not this
  // open's failure (the pool opens connections when asked, as before).
  const clients = await Promise.all(Array.from({ length: warm }, () => pool.connect().catch(() => null)));
  for (const client of clients) client?.release();
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: TRANSACTION_OPTIONS });
  return {
    kind: "postgres",
    prisma,
    created,
    // Through pool.query, which hears the connection's errors while it is lent out (a health check
    // during a cut ended the process through a connection taken with pool.connect()).
    ping: async () => {
      await pool.query("SELECT 1");
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
  // Taken before PGlite touches a file: a second PGlite on the same folder loses data silently.
  let lock: { release(): void } | undefined;
  if (!pglite) {
    if (!options.dataDir) throw new Error("The embedded database needs a data directory");
    lock = await lockDataDir(options.dataDir, options.role ?? "a program");
  }
  let created = false;
  try {
    if (!pglite) {
      const { PGlite } = await import("@electric-sql/pglite");
      pglite = await openPGliteDir(join(options.dataDir as string, "pglite"), {
        startParams: pgliteStartParams(PGlite),
      });
    }
    const opened = pglite;
    if (options.migrationsDir) {
      const applied = await applyMigrations(
        {
          query: async (sql, params) => (await opened.query<Record<string, unknown>>(sql, params as unknown[])).rows,
          exec: async (sql) => {
            await opened.exec(sql);
          },
        },
        options.migrationsDir,
      );
      created = isNewSite(applied, options.migrationsDir);
    }
  } catch (error) {
    // A refused or failed open leaves the folder as free as it found it.
    if (pglite && !options.pglite && !pglite.closed) await pglite.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  const db = pglite;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db), transactionOptions: TRANSACTION_OPTIONS });
  let closed = false;
  return {
    kind: "pglite",
    prisma,
    created,
    ping: async () => {
      if (closed || db.closed) throw new Error("The embedded database is closed");
      await db.query("SELECT 1");
    },
    readRows: async <T>(_name: string, sql: string) => (await db.query<T>(sql)).rows,
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await prisma.$disconnect();
        if (!db.closed) await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Migrations applied by this open that include the very first one: the database was empty. */
function isNewSite(applied: string[], migrationsDir: string): boolean {
  return applied.length > 0 && applied[0] === readMigrations(migrationsDir)[0]?.name;
}
