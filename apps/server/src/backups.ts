import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createBackupStream } from "@jugendclub/api";
import type { Config } from "./config.js";
import type { Services } from "./services.js";
import { APP_VERSION } from "./version.js";

// Backup files in DATA_DIR/backups: made on request (`pnpm backup`), every night by the server,
// pruned to the last BACKUP_KEEP. A failed automatic backup leaves last-failure.json, which the
// status page shows until the next one succeeds.

const NAME = /^jugendclub-\d{8}-\d{6}\.tar\.gz$/;
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

export interface BackupFile {
  name: string;
  bytes: number;
  at: Date;
}

export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files: BackupFile[] = [];
  for (const name of names.filter((n) => NAME.test(n))) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info) files.push({ name, bytes: info.size, at: info.mtime });
  }
  return files.sort((a, b) => b.at.getTime() - a.at.getTime());
}

export async function lastFailure(dir: string): Promise<{ at: string; message: string } | null> {
  try {
    return JSON.parse(await readFile(join(dir, FAILURE), "utf8")) as { at: string; message: string };
  } catch {
    return null;
  }
}

export interface BackupState {
  last: BackupFile | null;
  next: Date | null;
  failure: { at: string; message: string } | null;
}

export async function backupState(config: Config): Promise<BackupState> {
  const { dir, intervalHours } = config.backup;
  const [last = null] = await listBackups(dir);
  const next =
    intervalHours === 0 ? null : new Date(Math.max(Date.now(), (last?.at.getTime() ?? 0) + intervalHours * 3600_000));
  return { last, next, failure: await lastFailure(dir) };
}

/** Makes a backup when the last one is older than the interval; keeps the newest `keep`. */
export async function runScheduledBackup(
  config: Config,
  services: Services,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
  now = new Date(),
): Promise<boolean> {
  const { dir, intervalHours, keep } = config.backup;
  if (intervalHours === 0) return false;
  const [last] = await listBackups(dir);
  if (last && now.getTime() - last.at.getTime() < intervalHours * 3600_000) return false;
  await mkdir(dir, { recursive: true });
  const name = backupFileName(now);
  try {
    const bytes = await writeBackupFile(services, join(dir, name));
    await rm(join(dir, FAILURE), { force: true });
    log.info({ file: name, bytes }, "automatic backup written");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeFile(join(dir, FAILURE), JSON.stringify({ at: now.toISOString(), message }));
    log.error({ err: error }, "automatic backup failed");
    return false;
  }
  for (const old of (await listBackups(dir)).slice(keep)) await rm(join(dir, old.name), { force: true });
  return true;
}
