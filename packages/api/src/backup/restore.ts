import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { applyMigrations, readMigrations, type SqlConnection } from "@jugendclub/db";
import type { Storage } from "../media/storage.js";
import { SERVER_KEY_NAMES } from "../services/secrets.js";
import { BackupError, type BackupManifest } from "./manifest.js";
import { type StagedBackup, stageBackup } from "./read.js";
import { resetSequences, tablesInLoadOrder } from "./tables.js";

export interface RestoreTarget {
  sql: SqlConnection;
  storage: Storage;
  migrationsDir: string;
  /** A temporary directory for the unpacked archive; removed afterwards. */
  stagingDir: string;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  schemaVersion: string;
  migratedTo: string;
  rows: number;
  files: number;
}

/** Rows sent in one INSERT: at most this many, and no more than BYTES_PER_INSERT of their JSON. */
const ROWS_PER_INSERT = 500;
const BYTES_PER_INSERT = 8 * 1024 * 1024;

/** The backup's schema must be one this version knows: the same migrations, perhaps fewer. */
function checkSchema(manifest: BackupManifest, known: string[]): void {
  const latest = known.at(-1) ?? "";
  for (const [index, name] of manifest.migrations.entries()) {
    if (known[index] === name) continue;
    if (name > latest) {
      throw new BackupError(
        `This backup comes from a newer version of the site (schema ${manifest.schemaVersion}; this version knows up to ${latest}). Update the site, then restore.`,
      );
    }
    throw new BackupError(`This backup's schema has a migration this version does not know: ${name}.`);
  }
  if (manifest.migrations.at(-1) !== manifest.schemaVersion || manifest.migrations.length === 0) {
    throw new BackupError("The archive is damaged: its schema version and migration list disagree.");
  }
}

/**
 * The target must hold no data: no tables at all (a new PostgreSQL database, a new DATA_DIR), or
 * the tables of a schema no newer than the backup's holding only the rows migrations write.
 */
async function checkEmpty(sql: SqlConnection, manifest: BackupManifest): Promise<void> {
  const tables = await tablesInLoadOrder(sql);
  const bookkeeping = await sql.query(`SELECT to_regclass('public."_prisma_migrations"') IS NOT NULL AS present`);
  if (tables.length === 0) return;
  if (!bookkeeping[0]?.present) {
    throw new BackupError(
      `The target database is not empty: it has tables (${tables.join(", ")}). Restore into a new, empty database.`,
    );
  }
  const applied = (
    await sql.query(
      `SELECT "migration_name" AS name FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL ORDER BY 1`,
    )
  ).map((row) => String(row.name));
  if (applied.some((name, index) => manifest.migrations[index] !== name)) {
    throw new BackupError(
      `The target database was set up by a newer or other version (schema ${applied.at(-1)}) than the backup (${manifest.schemaVersion}). Restore into a new, empty database.`,
    );
  }
  // Rows a migration writes (the default event category, the content version) do not count.
  const seeded: Record<string, number> = { EventCategory: 1, ContentVersion: 1 };
  for (const table of tables) {
    const count = Number((await sql.query(`SELECT count(*)::int AS n FROM "${table}"`))[0]?.n ?? 0);
    if (count > (seeded[table] ?? 0)) {
      throw new BackupError(
        `The target database is not empty (${table} has ${count} rows). Restore into a new, empty database; the site's data stays as it is.`,
      );
    }
  }
}

async function loadTable(sql: SqlConnection, staged: StagedBackup, table: string, name: string): Promise<number> {
  let batch: string[] = [];
  let size = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await sql.query(`INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`, [
      `[${batch.join(",")}]`,
    ]);
    rows += batch.length;
    batch = [];
    size = 0;
  };
  // Line by line: stageBackup refused any line (row) over RESTORE_LIMITS.lineBytes as it
  // unpacked, so no line read here is longer.
  const lines = createInterface({ input: createReadStream(staged.path(name), "utf8"), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    size += line.length;
    if (batch.length >= ROWS_PER_INSERT || size >= BYTES_PER_INSERT) await flush();
  }
  await flush();
  return rows;
}

/**
 * Restores a backup into an empty database and storage, all or nothing. The archive is unpacked
 * and checked whole first. Then, in one transaction: the schema the backup was made on (its
 * migrations), the rows, the sequences, the newer migrations. Files are written before the commit
 * and removed again when anything fails; a name storage already has is left alone (names are
 * content hashes: the same name holds the same bytes).
 */
export async function restoreBackup(archive: Readable, target: RestoreTarget): Promise<RestoreSummary> {
  const log = target.log ?? (() => undefined);
  const { sql, storage } = target;
  try {
    const staged = await stageBackup(archive, target.stagingDir);
    const { manifest } = staged;
    log(
      `archive checked: ${manifest.tables.length} tables, ${manifest.files.length} files, schema ${manifest.schemaVersion}`,
    );
    const known = readMigrations(target.migrationsDir).map((m) => m.name);
    checkSchema(manifest, known);
    await checkEmpty(sql, manifest);

    const written: string[] = [];
    await sql.exec("BEGIN");
    try {
      await applyMigrations(sql, target.migrationsDir, { until: manifest.schemaVersion, ownTransactions: false });
      const order = await tablesInLoadOrder(sql);
      if (order.length > 0) await sql.exec(`TRUNCATE ${order.map((t) => `"${t}"`).join(", ")}`);
      const byTable = new Map(manifest.tables.map((entry) => [entry.table, entry]));
      const stray = [...byTable.keys()].filter((table) => !order.includes(table));
      if (stray.length > 0) {
        throw new BackupError(`The archive is damaged: its schema has no table ${stray.join(", ")}.`);
      }
      let rows = 0;
      for (const table of order) {
        const entry = byTable.get(table);
        if (!entry) continue;
        const loaded = await loadTable(sql, staged, table, entry.name);
        if (loaded !== entry.rows) {
          throw new BackupError(
            `The archive is damaged: ${entry.name} holds ${loaded} rows, its manifest says ${entry.rows}.`,
          );
        }
        rows += loaded;
      }
      // A backup made before the signing keys were left out still holds them: they are not
      // restored, so the site makes new ones (services/secrets.ts says why).
      if (order.includes("Setting")) {
        await sql.query(`DELETE FROM "Setting" WHERE "key" = ANY($1::text[])`, [[...SERVER_KEY_NAMES]]);
      }
      await resetSequences(sql);
      const upgraded = await applyMigrations(sql, target.migrationsDir, { ownTransactions: false });
      if (upgraded.length > 0) log(`brought up to the current schema: ${upgraded.join(", ")}`);
      for (const file of manifest.files) {
        if (await exists(storage, file.key)) continue;
        await storage.put(file.key, await staged.read(file.name), contentTypeOf(file.key));
        written.push(file.key);
      }
      await sql.exec("COMMIT");
      log(`restored ${rows} rows and ${written.length} files`);
      return {
        schemaVersion: manifest.schemaVersion,
        migratedTo: known.at(-1) ?? "",
        rows,
        files: manifest.files.length,
      };
    } catch (error) {
      await sql.exec("ROLLBACK").catch(() => undefined);
      for (const key of written) await storage.delete(key).catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(target.stagingDir, { recursive: true, force: true });
  }
}

async function exists(storage: Storage, key: string): Promise<boolean> {
  const found = await storage.get(key, { start: 0, end: 0 });
  found?.body.destroy();
  return found !== null;
}

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
};

function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
