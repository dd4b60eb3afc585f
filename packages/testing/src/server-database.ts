import { createTestDatabase } from "@jugendclub/db/testing";
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
