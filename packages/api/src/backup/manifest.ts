import { isValidKey } from "../media/storage.js";

// What a backup archive holds, described by its manifest.json (the archive's last entry, written
// once every checksum is known).
//
//   data/<Table>.jsonl   one JSON object per row (PostgreSQL's row_to_json: engine-independent)
//   files/<key>          every stored file (the original and each variant)
//   manifest.json        this, with every entry's byte count and SHA-256

export const BACKUP_FORMAT = "jugendclub-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";

export interface ManifestEntry {
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  /** The database it was made on: pglite or postgres (informative; restore works on either). */
  database: string;
  /** The latest migration applied to the database it was made on. */
  schemaVersion: string;
  /** Every migration applied there, in order. */
  migrations: string[];
  tables: (ManifestEntry & { table: string; rows: number })[];
  files: (ManifestEntry & { key: string })[];
  /** Files a StoredFile row names that storage did not have when the backup was made. */
  missingFiles: string[];
}

/** A backup that cannot be restored, with a message meant for the person who runs the restore. */
export class BackupError extends Error {}

const TABLE = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export const tableEntry = (table: string) => `data/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;

export function isTableName(name: string): boolean {
  return TABLE.test(name);
}

export function parseManifest(text: string): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupError("The archive is damaged: its manifest.json is no valid JSON.");
  }
  if (value.format !== BACKUP_FORMAT) throw new BackupError("This file is no Jugendclub backup (no backup manifest).");
  if (value.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup has format ${value.formatVersion}; this version of the site reads format ${BACKUP_FORMAT_VERSION}. Update the site first.`,
    );
  }
  if (
    typeof value.schemaVersion !== "string" ||
    !Array.isArray(value.migrations) ||
    !Array.isArray(value.tables) ||
    !Array.isArray(value.files) ||
    value.tables.some((t) => !isTableName(String(t?.table)))
  ) {
    throw new BackupError("The archive is damaged: its manifest.json lacks the schema version, tables or files.");
  }
  const manifest = value as BackupManifest;
  checkEntries(manifest);
  return manifest;
}

/**
 * Each listed entry is the one its table or key names, listed once, with a byte count and a
 * SHA-256: the restore writes a file under its key and a table's rows from its entry, so a key
 * that names another entry would store one file's bytes under another's name and lose that one.
 */
function checkEntries(manifest: BackupManifest): void {
  const names = new Set<string>();
  const check = (entry: ManifestEntry, expected: string | null, said: string) => {
    const name = String(entry?.name);
    if (name !== expected) {
      throw new BackupError(
        `The archive is damaged: its manifest gives the entry ${JSON.stringify(name)} the ${said}, which names another entry. Nothing was restored.`,
      );
    }
    if (names.has(name)) throw new BackupError(`The archive is damaged: its manifest lists ${name} twice.`);
    names.add(name);
    if (!Number.isSafeInteger(entry.bytes) || entry.bytes < 0 || !/^[0-9a-f]{64}$/.test(String(entry.sha256))) {
      throw new BackupError(`The archive is damaged: its manifest gives ${name} no valid size or checksum.`);
    }
  };
  for (const entry of manifest.tables) check(entry, tableEntry(entry.table), `table ${JSON.stringify(entry.table)}`);
  for (const entry of manifest.files) {
    const key: unknown = entry?.key;
    check(entry, typeof key === "string" && isValidKey(key) ? fileEntry(key) : null, `key ${JSON.stringify(key)}`);
  }
}
