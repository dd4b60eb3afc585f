import { execFile } from "node:child_process";
import { mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { hashPassword } from "@jugendclub/api";
import { applyMigrations, openSqlConnection, readMigrations } from "@jugendclub/db";
import { migrationsDir } from "@jugendclub/db/testing";
import { emptyDataDir, emptyServerDatabase, type ServerDatabase } from "@jugendclub/testing/server-database";
import { repoRoot, startRefused, startServer } from "@jugendclub/testing/server-process";
import { afterEach, describe, expect, it } from "vitest";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

// Updating and going back, with the built server as an operator runs it: a site made by the first
// release with migrations comes up on this one whole, and data a newer release has migrated is
// refused before anything is applied or served (issue 30: an older release started on the newer
// schema, answered 500 and showed a draft event to visitors).

const run = promisify(execFile);
const migrations = readMigrations(migrationsDir).map((m) => m.name);
const FIRST = migrations[0] as string;
const NEWER = "20990301093000_from_a_newer_release";
const OLD_ADMIN = { username: "kassier", password: "from the first release" };

let dataDir: string;
let database: ServerDatabase;
let env: Record<string, string>;
afterEach(async () => {
  await database.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newSite(): Promise<void> {
  dataDir = emptyDataDir("jc-upgrade-");
  database = await emptyServerDatabase();
  env = { DATA_DIR: dataDir, ...database.env };
}

/** Runs SQL on the site's database (the server stopped), as the given release's schema accepts it. */
async function onDatabase<T>(use: (sql: Awaited<ReturnType<typeof openSqlConnection>>) => Promise<T>): Promise<T> {
  const sql = await openSqlConnection({ databaseUrl: env.DATABASE_URL, dataDir });
  try {
    return await use(sql);
  } finally {
    await sql.close();
  }
}

const appliedMigrations = () =>
  onDatabase(async (sql) =>
    (await sql.query(`SELECT "migration_name" FROM "_prisma_migrations" ORDER BY 1`)).map((row) => row.migration_name),
  );

const cli = (script: string, args: string[]) =>
  run(process.execPath, [join(repoRoot, "apps", "server", "dist", script), ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  }).then(
    (done) => ({ code: 0, ...done }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe("updating a site", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it(
    "brings a site of the first release with migrations to this one: every row is kept and its admin signs in",
    async () => {
      await newSite();
      // The first release's database: its one migration, and rows its schema takes.
      const passwordHash = await hashPassword(OLD_ADMIN.password);
      await onDatabase(async (sql) => {
        expect(await applyMigrations(sql, migrationsDir, { until: FIRST })).toEqual([FIRST]);
        await sql.query(`INSERT INTO "AdminUser" ("username", "passwordHash", "updatedAt") VALUES ($1, $2, now())`, [
          OLD_ADMIN.username,
          passwordHash,
        ]);
        await sql.exec(`
          INSERT INTO "Event" ("title", "date", "location", "categoryId", "updatedAt") VALUES
            ('Grillfest', '2030-06-20T16:00:00Z', 'Jugendhaus', 1, now()),
            ('Kinoowend', '2030-03-14T19:00:00Z', '', 1, now()),
            ('Wanderung', '2030-05-01T08:00:00Z', 'Mëllerdall', 1, now()),
            ('Fuesbal', '2020-02-15T15:00:00Z', '', 1, now()),
            ('Kleeschen', '2020-12-06T10:00:00Z', '', 1, now());
          INSERT INTO "Sponsor" ("name", "type", "updatedAt") VALUES ('Garage Weber', 'main', now());
          INSERT INTO "PhotoCategory" ("name", "updatedAt") VALUES ('Summerfest', now());
          INSERT INTO "CommitteeMember" ("name", "role", "updatedAt") VALUES ('Anne Schmit', 'Presidentin', now());
          INSERT INTO "ContactSubmission" ("type", "firstName", "email", "message")
            VALUES ('membership', 'Jo', 'jo@example.lu', 'Ech wëll Member ginn');`);
      });

      // This release starts on it with the default settings (demo content on, no admin given).
      const server = await startServer(env);
      try {
        const get = async (path: string, cookie = "") =>
          (await fetch(`${server.url}${path}`, { headers: { cookie } })).json() as Promise<Record<string, unknown>[]>;
        const events = (await get("/api/events")).map((event) => event.title).sort();
        expect(events).toEqual(["Fuesbal", "Grillfest", "Kinoowend", "Kleeschen", "Wanderung"]);
        expect((await get("/api/sponsors")).map((sponsor) => sponsor.name)).toEqual(["Garage Weber"]);
        expect((await get("/api/photo-categories")).map((category) => category.name)).toEqual(["Summerfest"]);
        expect((await get("/api/committee-members")).map((member) => member.name)).toEqual(["Anne Schmit"]);
        // Neither a new admin nor demo content on a site that has both its own.
        expect(server.output()).not.toMatch(/password:|Created a new site/);

        const login = await fetch(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(OLD_ADMIN),
        });
        expect(login.status).toBe(200);
        const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
        const messages = await get("/api/contact-submissions", cookie);
        expect(messages.map((message) => [message.type, message.firstName])).toEqual([["membership", "Jo"]]);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(await appliedMigrations()).toEqual(migrations);
    },
    15 * 60_000,
  );
});

describe("going back to an older release", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it(
    "refuses data a newer release has migrated: names the release and the backup to restore, serves nothing, changes nothing",
    async () => {
      await newSite();
      // This release's site, then updated by a newer release that added a migration.
      const first = await startServer({ ...env, SEED_DEMO: "false" });
      expect(await first.stop()).toBe(0);
      const updatedAt = new Date();
      await onDatabase((sql) =>
        sql.query(
          `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "applied_steps_count") VALUES ('newer', 'x', $1, $2, 1)`,
          [updatedAt, NEWER],
        ),
      );
      // The automatic backups: one from the day before the update, one made by the newer release.
      const backups = join(dataDir, "backups");
      mkdirSync(backups, { recursive: true });
      const before = "jugendclub-20990228-020000.tar.gz";
      writeFileSync(join(backups, before), "backup");
      utimesSync(
        join(backups, before),
        new Date(updatedAt.getTime() - 86_400_000),
        new Date(updatedAt.getTime() - 86_400_000),
      );
      const after = "jugendclub-20990302-020000.tar.gz";
      writeFileSync(join(backups, after), "backup");
      utimesSync(
        join(backups, after),
        new Date(updatedAt.getTime() + 3_600_000),
        new Date(updatedAt.getTime() + 3_600_000),
      );
      const applied = await appliedMigrations();

      const refused = await startRefused(env);
      expect(refused.code).toBe(1);
      expect(refused.served).toBe(false);
      const date = updatedAt.toISOString().slice(0, 16).replace("T", " ");
      expect(refused.output).toContain(
        `This data was last used by a newer release of the site (migration ${NEWER}, from ${date} UTC), which this release does not know. It was left as it is. Go back to that release, or restore the backup made before the update.`,
      );
      expect(refused.output).toContain(`The last automatic backup before the update: ${backups}/${before}.`);
      const target = env.DATABASE_URL ? "DATABASE_URL=<a new, empty database>" : "DATA_DIR=<a new, empty folder>";
      expect(refused.output).toContain(
        `To restore one, keep this data as it is and run: ${target} pnpm restore <backup file>`,
      );
      // An operator's message, no stack trace.
      expect(refused.output).not.toMatch(/\n\s+at /);
      expect(await appliedMigrations()).toEqual(applied);

      // The command line refuses it the same way: a backup of this release would miss what is new.
      const backup = await cli("backup.js", ["--out", join(dataDir, "site.tar.gz")]);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(`This data was last used by a newer release of the site (migration ${NEWER}`);
      expect(await appliedMigrations()).toEqual(applied);
    },
    15 * 60_000,
  );
});
