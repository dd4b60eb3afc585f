import pg from "pg";
import { withDatabase } from "../src/testing/template.js";

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL for `use`, dropped after. */
export async function withNewDatabase(
  name: string,
  use: (url: string, admin: pg.Client) => Promise<void>,
): Promise<void> {
  const server = process.env.TEST_DATABASE_URL as string;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    await use(withDatabase(server, name), admin);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
