import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { openSqlConnection } from "@jugendclub/db";
import { withDatabase } from "@jugendclub/db/testing";
import { emptyDataDir } from "@jugendclub/testing/server-database";
import { type RunningServer, repoRoot, startServer } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDataDir } from "./seeded-demo.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const ADMIN = { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "moving house password" };
// Both sites name themselves alike, so their pages' absolute links agree.
const PUBLIC_URL = "https://jugendclub.example";

const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [join(repoRoot, "apps", "server", "dist", script), ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  });

/** Every page the sitemap names, plus the public pages, as the server renders them. */
async function pages(server: RunningServer): Promise<Map<string, string>> {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  expect(paths.length).toBeGreaterThan(5);
  const answers = new Map<string, string>();
  for (const path of [...new Set([...paths, "/sitemap.xml", "/events.ics", "/api/events", "/api/photos"])]) {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    // The embedded query state carries the moment it was read; everything else must be equal.
    answers.set(path, (await res.text()).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0'));
  }
  return answers;
}

// The README's move: the demo site on the embedded database, backed up with `pnpm backup`, restored
// with `pnpm restore` into PostgreSQL (in the PostgreSQL pass; otherwise into a new embedded one).
describe("moving a site with pnpm backup and pnpm restore", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  const dirs: string[] = [];
  const dir = (prefix: string) => {
    const made = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(made);
    return made;
  };
  /** A data folder: on the embedded database with its empty cluster (emptyDataDir). */
  const dataDir = (prefix: string) => {
    const made = emptyDataDir(prefix, { embedded: !serverUrl });
    dirs.push(made);
    return made;
  };
  let databaseName: string | undefined;
  beforeAll(async () => {
    if (serverUrl) {
      databaseName = `jc_move_${randomBytes(4).toString("hex")}`;
      const admin = await openSqlConnection({ databaseUrl: serverUrl });
      await admin.exec(`CREATE DATABASE ${databaseName}`);
      await admin.close();
    }
  });
  afterAll(async () => {
    for (const made of dirs) rmSync(made, { recursive: true, force: true });
    if (serverUrl && databaseName) {
      const admin = await openSqlConnection({ databaseUrl: serverUrl });
      await admin.exec(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.close();
    }
  });

  it(
    "answers every public page identically after the move",
    async () => {
      // A copy of the run's seeded demo on the embedded database: the server finds the demo there
      // and adds the admin, as on the first start that seeded it.
      const from = await seededDataDir("jc-move-from-");
      dirs.push(from);
      const sourceEnv = { DATA_DIR: from, SEED_DEMO: "true", PUBLIC_URL, ...ADMIN };
      const source = await startServer(sourceEnv);
      const before = await pages(source);
      // Beside a running server, the command refuses to open its embedded database.
      const archive = join(dir("jc-move-archive-"), "site.tar.gz");
      await expect(cli("backup.js", ["--out", archive], sourceEnv)).rejects.toMatchObject({
        stderr: expect.stringMatching(/is running on the embedded database/),
      });
      expect(await source.stop()).toBe(0);
      const made = await cli("backup.js", ["--out", archive], sourceEnv);
      expect(made.stdout).toMatch(/Backup written: .*site\.tar\.gz/);

      const targetEnv: Record<string, string> = { DATA_DIR: dataDir("jc-move-to-"), SEED_DEMO: "true", PUBLIC_URL };
      if (serverUrl && databaseName) targetEnv.DATABASE_URL = withDatabase(serverUrl, databaseName);
      const restored = await cli("restore.js", [archive], targetEnv);
      expect(restored.stdout).toMatch(/Restored \d+ rows and \d+ files/);

      const target = await startServer(targetEnv);
      try {
        const health = (await (await fetch(`${target.url}/healthz`)).json()) as { database: string };
        expect(health.database).toBe(serverUrl ? "postgres" : "pglite");
        // SEED_DEMO=true does not add the demo twice, and no new admin is made.
        expect(target.output()).not.toMatch(/password:/);
        const after = await pages(target);
        expect([...after.keys()]).toEqual([...before.keys()]);
        for (const [path, body] of before) expect(after.get(path), path).toBe(body);
        const login = await fetch(`${target.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
        });
        expect(login.status).toBe(200);
      } finally {
        await target.stop();
      }

      // A second restore into the now filled site is refused and changes nothing.
      await expect(cli("restore.js", [archive], targetEnv)).rejects.toMatchObject({
        stderr: expect.stringMatching(/nothing was changed\. The target database is not empty/),
      });
      const damaged = join(dirs[2] as string, "damaged.tar.gz");
      writeFileSync(damaged, "no archive at all");
      await expect(
        cli("restore.js", [damaged], { ...targetEnv, DATA_DIR: dataDir("jc-move-none-") }),
      ).rejects.toMatchObject({
        stderr: expect.stringMatching(/The archive is damaged or no backup/),
      });
      expect(existsSync(archive)).toBe(true);
    },
    15 * 60_000,
  );
});
