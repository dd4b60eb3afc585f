import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { isValidKey } from "../media/storage.js";
import { HashingStream } from "./hashing.js";
import { CountingStream, lineGuard, RESTORE_LIMITS, type RestoreLimits, ratioGuard, sizeGuard } from "./limits.js";
import { BackupError, type BackupManifest, isTableName, MANIFEST_NAME, parseManifest } from "./manifest.js";

/** Where an entry's name is allowed to put it; anything else makes the archive suspect. */
function isAllowedEntry(name: string): boolean {
  if (name === MANIFEST_NAME) return true;
  const table = /^data\/(.+)\.jsonl$/.exec(name);
  if (table) return isTableName(table[1] ?? "");
  const file = /^files\/(.+)$/.exec(name);
  return file ? isValidKey(file[1] ?? "") : false;
}

export interface StagedBackup {
  manifest: BackupManifest;
  /** The unpacked archive; entries keep their names below it. */
  dir: string;
  path(name: string): string;
  read(name: string): Promise<Buffer>;
}

/**
 * Unpacks an archive into `dir` and checks it whole against its manifest before anything is
 * restored: every entry present, no entry more, every byte count and SHA-256 equal. While it
 * streams, nothing unpacks past the limits (limits.ts): an entry's declared size, the disk's free
 * space, a table's row length, the packing ratio. A gzip or tar error, a missing manifest, a
 * mismatch or a limit passed is a BackupError saying why.
 */
export async function stageBackup(
  archive: Readable,
  dir: string,
  limits: RestoreLimits = RESTORE_LIMITS,
): Promise<StagedBackup> {
  await mkdir(dir, { recursive: true });
  const seen = new Map<string, { bytes: number; sha256: string }>();
  const { extract: tarExtract } = await import("tar-stream");
  const extract = tarExtract();
  const packed = new CountingStream();
  const declare = await sizeGuard(dir, limits);
  const unpacking = pipeline(
    archive,
    packed,
    createGunzip(),
    ratioGuard(packed, limits),
    extract as unknown as Writable,
  );
  // Awaited below; a gzip error also ends the loop, which must not leave this rejection unheard.
  // A limit passed on the way is the reason to tell, not the broken stream it leaves.
  let stopped: unknown;
  unpacking.catch((error: unknown) => {
    stopped = error;
  });
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== "file" || !isAllowedEntry(name) || seen.has(name)) {
        entry.resume();
        throw new BackupError(`The archive is damaged: it holds an unexpected entry ${JSON.stringify(name)}.`);
      }
      declare(name, entry.header.size ?? 0);
      const target = join(dir, name);
      await mkdir(dirname(target), { recursive: true });
      const hashing = new HashingStream();
      const file = createWriteStream(target);
      await (name.startsWith("data/")
        ? pipeline(entry, hashing, lineGuard(name, limits), file)
        : pipeline(entry, hashing, file));
      seen.set(name, { bytes: hashing.bytes, sha256: hashing.digest() });
    }
    await unpacking;
  } catch (caught) {
    archive.destroy();
    await unpacking.catch(() => undefined);
    const error = stopped instanceof BackupError ? stopped : caught;
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `The archive is damaged or no backup (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (!seen.has(MANIFEST_NAME)) throw new BackupError("The archive is damaged or incomplete: it has no manifest.json.");
  const manifest = parseManifest(await readFile(join(dir, MANIFEST_NAME), "utf8"));
  const listed = [...manifest.tables, ...manifest.files];
  for (const item of listed) {
    const got = seen.get(item.name);
    if (!got) throw new BackupError(`The archive is damaged or incomplete: ${item.name} is missing.`);
    if (got.bytes !== item.bytes || got.sha256 !== item.sha256) {
      throw new BackupError(`The archive is damaged: ${item.name} does not match its checksum.`);
    }
  }
  if (seen.size !== listed.length + 1) {
    throw new BackupError("The archive is damaged: it holds entries its manifest does not list.");
  }
  return {
    manifest,
    dir,
    path: (name) => join(dir, name),
    read: (name) => readFile(join(dir, name)),
  };
}

export const openArchive = (file: string) => createReadStream(file);
