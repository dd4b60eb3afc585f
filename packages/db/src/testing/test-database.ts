import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openDatabase } from "../database.js";
import { readTemplateDump, type TemplateRef, withDatabase } from "./template.js";

export interface TestDatabase extends Database {
  /** PostgreSQL: the URL of this test's own database; PGlite: undefined. */
  url?: string;
  /** Closes the database and removes it. */
  destroy(): Promise<void>;
}

/** A migrated, empty database of its own for one test file, cloned from the run's template. */
export async function createTestDatabase(template: TemplateRef): Promise<TestDatabase> {
  if (template.kind === "pglite") {
    const pglite = await PGlite.create({ loadDataDir: readTemplateDump(template) });
    const db = await openDatabase({ pglite });
    return { ...db, destroy: () => db.close() };
  }
  const serverUrl = template.serverUrl as string;
  const name = `jc_t_${randomBytes(5).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.location}"`);
  const url = withDatabase(serverUrl, name);
  const db = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return {
    ...db,
    url,
    destroy: async () => {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
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
