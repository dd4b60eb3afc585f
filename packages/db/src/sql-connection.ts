import { join } from "node:path";
import { lockDataDir } from "./data-dir-lock.js";
import type { DatabaseKind } from "./database.js";
import type { SqlRunner } from "./migrate.js";
import { openPGliteDir } from "./pglite-dir.js";

/**
 * One plain connection for tools that run beside no server (restore): no Prisma, no pool, so a
 * whole restore can be one transaction with its DDL (migrations) and its data.
 */
export interface SqlConnection extends SqlRunner {
  kind: DatabaseKind;
  close(): Promise<void>;
}

export async function openSqlConnection(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Who opens the embedded database (it is locked until close(); see DatabaseOptions.role). */
  role?: string | undefined;
}): Promise<SqlConnection> {
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    return {
      kind: "postgres",
      query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
      exec: async (sql) => {
        await client.query(sql);
      },
      close: () => client.end(),
    };
  }
  if (!options.dataDir) throw new Error("The embedded database needs a data directory");
  const lock = await lockDataDir(options.dataDir, options.role ?? "a program");
  try {
    const db = await openPGliteDir(join(options.dataDir, "pglite"));
    return {
      kind: "pglite",
      query: async (sql, params) => (await db.query<Record<string, unknown>>(sql, params as unknown[])).rows,
      exec: async (sql) => {
        await db.exec(sql);
      },
      close: async () => {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
