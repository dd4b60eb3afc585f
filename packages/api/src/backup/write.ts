import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { PrismaClient } from "@jugendclub/db";
import type { Pack } from "tar-stream";
import type { Storage } from "../media/storage.js";
import { SERVER_KEY_NAMES } from "../services/secrets.js";
import { HashingStream, sha256 } from "./hashing.js";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  fileEntry,
  MANIFEST_NAME,
  tableEntry,
} from "./manifest.js";
import { schemaTables } from "./tables.js";

export interface BackupSource {
  prisma: PrismaClient;
  storage: Storage;
  /** pglite or postgres: recorded in the manifest. */
  database: string;
  appVersion: string;
}

interface Snapshot {
  migrations: string[];
  tables: { table: string; rows: number; data: Buffer }[];
  fileKeys: string[];
}

const keyOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Reads every table in one repeatable-read transaction, so the rows agree with each other (an
 * event and its category, a file row and its variants). A village club's rows are a few MB; the
 * files, which are the bulk, are streamed one by one afterwards.
 */
async function snapshot(prisma: PrismaClient): Promise<Snapshot> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
      const migrations = (
        await tx.$queryRawUnsafe<{ name: string }[]>(
          `SELECT "migration_name" AS name FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL ORDER BY "migration_name"`,
        )
      ).map((row) => row.name);
      const tables: Snapshot["tables"] = [];
      // A model whose table the database lacks has no rows to keep (never the case after the
      // server's start, which applies every migration).
      const present = new Set(
        (
          await tx.$queryRawUnsafe<{ name: string }[]>(
            `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
          )
        ).map((row) => row.name),
      );
      for (const table of schemaTables().filter((name) => present.has(name))) {
        // The server's signing keys stay out of every backup (services/secrets.ts says why).
        const rows =
          table === "Setting"
            ? await tx.$queryRawUnsafe<{ line: string }[]>(
                `SELECT row_to_json(t)::text AS line FROM "Setting" t WHERE t."key" <> ALL($1::text[]) ORDER BY 1`,
                [...SERVER_KEY_NAMES],
              )
            : await tx.$queryRawUnsafe<{ line: string }[]>(
                `SELECT row_to_json(t)::text AS line FROM "${table}" t ORDER BY 1`,
              );
        const data = Buffer.from(rows.map((row) => `${row.line}\n`).join(""), "utf8");
        tables.push({ table, rows: rows.length, data });
      }
      const files = await tx.$queryRawUnsafe<{ path: string; variants: { path?: string }[] | null }[]>(
        `SELECT "path", "variants" FROM "StoredFile" ORDER BY "path"`,
      );
      const keys = new Set<string>();
      for (const file of files) {
        keys.add(keyOf(file.path));
        for (const variant of file.variants ?? []) if (variant.path) keys.add(keyOf(variant.path));
      }
      return { migrations, tables, fileKeys: [...keys].sort() };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

/**
 * The whole site as a .tar.gz stream: the tables, every stored file and the manifest. Nothing
 * but the table snapshot is held in memory; an error ends the stream with that error.
 */
export function createBackupStream(source: BackupSource): Readable {
  const gzip = createGzip({ level: 6 });
  // tar-stream is loaded with the first backup, not at start (memory, docs/PERFORMANCE.md).
  void import("tar-stream").then(
    ({ pack: tarPack }) => {
      const pack = tarPack();
      pack.pipe(gzip);
      pack.on("error", (error) => gzip.destroy(error));
      void fill(pack, source).catch((error: unknown) => {
        pack.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    },
    (error: unknown) => gzip.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return gzip;
}

async function fill(pack: Pack, source: BackupSource): Promise<void> {
  const createdAt = new Date();
  const snap = await snapshot(source.prisma);
  const mtime = createdAt;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    appVersion: source.appVersion,
    database: source.database,
    schemaVersion: snap.migrations.at(-1) ?? "",
    migrations: snap.migrations,
    tables: [],
    files: [],
    missingFiles: [],
  };
  for (const { table, rows, data } of snap.tables) {
    const name = tableEntry(table);
    await addBuffer(pack, name, data, mtime);
    manifest.tables.push({ table, rows, name, bytes: data.length, sha256: sha256(data) });
  }
  for (const key of snap.fileKeys) {
    const file = await source.storage.get(key);
    if (!file) {
      manifest.missingFiles.push(key);
      continue;
    }
    const name = fileEntry(key);
    const hashing = new HashingStream();
    const entry = pack.entry({ name, size: file.size, mtime });
    await pipeline(file.body, hashing, entry as unknown as Writable);
    manifest.files.push({ key, name, bytes: hashing.bytes, sha256: hashing.digest() });
  }
  await addBuffer(pack, MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), mtime);
  pack.finalize();
}

function addBuffer(pack: Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mtime }, data, (error) => (error ? reject(error) : resolve()));
  });
}
