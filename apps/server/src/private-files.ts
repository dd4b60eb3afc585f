import type { Dirent } from "node:fs";
import { chmod, lstat, mkdir, readdir, stat } from "node:fs/promises";
import { join } from "node:path";

// Everything the site keeps on disk is for the user it runs as only: DATA_DIR holds the embedded
// database (the admins' password hashes, the server's signing keys, people's messages), the
// stored files and the backups. The embedded database's own files are masked where PGlite writes
// them (packages/db/src/pglite-dir.ts); everything else the process creates follows its umask.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** New files 0600 and new folders 0700, for the whole process: the server's and the CLIs' first step. */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

export interface ModesFixed {
  /** Files and folders whose mode was changed. */
  changed: number;
  /** Paths whose mode could not be changed (another owner), with the reason. */
  failed: string[];
}

/**
 * Makes `dir` and every folder under it 0700 and every file 0600: a data folder written by an
 * older release (its database files were 0666) is private from this start on. Symbolic links are
 * left alone and not followed; `dir` is created when it does not exist yet.
 */
export async function makeOwnerOnly(dir: string): Promise<ModesFixed> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const result: ModesFixed = { changed: 0, failed: [] };
  const failed = (path: string, error: unknown) =>
    result.failed.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  const fix = async (path: string, mode: number, follow = false) => {
    try {
      const current = (follow ? await stat(path) : await lstat(path)).mode & 0o777;
      if (current === mode) return;
      await chmod(path, mode);
      result.changed++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") failed(path, error);
    }
  };
  const walk = async (folder: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") failed(folder, error);
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        await fix(path, PRIVATE_DIR_MODE);
        await walk(path);
      } else if (entry.isFile()) {
        await fix(path, PRIVATE_FILE_MODE);
      }
    }
  };
  // DATA_DIR itself may be a link to where the data lives: its target is made private.
  await fix(dir, PRIVATE_DIR_MODE, true);
  await walk(dir);
  return result;
}
