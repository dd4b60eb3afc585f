import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseKind } from "./database.js";
import type { SqlRunner } from "./migrate.js";

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
  const dir = join(options.dataDir, "pglite");
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(dir);
  return {
    kind: "pglite",
    query: async (sql, params) => (await db.query<Record<string, unknown>>(sql, params as unknown[])).rows,
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
