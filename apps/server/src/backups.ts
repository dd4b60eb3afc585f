import { createWriteStream } from "node:fs";
import { lstat, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createBackupStream } from "@jugendclub/api";
import { type BackupFile, type BackupPlace, localBackupPlace, s3BackupPlace } from "./backup-place.js";
import type { Config } from "./config.js";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files.js";
import type { Services } from "./services.js";
import { systemState } from "./system-state.js";
import { APP_VERSION } from "./version.js";

// Backup files: made on request (`pnpm backup`), and every night by the server into
// DATA_DIR/backups, or into the S3 bucket (backups/) when the site's files live in one, pruned to
// the last BACKUP_KEEP. A failed automatic backup is recorded in the database (and kept in memory
// for when the database cannot take it either, as on a full disk), and the status page shows it
// until the next one succeeds.

export type { BackupFile } from "./backup-place.js";

export interface BackupFailure {
  at: string;
  message: string;
}

/** The Setting row holding the last failure: not a file, as the disk may be what failed. */
const FAILURE_SETTING = "backup:lastFailure";
/** A backup dated up to this much after the clock still counts as made "now" (file times, slow writes). */
const CLOCK_SLACK_MS = 60_000;
/** A `.partial` file this old is left over from a backup that was interrupted (a crash, a restart). */
const STALE_PARTIAL_MS = 3600_000;
/** The scheduler looks at least this often (a backup made elsewhere, a bucket back after a failure). */
const CHECK_EVERY_MS = 10 * 60_000;

type Log = {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
};

export function backupStream(services: Services) {
  return createBackupStream({
    prisma: services.db.prisma,
    storage: services.media.storage,
    database: services.db.kind,
    appVersion: APP_VERSION,
  });
}

export function backupFileName(at = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `jugendclub-${stamp}.tar.gz`;
}

const PARTIAL = ".partial";

/**
 * Writes a backup to `file` (through a temporary name, so a half-written file never looks done).
 * Owner-only from its first byte: it holds the admins' password hashes and people's messages.
 * The temporary name is this process's own: servers on PostgreSQL may share DATA_DIR/backups.
 */
