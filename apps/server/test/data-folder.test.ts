import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { openArchive, stageBackup } from "@jugendclub/api";
import { emptyDataDir, type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { type RunningServer, repoRoot, startRefused, startServer } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

// One data folder, one server (issue 30): two servers on one embedded database both started, and
// after a restart one server's writes were gone; its exit removed the pid file while the other
// ran, so `pnpm backup` then ran beside the live server. Now the folder is locked by a socket that
// dies with its process. On PostgreSQL several servers share the database, and may share DATA_DIR.

const run = promisify(execFile);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ADMIN = { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "one folder one server" };

const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [join(repoRoot, "apps", "server", "dist", script), ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  }).then(
    (done) => ({ code: 0, ...done }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

/** A membership application through the public form's REST path. */
async function apply(server: RunningServer, firstName: string): Promise<void> {
  const res = await fetch(`${server.url}/api/contact-submissions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      type: "membership",
      firstName,
      lastName: "Weber",
      email: `${firstName.toLowerCase()}@example.lu`,
      message: "Ech wëll Member ginn",
      birthDate: "2000-01-01",
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function applications(server: RunningServer): Promise<string[]> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
  const list = (await (await fetch(`${server.url}/api/contact-submissions`, { headers: { cookie } })).json()) as {
    firstName: string;
  }[];
  return list.map((message) => message.firstName).sort();
}

describe.skipIf(onPostgres)("one server per embedded data folder", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let dataDir: string;
  let env: Record<string, string>;
  const started: RunningServer[] = [];
  const start = async () => {
    const server = await startServer(env);
    started.push(server);
    return server;
  };
  beforeAll(() => {
    dataDir = emptyDataDir("jc-folder-", { embedded: true });
    env = { DATA_DIR: dataDir, SEED_DEMO: "false", ...ADMIN };
  });
  afterAll(async () => {
    for (const server of started) await server.stop("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "refuses a second server, and pnpm backup and pnpm restore, while one runs; its data stays whole",
    async () => {
      const first = await start();
      const pid = first.process.pid as number;
      const refused = await startRefused(env);
      expect(refused).toMatchObject({ code: 1, served: false });
      expect(refused.output).toContain(
        `The server (process ${pid}) is running on the embedded database in ${dataDir}. Only one process may use a data folder`,
      );
      expect(refused.output).not.toMatch(/\n\s+at /);
      // The first start said that it made a new site, and where its data lives.
      expect(first.output()).toContain(
        `Created a new site: its data lives in ${dataDir} (DATA_DIR, embedded database). Keep this folder`,
      );

      // The first server goes on, and what it stores survives its restart.
      await apply(first, "Lea");
      const backup = await cli("backup.js", ["--out", join(dataDir, "site.tar.gz")], env);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(`The server (process ${pid}) is running on the embedded database in ${dataDir}.`);
      expect(existsSync(join(dataDir, "site.tar.gz"))).toBe(false);
      writeFileSync(join(dataDir, "any.tar.gz"), "an archive");
      const restore = await cli("restore.js", [join(dataDir, "any.tar.gz")], env);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(
        `The server (process ${pid}) is running on the embedded database in ${dataDir}.`,
      );
      await apply(first, "Max");
      expect(await first.stop()).toBe(0);
      // A graceful stop gives the folder back: no socket file is left.
      expect(readdirSync(dataDir)).not.toContain("lock.sock");

      const again = await start();
      expect(again.output()).not.toContain("Created a new site");
      expect(await applications(again)).toEqual(["Lea", "Max"]);
      expect(await again.stop()).toBe(0);
      expect((await cli("backup.js", ["--out", join(dataDir, "site.tar.gz")], env)).code).toBe(0);
    },
    15 * 60_000,
  );

  it(
    "starts after its server was killed with SIGKILL, and refuses a second one again",
    async () => {
      const killed = await start();
      killed.process.kill("SIGKILL");
      expect(await killed.exited).toBe("SIGKILL");
      // The killed server's socket file is still there; no process listens on it.
      expect(readdirSync(dataDir)).toContain("lock.sock");

      const next = await start();
      expect(await applications(next)).toEqual(["Lea", "Max"]);
      const refused = await startRefused(env);
      expect(refused.output).toContain(`The server (process ${next.process.pid}) is running on the embedded database`);
      expect(await next.stop()).toBe(0);
    },
    15 * 60_000,
  );
});

describe.runIf(onPostgres)("several servers on one PostgreSQL database", () => {
  let dataDir: string;
  let pg: ServerDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "jc-folder-pg-"));
    pg = await serverDatabase();
  });
  afterAll(async () => {
    await pg.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "run side by side on one DATA_DIR, and pnpm backup runs beside them",
    async () => {
      const env = { DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info", ...ADMIN, ...pg.env };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      try {
        await apply(a, "Lea");
        await apply(b, "Max");
        expect(await applications(b)).toEqual(["Lea", "Max"]);
        const backup = await cli("backup.js", [], env);
        expect(backup.stdout).toMatch(/Backup written: .*\/backups\/jugendclub-\d{8}-\d{6}\.tar\.gz/);
        // Two backups at the same moment into one file (as two instances' nightly runs may): each
        // is written under a name of its own and moved into place whole.
        const file = join(dataDir, "backups", "same-name.tar.gz");
        const both = await Promise.all([
          cli("backup.js", ["--out", file], env),
          cli("backup.js", ["--out", file], env),
        ]);
        expect(both.map((made) => made.code)).toEqual([0, 0]);
        const staged = await stageBackup(openArchive(file), mkdtempSync(join(tmpdir(), "jc-folder-staged-")));
        expect(staged.manifest.database).toBe("postgres");
        rmSync(staged.dir, { recursive: true, force: true });
        expect(readdirSync(join(dataDir, "backups")).filter((name) => name.includes(".partial"))).toEqual([]);
        // Each start names its database server, never the password.
        const url = new URL(pg.env.DATABASE_URL as string);
        expect(a.output()).toContain(
          `(database: PostgreSQL, database ${url.pathname.slice(1)} on ${url.host} as ${url.username})`,
        );
      } finally {
        expect(await a.stop()).toBe(0);
        expect(await b.stop()).toBe(0);
      }
    },
    15 * 60_000,
  );
});
