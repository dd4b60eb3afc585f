import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/database.js";
import { applyMigrations, readMigrations, type SqlRunner, UnknownMigrationsError } from "../src/migrate.js";
import { migrationsDir } from "../src/testing/paths.js";
import { withNewDatabase } from "./new-database.js";

function runnerFor(db: PGlite): SqlRunner {
  return {
    query: async (sql, params) => (await db.query<Record<string, unknown>>(sql, params as unknown[])).rows,
    exec: async (sql) => void (await db.exec(sql)),
  };
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

  it("refuse a database that a newer release has migrated, naming its migration, and apply nothing", async () => {
    const db = await PGlite.create();
    const names = readMigrations(migrationsDir).map((m) => m.name);
    // The database as an older release left it, then updated by a newer one and gone back.
    await applyMigrations(runnerFor(db), migrationsDir, { until: names[0] });
    await db.exec(`INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "applied_steps_count")
      VALUES ('future', 'x', '2099-03-01T09:30:00Z', '20990301093000_from_a_newer_release', 1)`);
    const refused = await applyMigrations(runnerFor(db), migrationsDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnknownMigrationsError);
    expect((refused as Error).message).toBe(
      "This data was last used by a newer release of the site (migration 20990301093000_from_a_newer_release, from 2099-03-01 09:30 UTC), which this release does not know. It was left as it is. Go back to that release, or restore the backup made before the update.",
    );
    const applied = await db.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(applied.rows.map((r) => r.migration_name)).toEqual([names[0], "20990301093000_from_a_newer_release"]);

    // A migration from another line of releases (older than this one's last) is refused as well.
    await db.exec(
      `UPDATE "_prisma_migrations" SET "migration_name" = '20261122143031_other_branch' WHERE "id" = 'future'`,
    );
    await expect(applyMigrations(runnerFor(db), migrationsDir)).rejects.toThrow(
      /^This data was set up by another release of the site \(migration 20261122143031_other_branch, from 2099-03-01 09:30 UTC\)/,
    );
    // A migration Prisma recorded as rolled back was never applied: it does not count.
    await db.exec(`UPDATE "_prisma_migrations" SET "rolled_back_at" = now() WHERE "id" = 'future'`);
    expect(await applyMigrations(runnerFor(db), migrationsDir)).toEqual(names.slice(1));
    await db.close();
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

describe("the photos' content hash (one image per album)", () => {
  const migration = readMigrations(migrationsDir).findIndex((m) => m.name.endsWith("_photo_content_hash"));
  const before = readMigrations(migrationsDir)[migration - 1]?.name;

  /** Photos as an album held them before the rule, copies included; then the rest of the migrations. */
  async function migrateAlbumWithCopies(db: SqlRunner) {
    await applyMigrations(db, migrationsDir, { until: before });
    await db.exec(
      `INSERT INTO "PhotoCategory" ("id", "name", "updatedAt") VALUES (1, 'Fest', now()), (2, 'Bal', now())`,
    );
    const photo = (id: number, category: number, src: string) => `(${id}, ${category}, '${src}', 'Foto ${id}', now())`;
    await db.exec(
      `INSERT INTO "Photo" ("id", "categoryId", "src", "alt", "updatedAt") VALUES ${[
        photo(1, 1, "/media/aaa111.jpg"),
        photo(2, 1, "/media/aaa111.jpg"),
        photo(3, 1, "/media/bbb222.png"),
        photo(4, 2, "/media/aaa111.jpg"),
        photo(5, 1, "https://example.org/bild.jpg"),
        photo(6, 1, "/media/aaa111.jpg"),
      ].join(", ")}`,
    );
    expect(await applyMigrations(db, migrationsDir)).toContain(readMigrations(migrationsDir)[migration]?.name);
    const rows = await db.query(`SELECT "id", "contentHash" FROM "Photo" ORDER BY "id"`);
    // Every photo kept; the first of each image in an album takes its hash, later copies none.
    expect(rows).toEqual([
      { id: 1, contentHash: "aaa111" },
      { id: 2, contentHash: null },
      { id: 3, contentHash: "bbb222" },
      { id: 4, contentHash: "aaa111" },
      { id: 5, contentHash: null },
      { id: 6, contentHash: null },
    ]);
    // From now on the database refuses a second photo of an image in an album.
    await expect(
      db.exec(
        `INSERT INTO "Photo" ("categoryId", "src", "alt", "updatedAt", "contentHash") VALUES (1, '/media/bbb222.png', 'x', now(), 'bbb222')`,
      ),
    ).rejects.toThrow(/unique|duplicate/i);
  }

  it("an album that holds copies of an image still migrates, and keeps them", async () => {
    expect(migration).toBeGreaterThan(0);
    const db = await PGlite.create();
    await migrateAlbumWithCopies(runnerFor(db));
    await db.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)("the same on PostgreSQL", async () => {
    await withNewDatabase(`jc_photo_hash_${process.pid}`, async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migrateAlbumWithCopies({
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          exec: async (sql) => void (await client.query(sql)),
        });
      } finally {
        await client.end();
      }
    });
  });
});

/**
 * An embedded database migrated up to the migration whose name ends in `suffix`, not including
 * it: a test fills it with what older releases stored, then applies the rest.
 */
async function embeddedJustBefore(suffix: string): Promise<{ db: PGlite; run: SqlRunner; migration: string }> {
  const all = readMigrations(migrationsDir);
  const index = all.findIndex((m) => m.name.endsWith(suffix));
  expect(index).toBeGreaterThan(0);
  const db = await PGlite.create();
  const run = runnerFor(db);
  await applyMigrations(run, migrationsDir, { until: all[index - 1]?.name });
  return { db, run, migration: all[index]?.name as string };
}

describe("drafts with a publication time (scheduled_drafts)", () => {
  it("schedules a draft whose time is to come and drops a passed time from a draft, touching nothing else", async () => {
    const { db, run, migration } = await embeddedJustBefore("_scheduled_drafts");
    const future = "now() + interval '3 days'";
    const past = "now() - interval '3 days'";
    const sponsor = (id: number, status: string, at: string) => `(${id}, 'Sponsor ${id}', '${status}', ${at}, now())`;
    await run.exec(
      `INSERT INTO "Sponsor" ("id", "name", "status", "publishAt", "updatedAt") VALUES ${[
        sponsor(1, "draft", future),
        sponsor(2, "draft", past),
        sponsor(3, "draft", "NULL"),
        sponsor(4, "published", future),
        sponsor(5, "published", past),
      ].join(", ")}`,
    );
    expect(await applyMigrations(run, migrationsDir)).toContain(migration);
    const rows = await run.query(
      `SELECT "id", "status", "publishAt" IS NOT NULL AS "dated" FROM "Sponsor" ORDER BY "id"`,
    );
    expect(rows).toEqual([
      { id: 1, status: "published", dated: true },
      { id: 2, status: "draft", dated: false },
      { id: 3, status: "draft", dated: false },
      { id: 4, status: "published", dated: true },
      { id: 5, status: "published", dated: true },
    ]);
    await db.close();
  });
});

describe("untitled photos (untitled_photos)", () => {
  it("clears the titles that earlier versions made from a camera's file name, and keeps typed ones", async () => {
    const { db, run, migration } = await embeddedJustBefore("_untitled_photos");
    await run.exec(`INSERT INTO "PhotoCategory" ("id", "name", "updatedAt") VALUES (1, 'Summerfest', now())`);
    const titles = ["IMG", "Foto 3", "DSC", "Grillstand", "Foto vum Grill", "Fotoen 2", "img", "Bühn 2"];
    await run.exec(
      `INSERT INTO "Photo" ("id", "categoryId", "src", "alt", "updatedAt") VALUES ${titles
        .map((title, index) => `(${index + 1}, 1, '/media/${index}.jpg', '${title}', now())`)
        .join(", ")}`,
    );
    expect(await applyMigrations(run, migrationsDir)).toContain(migration);
    const rows = await run.query(`SELECT "alt" FROM "Photo" ORDER BY "id"`);
    expect(rows.map((row) => row.alt)).toEqual(["", "", "", "Grillstand", "Foto vum Grill", "Fotoen 2", "", "Bühn 2"]);
    await db.close();
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