export async function writeBackupFile(
  services: Services,
  file: string,
  temporary = `${file}.${process.pid}${PARTIAL}`,
): Promise<number> {
  try {
    // A leftover temporary file keeps its old mode when written again: it goes first.
    await rm(temporary, { force: true });
    await pipeline(backupStream(services), createWriteStream(temporary, { mode: PRIVATE_FILE_MODE }));
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

/**
 * Removes the `.partial` files of backups that were interrupted (the process ended while writing,
 * so its own clean-up never ran), once they are an hour old: a younger one may still be written
 * by `pnpm backup` or another instance. Returns the names removed.
 */
export async function removeStalePartials(dir: string, now = new Date()): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(PARTIAL));
  const removed: string[] = [];
  for (const name of names) {
    const info = await lstat(join(dir, name)).catch(() => null);
    if (info && now.getTime() - info.mtime.getTime() >= STALE_PARTIAL_MS) {
      await rm(join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** Where the automatic backups go: the S3 bucket when one is configured, else DATA_DIR/backups. */
export function backupPlace(config: Config): BackupPlace {
  const { s3, dir } = config.backup;
  return s3 ? s3BackupPlace(s3) : localBackupPlace(dir);
}

/**
 * The newest backup made by `now`. One dated later (the server's clock was ahead then, or has
 * been put back since) does not count: it would make the scheduler think the next backup was
 * done, for as long as the clock is behind.
 */
export function lastBackup(files: BackupFile[], now: Date): BackupFile | null {
  return files.find((file) => file.at.getTime() <= now.getTime() + CLOCK_SLACK_MS) ?? null;
}

/** Backups dated after `now` (see lastBackup); the status page warns about them. */
export function backupsAfter(files: BackupFile[], now: Date): BackupFile[] {
  return files.filter((file) => file.at.getTime() > now.getTime() + CLOCK_SLACK_MS);
}

/** Failures the database could not take (a full disk under the embedded database), per server. */
const unrecorded = new WeakMap<Services, BackupFailure>();

async function recordFailure(services: Services, failure: BackupFailure, log: Log): Promise<void> {
  unrecorded.set(services, failure);
  const value = JSON.stringify(failure);
  try {
    await services.db.prisma.setting.upsert({
      where: { key: FAILURE_SETTING },
      create: { key: FAILURE_SETTING, value },
      update: { value },
    });
    unrecorded.delete(services);
  } catch (error) {
    log.error(
      { err: error },
      "the backup's failure could not be recorded in the database; the status page shows it until a restart",
    );
  }
}

async function clearFailure(services: Services): Promise<void> {
  unrecorded.delete(services);
  await services.db.prisma.setting.deleteMany({ where: { key: FAILURE_SETTING } });
}

/** The last automatic backup's failure, if the last one failed. */
export async function lastFailure(services: Services): Promise<BackupFailure | null> {
  const kept = unrecorded.get(services) ?? null;
  const row = await services.db.prisma.setting.findUnique({ where: { key: FAILURE_SETTING } }).catch(() => null);
  const stored = row ? (JSON.parse(row.value) as BackupFailure) : null;
  return kept ?? stored;
}

export interface BackupState {
  place: "local" | "s3";
  /** Newest first. */
  files: BackupFile[];
  /** The newest backup made by now (lastBackup). */
  last: BackupFile | null;
  next: Date | null;
  failure: BackupFailure | null;
}

/**
 * When the next automatic backup is made: when the last is as old as the interval, but not before
 * the scheduler's next look (systemState.nextBackupCheck), which follows a failure or the start.
 */
export function nextBackup(config: Config, last: BackupFile | null, now: Date): Date | null {
  const { intervalHours } = config.backup;
  if (intervalHours === 0) return null;
  const due = (last?.at.getTime() ?? 0) + intervalHours * 3600_000;
  const check = systemState.nextBackupCheck?.getTime() ?? now.getTime();
  return new Date(Math.max(due, check, now.getTime()));
}

export async function backupState(
  config: Config,
  services: Services,
  now = new Date(),
  place = backupPlace(config),
): Promise<BackupState> {
  const files = await place.list();
  const last = lastBackup(files, now);
  return { place: place.kind, files, last, next: nextBackup(config, last, now), failure: await lastFailure(services) };
}

/** Makes a backup when the last one is older than the interval; keeps the newest `keep`. */
export async function runScheduledBackup(
  config: Config,
  services: Services,
  log: Log,
  now = new Date(),
  place = backupPlace(config),
): Promise<boolean> {
  const { dir, intervalHours, keep } = config.backup;
  if (intervalHours === 0) return false;
  const name = backupFileName(now);
  // Under a name of this process's own until it is in its place: another instance sharing
  // DATA_DIR (on PostgreSQL) may be writing a backup of the same second.
  const written = join(dir, `${name}.${process.pid}`);
  try {
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const stale = await removeStalePartials(dir, now);
    if (stale.length > 0) log.info({ files: stale }, "removed the files of interrupted backups");
    // Listing the bucket can fail too (unreachable, wrong key): that is a failed backup as well.
    const files = await place.list();
    const later = backupsAfter(files, now);
    if (later.length > 0) {
      log.warn(
        { newest: later[0]?.name, now: now.toISOString() },
        "a backup is dated after the server's clock; it does not count as the last one",
      );
    }
    const last = lastBackup(files, now);
    if (last && now.getTime() - last.at.getTime() < intervalHours * 3600_000) return false;
    // Written to DATA_DIR/backups first (streamed, never whole in memory), then moved to its place.
    const bytes = await writeBackupFile(services, written, `${written}${PARTIAL}`);
    await place.store(written, name);
    log.info({ file: name, bytes, place: place.kind }, "automatic backup written");
  } catch (error) {
    await rm(written, { force: true }).catch(() => undefined);
    // Logged first: recording it may fail for the same reason (a full disk).
    log.error({ err: error }, "automatic backup failed");
    const message = error instanceof Error ? error.message : String(error);
    await recordFailure(services, { at: now.toISOString(), message }, log);
    return false;
  }
  try {
    await clearFailure(services);
  } catch (error) {
    log.error({ err: error }, "the record of an earlier backup failure could not be removed");
  }
  try {
    // The one just made stays, even when backups dated later (see lastBackup) sort before it.
    const others = (await place.list()).filter((file) => file.name !== name);
    for (const old of others.slice(keep - 1)) await place.remove(old.name);
  } catch (error) {
    // The backup is made; removing old ones is tried again after the next.
    log.error({ err: error }, "removing old backups failed");
  }
  return true;
}

/**
 * The automatic backups of a running server: removes interrupted backups' files at start, then
 * looks a minute after start (config.backup.firstCheckMs; shorter only in tests) and again when the next backup is due (at most 10 minutes apart),
 * so a backup is made on time rather than at the next 10-minute tick, and the status page's
 * "next backup" is the moment it will be made. Returns the function that stops it.
 */
export function startBackupSchedule(config: Config, services: Services, log: Log): () => void {
  void removeStalePartials(config.backup.dir).then(
    (stale) => stale.length > 0 && log.info({ files: stale }, "removed the files of interrupted backups"),
    () => undefined,
  );
  if (config.backup.intervalHours === 0) return () => undefined;
  const place = backupPlace(config);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = (delay: number) => {
    if (stopped) return;
    systemState.nextBackupCheck = new Date(Date.now() + delay);
    timer = setTimeout(() => void check(), delay);
    timer.unref();
  };
  const check = async () => {
    await runScheduledBackup(config, services, log, new Date(), place).catch((error: unknown) => {
      log.error({ err: error }, "automatic backup failed");
    });
    const now = Date.now();
    const due = await place.list().then(
      (files) => (lastBackup(files, new Date(now))?.at.getTime() ?? 0) + config.backup.intervalHours * 3600_000,
      () => now,
    );
    // Still due after the run: it failed (or the bucket cannot be listed); look again in 10 minutes.
    // Otherwise at the due moment (a second past it), but at least every 10 minutes.
    plan(due <= now ? CHECK_EVERY_MS : Math.min(CHECK_EVERY_MS, due - now + 1000));
  };
  plan(config.backup.firstCheckMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
    systemState.nextBackupCheck = null;
  };
}
