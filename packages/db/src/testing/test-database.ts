import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openDatabase } from "../database.js";
import { resetSql, type TemplateSnapshot, takeSnapshot } from "./reset.js";
import { readTemplateDump, type TemplateRef, withDatabase } from "./template.js";

export interface TestDatabase extends Database {
  /** PostgreSQL: the URL of this test's own database; PGlite: undefined. */
  url?: string;
  /**
   * Hands the database back. A database still open goes back to this worker's pool and is reset
   * (TRUNCATE, then the template's own rows) before the next test file gets it; one a test closed
   * is removed.
   */
  destroy(): Promise<void>;
}

/** One clone of the run's template, kept by the worker between test files. */
interface Clone {
  /** PGlite: the open database itself; each file gets a Database (and PrismaClient) of its own on it. */
  pglite?: PGlite;
  /** PostgreSQL: the clone's URL and name. */
  url?: string;
  name?: string;
  /** Runs one SQL script without parameters (the reset), and returns the last statement's rows. */
  query(sql: string): Promise<Record<string, unknown>[]>;
}

interface WorkerPool {
  /** The template the pool's clones come from: a new run (or pass) starts a new pool. */
  template: string;
  free: Clone[];
  snapshot?: TemplateSnapshot;
}

// On globalThis, not in this module: the server suite runs its files in one worker process one
// after the other (isolate: false), and the pool must outlive each file's module instances.
const poolKey = Symbol.for("jugendclub.testDatabasePool");
type PoolHolder = { [poolKey]?: WorkerPool };

function workerPool(template: TemplateRef): WorkerPool {
  const holder = globalThis as PoolHolder;
  const pool = holder[poolKey];
  if (pool && pool.template === template.location) return pool;
  const fresh: WorkerPool = { template: template.location, free: [] };
  holder[poolKey] = fresh;
  return fresh;
}

/**
 * A migrated database holding only the template's rows, for one test file (or one app of it):
 * this worker's free clone reset by TRUNCATE, or a new clone of the run's template when none is
 * free (the first file of a worker, or a file with two apps at once). Same on PGlite and PostgreSQL.
 */
export async function createTestDatabase(template: TemplateRef): Promise<TestDatabase> {
  const pool = workerPool(template);
  let clone = pool.free.pop();
  if (clone) {
    await clone.query(resetSql(pool.snapshot as TemplateSnapshot));
  } else {
    clone = await newClone(template);
    pool.snapshot ??= await takeSnapshot(clone.query);
  }
  return lend(pool, clone, template);
}

/**
 * A Database of its own on the clone: a new PrismaClient (and on PostgreSQL a new pool), so that
 * nothing a file's app cached per client (the server keys, say) outlives the reset.
 */
async function lend(pool: WorkerPool, clone: Clone, template: TemplateRef): Promise<TestDatabase> {
  const db = clone.pglite
    ? await openDatabase({ pglite: clone.pglite })
    : await openDatabase({ databaseUrl: clone.url, poolSize: 4 });
  let closed = false;
  let returned = false;
  return {
    ...db,
    ...(clone.url ? { url: clone.url } : {}),
    close: async () => {
      closed = true;
      await db.close();
    },
    destroy: async () => {
      if (returned) return;
      returned = true;
      if (!closed && workerPool(template) === pool) {
        // PGlite: closing the Database would close the PGlite the next file needs; its client goes.
        if (clone.pglite) await db.prisma.$disconnect().catch(() => undefined);
        else await db.close();
        pool.free.push(clone);
        return;
      }
      if (!closed) await db.close();
      if (clone.name)
        await adminQuery(template.serverUrl as string, `DROP DATABASE IF EXISTS "${clone.name}" WITH (FORCE)`);
    },
  };
}

async function newClone(template: TemplateRef): Promise<Clone> {
  if (template.kind === "pglite") {
    const pglite = await PGlite.create({ loadDataDir: readTemplateDump(template) });
    const query = async (sql: string) => ((await pglite.exec(sql)).at(-1)?.rows ?? []) as Record<string, unknown>[];
    return { pglite, query };
  }
  const serverUrl = template.serverUrl as string;
  // Named after the template, so the run's teardown finds and drops every worker's clones.
  const name = `${template.location}_w${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.location}"`);
  const url = withDatabase(serverUrl, name);
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const result = await client.query(sql);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return (last?.rows ?? []) as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  return { url, name, query };
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  // CREATE DATABASE ... TEMPLATE fails while another session clones the same template.
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
  }
}
