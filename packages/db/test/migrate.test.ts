import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/database.js";
import { applyMigrations, readMigrations, type SqlRunner } from "../src/migrate.js";
import { migrationsDir } from "../src/testing/paths.js";
import { withDatabase } from "../src/testing/template.js";

function runnerFor(db: PGlite): SqlRunner {
  return {
    query: async (sql, params) => (await db.query<Record<string, unknown>>(sql, params as unknown[])).rows,
    exec: async (sql) => void (await db.exec(sql)),
  };
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL for `use`, dropped after. */
async function withNewDatabase(name: string, use: (url: string, admin: pg.Client) => Promise<void>): Promise<void> {
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

describe("migrations", () => {
  it("apply in order, record themselves like Prisma Migrate, and are idempotent", async () => {
    const db = await PGlite.create();
    const all = readMigrations(migrationsDir).map((m) => m.name);
    expect(all.length).toBeGreaterThan(0);
    expect(await applyMigrations(runnerFor(db), migrationsDir)).toEqual(all);
    expect(await applyMigrations(runnerFor(db), migrationsDir)).toEqual([]);
    const rows = await db.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(rows.rows.map((r) => r.migration_name)).toEqual(all);
    const aner = await db.query<{ name: string }>(`SELECT name FROM "EventCategory" WHERE "isDefault"`);
    expect(aner.rows).toEqual([{ name: "Aner" }]);
    await db.close();
  });

  it("refuse to run when an applied migration was edited afterwards", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jc-migrations-"));
    cpSync(migrationsDir, dir, { recursive: true });
    const db = await PGlite.create();
    await applyMigrations(runnerFor(db), dir);
    const first = readMigrations(dir)[0]?.name as string;
    writeFileSync(join(dir, first, "migration.sql"), "-- edited\n", { flag: "a" });
    await expect(applyMigrations(runnerFor(db), dir)).rejects.toThrow(`Migration ${first} was changed`);
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("roll back a failing migration whole", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jc-migrations-"));
    cpSync(migrationsDir, dir, { recursive: true });
    const broken = join(dir, "99999999999999_broken");
    cpSync(join(dir, readMigrations(dir)[0]?.name as string), broken, { recursive: true });
    writeFileSync(join(broken, "migration.sql"), `CREATE TABLE "half" (id int); SELECT no_such_function();`);
    const db = await PGlite.create();
    await expect(applyMigrations(runnerFor(db), dir)).rejects.toThrow("Migration 99999999999999_broken failed");
    const half = await db.query(`SELECT to_regclass('public.half') AS t`);
    expect(half.rows).toEqual([{ t: null }]);
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.runIf(process.env.TEST_DATABASE_URL)("are safe when several instances start at once on PostgreSQL", async () => {
    await withNewDatabase(`jc_concurrent_${process.pid}`, async (url) => {
      const dbs = await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url, migrationsDir, poolSize: 1 })),
      );
      const counts = await dbs[0]?.prisma.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM "_prisma_migrations"`,
      );
      expect(Number(counts?.[0]?.n)).toBe(readMigrations(migrationsDir).length);
      expect(await dbs[0]?.prisma.eventCategory.count()).toBe(1);
      await Promise.all(dbs.map((db) => db.close()));
    });
  });
});

describe("a PostgreSQL server", () => {
  it.runIf(process.env.TEST_DATABASE_URL)("ending the idle connections does not end the process", async () => {
    const name = `jc_idle_${process.pid}`;
    await withNewDatabase(name, async (url, admin) => {
      const db = await openDatabase({ databaseUrl: url, migrationsDir, poolSize: 2 });
      const version = () => db.readRows<{ version: string }>("cv", `SELECT "version" FROM "ContentVersion"`);
      const [before] = await Promise.all([version(), version()]);
      expect(before).toHaveLength(1);
      // What a restart or an administrator does to the connections waiting in the pool.
      const ended = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The pool replaces the ended connections: the same row comes back, and Prisma still works.
      expect(await version()).toEqual(before);
      expect(await db.prisma.eventCategory.count()).toBe(1);
      await db.close();
    });
  });
});

describe("the embedded database", () => {
  it("keeps its data across a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "jc-pglite-"));
    const first = await openDatabase({ dataDir, migrationsDir });
    await first.prisma.sponsor.create({ data: { name: "Bäckerei Schmit" } });
    await first.close();
    const second = await openDatabase({ dataDir, migrationsDir });
    expect(await second.prisma.sponsor.findMany({ select: { name: true } })).toEqual([{ name: "Bäckerei Schmit" }]);
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
