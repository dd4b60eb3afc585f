import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publishSeededSite, seededSiteFailed } from "@jugendclub/testing/run-seeded-site";
import { copyOfServerDatabase, emptyServerDatabase, type ServerDatabase } from "@jugendclub/testing/server-database";
import { startServer } from "@jugendclub/testing/server-process";
import type { TestProject } from "vitest/node";

// The browser journeys all start from the demo site. Seeding it (the migrations, the demo's rows
// and its images in every size) takes half a minute on a quiet machine and minutes on a busy one;
// it is done once per run, here, before the first journey (no test's or hook's timeout applies),
// and every journey's server then starts on a copy of it: a copy of its data folder, and on
// PostgreSQL a database made from the seeded one as a template.

/** The demo site's admin in every journey. */
export const ADMIN = { username: "admin", password: "browser test password" };

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's seeded demo data folder. */
    e2eSeededData?: string;
    /** PostgreSQL pass: the URL of the run's seeded demo database (nothing stays connected to it). */
    e2eSeededDatabase?: string;
  }
}

/** Vitest globalSetup of the journeys: seeds the demo site once per run. */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), "jc-e2e-template-"));
  const data = join(root, "data");
  let database: ServerDatabase | undefined;
  const cleanUp = async () => {
    await database?.destroy();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    // On PostgreSQL an empty database: the server migrates and seeds it as on a first start.
    database = await emptyServerDatabase();
    const env = {
      ...database.env,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DATA_DIR: data,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
    };
    const server = await startServer(env, 20 * 60_000);
    await server.stop();
    // For the byte budget beside the tests (the embedded database's data folder holds it all).
    if (!database.env.DATABASE_URL) publishSeededSite(data);
  } catch (error) {
    seededSiteFailed(error);
    await cleanUp();
    throw error;
  }
  project.provide("e2eSeededData", data);
  if (database.env.DATABASE_URL) project.provide("e2eSeededDatabase", database.env.DATABASE_URL);
  return cleanUp;
}

/**
 * A copy of the run's seeded demo site for one journey's server: its data folder copied `into`,
 * and on PostgreSQL a database of its own made from the seeded one (returned, to destroy after).
 */
export async function copyOfSeededSite(
  seeded: { data: string; database?: string | undefined },
  into: string,
): Promise<ServerDatabase | undefined> {
  cpSync(seeded.data, into, { recursive: true });
  return seeded.database ? copyOfServerDatabase(seeded.database) : undefined;
}
