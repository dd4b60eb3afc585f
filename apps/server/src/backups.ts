import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createBackupStream } from "@jugendclub/api";
import { type BackupFile, type BackupPlace, localBackupPlace, s3BackupPlace } from "./backup-place.js";
import type { Config } from "./config.js";
import type { Services } from "./services.js";
import { APP_VERSION } from "./version.js";

// Backup files: made on request (`pnpm backup`), and every night by the server into
// DATA_DIR/backups, or into the S3 bucket (backups/) when the site's files live in one, pruned to
// the last BACKUP_KEEP. A failed automatic backup leaves DATA_DIR/backups/last-failure.json,
// which the status page shows until the next one succeeds.

export type { BackupFile } from "./backup-place.js";

const FAILURE = "last-failure.json";

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

/** Writes a backup to `file` (through a temporary name, so a half-written file never looks done). */
export async function writeBackupFile(services: Services, file: string): Promise<number> {
  const temporary = `${file}.partial`;
  try {
    await pipeline(backupStream(services), createWriteStream(temporary));
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

/** Where the automatic backups go: the S3 bucket when one is configured, else DATA_DIR/backups. */
export function backupPlace(config: Config): BackupPlace {
  const { s3, dir } = config.backup;
  return s3 ? s3BackupPlace(s3) : localBackupPlace(dir);
}

export async function lastFailure(dir: string): Promise<{ at: string; message: string } | null> {
  try {
    return JSON.parse(await readFile(join(dir, FAILURE), "utf8")) as { at: string; message: string };
  } catch {
    return null;
  }
}

export interface BackupState {
  place: "local" | "s3";
  /** Newest first. */
  files: BackupFile[];
  last: BackupFile | null;
  next: Date | null;
  failure: { at: string; message: string } | null;
}

export async function backupState(config: Config, place = backupPlace(config)): Promise<BackupState> {
  const { dir, intervalHours } = config.backup;
  const files = await place.list();
  const last = files[0] ?? null;
  const next =
    intervalHours === 0 ? null : new Date(Math.max(Date.now(), (last?.at.getTime() ?? 0) + intervalHours * 3600_000));
  return { place: place.kind, files, last, next, failure: await lastFailure(dir) };
}

/** Makes a backup when the last one is older than the interval; keeps the newest `keep`. */
export async function runScheduledBackup(
  config: Config,
  services: Services,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
  now = new Date(),
  place = backupPlace(config),
): Promise<boolean> {
  const { dir, intervalHours, keep } = config.backup;
  if (intervalHours === 0) return false;
  await mkdir(dir, { recursive: true });
  const name = backupFileName(now);
  try {
    // Listing the bucket can fail too (unreachable, wrong key): that is a failed backup as well.
    const [last] = await place.list();
    if (last && now.getTime() - last.at.getTime() < intervalHours * 3600_000) return false;
    // Written to DATA_DIR/backups first (streamed, never whole in memory), then moved to its place.
    const bytes = await writeBackupFile(services, join(dir, name));
    await place.store(join(dir, name), name);
    await rm(join(dir, FAILURE), { force: true });
    log.info({ file: name, bytes, place: place.kind }, "automatic backup written");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeFile(join(dir, FAILURE), JSON.stringify({ at: now.toISOString(), message }));
    log.error({ err: error }, "automatic backup failed");
    return false;
  }
  try {
    for (const old of (await place.list()).slice(keep)) await place.remove(old.name);
  } catch (error) {
    // The backup is made; removing old ones is tried again after the next.
    log.error({ err: error }, "removing old backups failed");
  }
  return true;
}
