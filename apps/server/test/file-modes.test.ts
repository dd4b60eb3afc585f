import { execFile } from "node:child_process";
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { repoRoot, startServer } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupFileName, runScheduledBackup } from "../src/backups.js";
import { createAdminTestApp } from "./helpers.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";
import { jpeg } from "./upload-fixtures.js";

// Everything the site keeps on disk (the embedded database with the password hashes, the stored
// images, the backups) is readable by the user it runs as only: folders 0700, files 0600. The
// review found 969 of 1 076 database files 0666 and the backups 0644.

const run = promisify(execFile);
const ADMIN = { username: "admin", password: "a private password" };
const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [join(repoRoot, "apps", "server", "dist", script), ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  });

/** Every file and folder under `dir` (itself included) that group or others may use, with its mode. */
function looseModes(dir: string): { loose: string[]; files: number } {
  const loose: string[] = [];
  let files = 0;
  const visit = (path: string) => {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return;
    if (info.isFile()) files++;
    if ((info.mode & 0o077) !== 0) loose.push(`${relative(dir, path) || "."} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return { loose, files };
}

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe("files on disk are for the site's own user only", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  const dirs: string[] = [];
  const dir = (prefix: string) => {
    const made = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(made);
    return made;
  };
  const databases: ServerDatabase[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    const db = await serverDatabase();
    databases.push(db);
    env = {
      DATA_DIR: dir("jc-modes-"),
      SEED_DEMO: "false",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...db.env,
    };
  });
  afterAll(async () => {
    for (const db of databases) await db.destroy();
    for (const made of dirs) rmSync(made, { recursive: true, force: true });
  });

  it("the built server, pnpm backup and pnpm restore write every file 0600 and every folder 0700", async () => {
    const server = await startServer(env);
    try {
      const signedIn = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await jpeg(1600, 900))], { type: "image/jpeg" }), "plakat.jpg");
      const upload = await fetch(`${server.url}/api/uploads?purpose=event`, {
        method: "POST",
        headers: { cookie },
        body: form,
      });
      expect(upload.status).toBe(200);
      const { path } = (await upload.json()) as { path: string };
      const event = await fetch(`${server.url}/api/events`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ title: "Summerfest", date: "2027-06-12T17:00:00.000Z", imageUrl: path }),
      });
      expect(event.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // pnpm backup into DATA_DIR/backups, and with --out anywhere else.
    await cli("backup.js", [], env);
    const outDir = dir("jc-modes-out-");
    const out = join(outDir, "site.tar.gz");
    await cli("backup.js", ["--out", out], env);
    expect(mode(out)).toBe("600");
    expect(readdirSync(join(env.DATA_DIR as string, "backups"))).toHaveLength(1);

    const written = looseModes(env.DATA_DIR as string);
    expect(written.loose).toEqual([]);
    // The walk saw the stored image with its variants, the backup and (embedded) the database.
    expect(written.files).toBeGreaterThan(env.DATABASE_URL ? 4 : 900);

    // pnpm restore into a new installation.
    const target = await serverDatabase();
    databases.push(target);
    const targetEnv = { ...env, DATA_DIR: dir("jc-modes-restored-"), ...target.env };
    await cli("restore.js", [out], targetEnv);
    const restored = looseModes(targetEnv.DATA_DIR);
    expect(restored.loose).toEqual([]);
    expect(restored.files).toBeGreaterThan(env.DATABASE_URL ? 3 : 900);
  });

  it("makes a data folder an older release left open owner-only when the server starts", async () => {
    // As the review found it: database files 0666, folders 0777, a backup 0644.
    const dataDir = env.DATA_DIR as string;
    const open = (path: string) => {
      const info = lstatSync(path);
      chmodSync(path, info.isDirectory() ? 0o777 : 0o666);
      if (info.isDirectory()) for (const name of readdirSync(path)) open(join(path, name));
    };
    open(dataDir);
    writeFileSync(join(dataDir, "backups", "jugendclub-20250101-000000.tar.gz"), "old", { mode: 0o644 });
    chmodSync(join(dataDir, "backups", "jugendclub-20250101-000000.tar.gz"), 0o644);
    expect(looseModes(dataDir).loose.length).toBeGreaterThan(3);

    const server = await startServer(env);
    expect(await server.stop()).toBe(0);
    expect(looseModes(dataDir).loose).toEqual([]);
  });

  it("writes the nightly backup owner-only, even over a temporary file a crash left readable", async () => {
    const t = await createAdminTestApp({ BACKUP_INTERVAL_HOURS: "24" });
    try {
      const now = new Date();
      const name = backupFileName(now);
      mkdirSync(t.config.backup.dir, { recursive: true, mode: 0o700 });
      writeFileSync(join(t.config.backup.dir, `${name}.partial`), "half", { mode: 0o644 });
      const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
      expect(await runScheduledBackup(t.config, t.services, silent, now)).toBe(true);
      // Temporary names are per process now (servers on PostgreSQL may share the folder), so the
      // crash's leftover is not written over; the new backup never inherits its mode.
      expect(readdirSync(t.config.backup.dir).filter((file) => !file.endsWith(".partial"))).toEqual([name]);
      expect(mode(join(t.config.backup.dir, name))).toBe("600");
    } finally {
      await t.close();
    }
  });
});
