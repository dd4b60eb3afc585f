import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirBusyError, LOCK_FILE, lockDataDir } from "../src/data-dir-lock.js";
import { openDatabase } from "../src/database.js";
import { openSqlConnection } from "../src/sql-connection.js";
import { migrationsDir } from "../src/testing/paths.js";

const dirs: string[] = [];
const children: ChildProcess[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "jc-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Another process that takes the lock through the same module and prints what happened.
const HOLDER = `
import { lockDataDir } from ${JSON.stringify(join(import.meta.dirname, "..", "src", "data-dir-lock.ts"))};
// All start at the same moment when the test gives one (argv[2]), to meet in the same instant.
const at = Number(process.argv[2] ?? 0);
if (at > Date.now()) await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
try {
  await lockDataDir(process.argv[1], "the server");
  process.stdout.write("locked\\n");
  setInterval(() => undefined, 1000);
} catch (error) {
  process.stdout.write(error.name === "DataDirBusyError" ? "busy\\n" : String(error));
  process.exit(0);
}`;

/** Starts a process that tries to lock `dir`; resolves with it and its first line of output. */
function holder(dir: string, at = 0): Promise<{ child: ChildProcess; said: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", HOLDER, dir, String(at)], {
    cwd: join(import.meta.dirname, ".."),
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve({ child, said: out.trim() });
    });
    child.once("exit", (code) => reject(new Error(`the holder exited (${code}) saying ${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once("exit", () => resolve()),
  );

// Each test starts Node processes (tsx): a minute's work on a busy 2-core machine, not a hang.
describe("the data folder's lock", { timeout: 3 * 60_000 }, () => {
  it("is refused to a second taker, naming the holder, and free again once released", async () => {
    const dir = newDir();
    const lock = await lockDataDir(dir, "the server");
    const refused = await lockDataDir(dir, "the command pnpm backup").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirBusyError);
    expect((refused as DataDirBusyError).owner).toMatchObject({ pid: process.pid, role: "the server" });
    expect((refused as Error).message).toBe(
      `The server (process ${process.pid}) is running on the embedded database in ${dir}.`,
    );
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await lockDataDir(dir, "the command pnpm backup");
    again.release();
  });

  it("dies with its process: refused while the holder lives, taken after it was killed with SIGKILL", async () => {
    const dir = newDir();
    const first = await holder(dir);
    expect(first.said).toBe("locked");
    const refused = await lockDataDir(dir, "the command pnpm backup").catch((error: unknown) => error);
    expect((refused as DataDirBusyError).owner).toMatchObject({ pid: first.child.pid, role: "the server" });

    first.child.kill("SIGKILL");
    await exited(first.child);
    // The socket file is left behind, but nobody listens on it any more.
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    const lock = await lockDataDir(dir, "the server");
    lock.release();
  });

  it("goes to exactly one of several processes starting at once over a stale socket", async () => {
    const dir = newDir();
    // The window is a few microseconds (a socket refuses between its bind() and its listen()): a
    // few rounds, each with four processes meeting in the same instant, find it when it is open.
    for (let round = 0; round < 3; round++) {
      // What a process killed with SIGKILL leaves: a socket file no one listens on.
      const killed = await holder(dir);
      killed.child.kill("SIGKILL");
      await exited(killed.child);
      expect(existsSync(join(dir, LOCK_FILE))).toBe(true);

      const at = Date.now() + 4000;
      const holders = await Promise.all([1, 2, 3, 4].map(() => holder(dir, at)));
      const said = holders.map((h) => h.said);
      expect(said.filter((line) => line === "locked")).toHaveLength(1);
      expect(said.filter((line) => line === "busy")).toHaveLength(3);
      for (const { child } of holders) child.kill("SIGKILL");
      await Promise.all(holders.map(({ child }) => exited(child)));
    }
  });

  it("works in a folder whose path is longer than a socket's address may be", async () => {
    const dir = join(newDir(), "a-folder-with-a-rather-long-name".repeat(3), "data");
    mkdirSync(dir, { recursive: true });
    expect(Buffer.byteLength(join(dir, LOCK_FILE))).toBeGreaterThan(108);
    const cwd = process.cwd();
    const lock = await lockDataDir(dir, "the server");
    expect(process.cwd()).toBe(cwd);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    await expect(lockDataDir(dir, "the command pnpm backup")).rejects.toThrow(DataDirBusyError);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it("is taken by every opener of the embedded database, and given back when it closes", async () => {
    const dataDir = newDir();
    const db = await openDatabase({ dataDir, migrationsDir, role: "the server" });
    expect(db.created).toBe(true);
    await expect(openDatabase({ dataDir, migrationsDir })).rejects.toThrow(
      `The server (process ${process.pid}) is running on the embedded database in ${dataDir}.`,
    );
    await expect(openSqlConnection({ dataDir })).rejects.toThrow(DataDirBusyError);
    await db.close();

    const sql = await openSqlConnection({ dataDir, role: "the command pnpm restore" });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/^The command pnpm restore \(process \d+\) is running/);
    await sql.close();
    const again = await openDatabase({ dataDir, migrationsDir });
    expect(again.created).toBe(false);
    await again.close();
  });
});
