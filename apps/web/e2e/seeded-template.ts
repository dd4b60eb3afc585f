import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publishSeededSite, seededSiteFailed } from "@jugendclub/testing/run-seeded-site";
import { copyOfServerDatabase, emptyServerDatabase, type ServerDatabase } from "@jugendclub/testing/server-database";
import { type RunningServer, startServer } from "@jugendclub/testing/server-process";
import type { TestProject } from "vitest/node";

// The browser journeys all start from the demo site. Seeding it (the migrations, the demo's rows
// and its images in every size) takes half a minute on a quiet machine and minutes on a busy one;
// it is done once per run, here, before the first journey (no test's or hook's timeout applies),
// and every journey's server then starts on a copy of it: a copy of its data folder, and on
// PostgreSQL a database made from the seeded one as a template.

/** The demo site's admin in every journey. */
export const ADMIN = { username: "admin", password: "browser test password" };

/** A journey's server on the demo site in `dataDir`, as a first start seeds it (or finds it seeded). */
export function demoSiteEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    CONTACT_RATE_LIMIT: "1000",
  };
}

/**
 * What the shared site (below) shows every visitor, read through its public API: the journeys that
 * use it only look, and the run's teardown holds them to it.
 */
const PUBLIC_LISTS = [
  "/api/events",
  "/api/event-categories",
  "/api/featured-events",
  "/api/sponsors",
  "/api/committee-members",
  "/api/photo-categories",
  "/api/photos",
  "/api/privacy",
];

async function publicContent(url: string): Promise<Record<string, string>> {
  const lists: Record<string, string> = {};
  for (const path of PUBLIC_LISTS) lists[path] = await (await fetch(`${url}${path}`)).text();
  return lists;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's seeded demo data folder. */
    e2eSeededData?: string;
    /** PostgreSQL pass: the URL of the run's seeded demo database (nothing stays connected to it). */
    e2eSeededDatabase?: string;
    /** The address of the run's shared demo site, for the journeys that only look (harness.ts sharedSite). */
    e2eSharedSite?: string;
  }
}

/** Vitest globalSetup of the journeys: seeds the demo site once per run. */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), "jc-e2e-template-"));
  const data = join(root, "data");
  let database: ServerDatabase | undefined;
  // The shared site's parts, each kept as soon as it exists, so that a set-up failing half-way
  // leaves no server running and no database behind; its content is compared only once read.
  let sharedDatabase: ServerDatabase | undefined;
  let sharedServer: RunningServer | undefined;
  let sharedContent: Record<string, string> | undefined;
  const cleanUp = async () => {
    const changed = sharedServer && sharedContent ? await changedLists(sharedServer.url, sharedContent) : [];
    await sharedServer?.stop();
    await sharedDatabase?.destroy();
    await database?.destroy();
    rmSync(root, { recursive: true, force: true });
    if (changed.length > 0)
      throw new Error(
        `A journey on the shared site (harness.ts sharedSite) changed what visitors see: ${changed.join(", ")}. ` +
          "A journey that changes the site starts its own (startSite).",
      );
  };
  try {
    // On PostgreSQL an empty database: the server migrates and seeds it as on a first start.
    database = await emptyServerDatabase();
    const server = await startServer({ ...database.env, ...demoSiteEnv(data) }, 20 * 60_000);
    await server.stop();
    // For the byte budget beside the tests (the embedded database's data folder holds it all).
    if (!database.env.DATABASE_URL) publishSeededSite(data);
    // One server for the journeys that only look (harness.ts sharedSite), on a copy like any other:
    // each start costs the server seconds of CPU, and it starts once instead of once per journey.
    const sharedData = join(root, "shared");
    sharedDatabase = await copyOfSeededSite({ data, database: database.env.DATABASE_URL }, sharedData);
    sharedServer = await startServer({ ...demoSiteEnv(sharedData), ...sharedDatabase?.env }, 20 * 60_000);
    sharedContent = await publicContent(sharedServer.url);
  } catch (error) {
    seededSiteFailed(error);
    await cleanUp();
    throw error;
  }
  project.provide("e2eSeededData", data);
  project.provide("e2eSharedSite", sharedServer.url);
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

/** The public lists that differ from what the shared site showed when it started. */
async function changedLists(url: string, before: Record<string, string>): Promise<string[]> {
  const now = await publicContent(url).catch(() => undefined);
  if (!now) return ["the site stopped answering"];
  return PUBLIC_LISTS.filter((path) => now[path] !== before[path]);
}
