import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations, openDatabase } from "@jugendclub/db";
import { adminQuery, migrationsDir, type TestDatabase, withDatabase } from "@jugendclub/db/testing";
import { inject } from "vitest";
import { loadConfig } from "../src/config.js";
import { createServices } from "../src/services.js";
import { prepareDatabase, seedDemo } from "../src/startup.js";
import { ADMIN } from "./api-client.js";
import "./demo-setup.js";
import { createTestAppOn, type TestApp } from "./helpers.js";

// The demo site (its rows and its images in every size) is made once per run, by the first test
// file that asks for it, and every file that starts from it gets a copy: seeding renders some forty
// images, seconds on a quiet machine and most of a minute on a busy one, where a copy takes a
// fraction of a second. The files that test the seeding itself (startup.test.ts) still seed.

/** Where the run's seeded demo is: "pglite", an embedded database; "postgres", on the run's server. */
interface SeededDemo {
  /** PGlite: a dump of the seeded database (dumpDataDir), as the empty cluster is kept. */
  dump?: string;
  /** PostgreSQL: the seeded database, a template for copies (nothing stays connected to it). */
  database?: string;
  /** Its stored files: DATA_DIR/files of the site that seeded it. */
  files: string;
}

type DemoKind = "pglite" | "postgres";

/**
 * The run's seeded demo of a kind: made here when no file made it yet, or waited for while another
 * file's worker makes it (a folder of its own is the claim; ready.json or failed.txt its outcome).
 */
async function seededDemo(kind: DemoKind): Promise<SeededDemo> {
  const root = join(inject("demoDir"), kind);
  const ready = join(root, "ready.json");
  const failed = join(root, "failed.txt");
  let claimed = false;
  try {
    mkdirSync(root);
    claimed = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (claimed) {
    try {
      const made = await seed(kind, root);
      writeFileSync(`${ready}.incoming`, JSON.stringify(made));
      renameSync(`${ready}.incoming`, ready);
      return made;
    } catch (error) {
      writeFileSync(failed, String((error as Error).stack ?? error));
      throw error;
    }
  }
  while (!existsSync(ready)) {
    if (existsSync(failed))
      throw new Error(`Seeding the demo failed in another file:\n${readFileSync(failed, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return JSON.parse(readFileSync(ready, "utf8"));
}

/** Seeds the demo as a first start does (seedDemo), into `root`: no admin account, no other row. */
async function seed(kind: DemoKind, root: string): Promise<SeededDemo> {
  const dataDir = join(root, "data");
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "silent" });
  const files = join(dataDir, "files");
  const template = inject("dbTemplate");
  if (kind === "pglite") {
    const pglite = await migratedPGlite();
    const db = await openDatabase({ pglite });
    const services = createServices(config, db);
    await seedDemo(services);
    await services.mail.stop();
    await db.prisma.$disconnect();
    const dump = join(root, "database.tar");
    writeFileSync(dump, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    await pglite.close();
    return { dump, files };
  }
  const serverUrl = template.serverUrl as string;
  // Named as the workers' clones of the template are, so that the run's teardown drops it (and
  // any copy of it a failed file left) with them: dropTemplate.
  const database = `${template.location}_wdemo`;
  await adminQuery(serverUrl, `CREATE DATABASE "${database}" TEMPLATE "${template.location}"`);
  const db = await openDatabase({ databaseUrl: withDatabase(serverUrl, database), poolSize: 4 });
  try {
    const services = createServices(config, db);
    await seedDemo(services);
    await services.mail.stop();
  } finally {
    await db.close();
  }
  return { database, files };
}

/** A migrated embedded database in memory: the run's template, or in the PostgreSQL pass a new one. */
async function migratedPGlite(): Promise<PGlite> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") return PGlite.create({ loadDataDir: new Blob([readFileSync(template.location)]) });
  const pglite = await PGlite.create();
  await applyMigrations(
    {
      query: async (sql, params) => (await pglite.query(sql, params as unknown[])).rows as Record<string, unknown>[],
      exec: async (sql) => void (await pglite.exec(sql)),
    },
    migrationsDir,
  );
  return pglite;
}

/** A copy of the run's seeded demo database, of the run's kind (PGlite, or PostgreSQL in its pass). */
async function copyOfSeededDatabase(): Promise<TestDatabase> {
  const template = inject("dbTemplate");
  const demo = await seededDemo(template.kind);
  if (demo.dump) {
    const db = await openDatabase({
      pglite: await PGlite.create({ loadDataDir: new Blob([readFileSync(demo.dump)]) }),
    });
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await db.close();
    };
    return { ...db, close, destroy: close };
  }
  const serverUrl = template.serverUrl as string;
  const name = `${demo.database}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${demo.database}"`);
  const url = withDatabase(serverUrl, name);
  const db = await openDatabase({ databaseUrl: url, poolSize: 4 });
  let closed = false;
  return {
    ...db,
    url,
    close: async () => {
      closed = true;
      await db.close();
    },
    destroy: async () => {
      if (!closed) await db.close();
      closed = true;
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * createAdminTestApp on a copy of the run's seeded demo (rows and files): the app as it starts in
 * production on a site that has the demo, the admin ADMIN made by its first start.
 */
export async function createSeededAdminTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await copyOfSeededDatabase();
  const demo = await seededDemo(inject("dbTemplate").kind);
  const dataDir = mkdtempSync(join(tmpdir(), "jc-app-"));
  cpSync(demo.files, join(dataDir, "files"), { recursive: true });
  const t = await createTestAppOn(db, dataDir, {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  await prepareDatabase({ config: t.config, services: t.services, log: t.app.log });
  return t;
}

/**
 * A data folder (DATA_DIR) holding the seeded demo on the embedded database, in either pass: its
 * `pglite` folder unpacked owner-only from the dump (as emptyDataDir unpacks the empty cluster),
 * its `files` copied. A server started on it finds the demo and seeds nothing.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const demo = await seededDemo("pglite");
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const target = join(dir, "pglite");
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const unpacked = spawnSync(
    "sh",
    ["-c", 'umask 077 && exec tar -xf "$0" -C "$1" --no-same-permissions', demo.dump as string, target],
    { encoding: "utf8" },
  );
  if (unpacked.status !== 0) throw new Error(`Unpacking the seeded demo failed: ${unpacked.stderr}`);
  cpSync(demo.files, join(dir, "files"), { recursive: true });
  return dir;
}
