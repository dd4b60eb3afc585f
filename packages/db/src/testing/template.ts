import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { applyMigrations } from "../migrate.js";
import { migrationsDir } from "./paths.js";

/** Where a test run's migrated template lives: a PGlite dump file, or a PostgreSQL database. */
export interface TemplateRef {
  kind: "pglite" | "postgres";
  /** PGlite: the dump's file path. PostgreSQL: the template database's name. */
  location: string;
  /** PostgreSQL: the server URL the template was made on. */
  serverUrl?: string;
  /**
   * PGlite: a dump of the empty cluster PGlite makes on its first start (before any migration),
   * the file emptyDataDir() unpacks so a process under test skips that initdb (2-4 s of CPU). Not
   * made in the PostgreSQL pass, where few folders hold an embedded database: they run initdb.
   */
  cluster?: string;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Migrates a fresh database once per test run, so each test file can clone it quickly. */
export async function createTemplate(serverUrl?: string): Promise<TemplateRef> {
  if (serverUrl) {
    const name = `jc_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    await client.connect();
    try {
      await applyMigrations(
        {
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          exec: async (sql) => void (await client.query(sql)),
        },
        migrationsDir,
      );
    } finally {
      await client.end();
    }
    return { kind: "postgres", location: name, serverUrl };
  }
  const db = await PGlite.create();
  // The empty cluster first, as a new embedded database starts: no table, no migration.
  const cluster = await db.dumpDataDir("none");
  await applyMigrations(
    {
      query: async (sql, params) => (await db.query(sql, params as unknown[])).rows as Record<string, unknown>[],
      exec: async (sql) => void (await db.exec(sql)),
    },
    migrationsDir,
  );
  const dump = await db.dumpDataDir("none");
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), "jc-template-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const clusterFile = join(dir, "cluster.tar");
  writeFileSync(clusterFile, Buffer.from(await cluster.arrayBuffer()));
  return { kind: "pglite", location: file, cluster: clusterFile };
}

export async function dropTemplate(ref: TemplateRef): Promise<void> {
  if (ref.kind === "pglite") {
    rmSync(join(ref.location, ".."), { recursive: true, force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: ref.serverUrl });
  await admin.connect();
  try {
    // The workers' databases (createTestDatabase keeps one or more per worker), then the template.
    const clones = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [`${ref.location}_w`],
    );
    for (const { datname } of clones.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS "${ref.location}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export function readTemplateDump(ref: TemplateRef): Blob {
  return new Blob([readFileSync(ref.location)]);
}
