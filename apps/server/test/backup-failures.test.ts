import { execFileSync } from "node:child_process";
import { existsSync, lutimesSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backupFileName, removeStalePartials, runScheduledBackup } from "../src/backups.js";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, DAY, type TestApp } from "./helpers.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";
import { mountTmpfs } from "./tmpfs.js";

// Operations review (issue 30), 7: backup failures that went unrecorded, and files left behind.
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const HOUR = 3600_000;

/**
 * Makes `dir` a full disk: a 1 MB tmpfs filled to the last byte, where the machine lets us mount
 * (root). Elsewhere the names written there point at /dev/full, which the kernel answers with
 * ENOSPC just the same (dated `at`, the run's moment, so they are no leftovers to it). Returns the
 * function that frees it again.
 */
function fillDisk(dir: string, names: string[], at: Date): () => void {
  const unmount = mountTmpfs(dir, "1m");
  if (!unmount) {
    for (const name of names) {
      symlinkSync("/dev/full", join(dir, name));
      lutimesSync(join(dir, name), at, at);
    }
    return () => {
      for (const name of names) rmSync(join(dir, name), { force: true });
    };
  }
  // Written until the disk refuses: nothing, not even a small record, fits any more.
  try {
    execFileSync("dd", ["if=/dev/zero", `of=${join(dir, "filler")}`, "bs=64k"], { stdio: "ignore" });
  } catch {
    // dd ends with "No space left on device": that is the point.
  }
  expect(() => writeFileSync(join(dir, "probe"), "x")).toThrow(/ENOSPC/);
  return unmount;
}

describe("backup failures and leftovers", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let t: TestApp;
  let cookie: string;
  let free: (() => void) | null = null;
  const status = async () => (await rest(t.app, cookie).get("/api/admin/status")).json();
  const failureWarning = (warnings: string[]) =>
    warnings.find((w) => w.startsWith("Die letzte automatische Sicherung ist fehlgeschlagen"));
  const backups = () => readdirSync(t.config.backup.dir).filter((name) => name.endsWith(".tar.gz"));

  beforeAll(async () => {
    t = await createAdminTestApp({ BACKUP_INTERVAL_HOURS: "24", BACKUP_KEEP: "5" });
    cookie = await loginCookie(t.app);
  });
  afterEach(() => {
    free?.();
    free = null;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("records a failure on a full disk, where no file can be written, and the status page shows it", async () => {
    const now = new Date();
    const name = backupFileName(now);
    free = fillDisk(t.config.backup.dir, [`${name}.${process.pid}.partial`], now);
    // Before: writing the failure record into the full folder threw, so nothing was recorded.
    expect(await runScheduledBackup(t.config, t.services, quiet, now)).toBe(false);
    free();
    free = null;
    const seen = await status();
    expect(failureWarning(seen.warnings)).toMatch(/^Die letzte automatische Sicherung ist fehlgeschlagen: .*ENOSPC/);
    expect(seen.backups.failure).toMatchObject({ at: now.toISOString(), message: expect.stringMatching(/ENOSPC/) });
    // Nothing half-written is left behind.
    expect(readdirSync(t.config.backup.dir).filter((n) => n.includes(".tar.gz"))).toEqual([]);

    // The next backup that succeeds clears it.
    expect(await runScheduledBackup(t.config, t.services, quiet, new Date(now.getTime() + 1000))).toBe(true);
    expect((await status()).backups.failure).toBeNull();
  }, 120_000);

  it("makes backups while the clock is behind the newest backup, and shows their failures", async () => {
    const dir = t.config.backup.dir;
    // A backup made while the clock was two days ahead.
    const ahead = new Date(Date.now() + 2 * DAY);
    for (const file of backups()) execFileSync("rm", [join(dir, file)]);
    expect(await runScheduledBackup(t.config, t.services, quiet, ahead)).toBe(true);
    utimesSync(join(dir, backupFileName(ahead)), ahead, ahead);

    // Before: "the last backup is younger than a day" until the clock caught up, two days without one.
    const now = new Date();
    expect(await runScheduledBackup(t.config, t.services, quiet, now)).toBe(true);
    expect(backups().sort()).toEqual([backupFileName(now), backupFileName(ahead)].sort());
    // Made once, not at every look.
    expect(await runScheduledBackup(t.config, t.services, quiet, new Date(now.getTime() + HOUR))).toBe(false);
    const fine = await status();
    expect(fine.backups.last.name).toBe(backupFileName(now));
    expect(fine.warnings.some((w: string) => w.includes("nach der jetzigen Uhrzeit des Servers"))).toBe(true);
    expect(failureWarning(fine.warnings)).toBeUndefined();

    // A day and a half on, the next backup fails: the clock is still behind the newest backup's
    // date, and the failure is shown all the same (before: hidden as older than that backup).
    const later = new Date(now.getTime() + 1.5 * DAY);
    free = fillDisk(dir, [`${backupFileName(later)}.partial`], later);
    expect(await runScheduledBackup(t.config, t.services, quiet, later)).toBe(false);
    free();
    free = null;
    expect(failureWarning((await status()).warnings)).toMatch(/ENOSPC/);
  }, 120_000);

  it("removes the .partial files of interrupted backups once they are an hour old", async () => {
    const dir = t.config.backup.dir;
    const old = join(dir, `${backupFileName(new Date(Date.now() - 3 * HOUR))}.partial`);
    const fresh = join(dir, `${backupFileName(new Date(Date.now() - 60_000))}.partial`);
    writeFileSync(old, "interrupted");
    writeFileSync(fresh, "still being written");
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    // The scheduled run (here: not due, a backup was just made) clears them up.
    expect(await runScheduledBackup(t.config, t.services, quiet)).toBe(false);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    // And at start (the same rule), once the fresh one is old too.
    const soon = new Date(Date.now() + 2 * HOUR);
    expect(await removeStalePartials(dir, soon)).toEqual([fresh.slice(dir.length + 1)]);
    expect(existsSync(fresh)).toBe(false);
  }, 120_000);
});
