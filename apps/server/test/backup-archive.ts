import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync, gzipSync } from "node:zlib";
import { createLocalStorage, restoreBackup } from "@jugendclub/api";
import { openDatabase, openSqlConnection, readMigrations } from "@jugendclub/db";
import { withDatabase } from "@jugendclub/db/testing";
import { emptyDataDir } from "@jugendclub/testing/server-database";
import { extract as tarExtract, pack as tarPack } from "tar-stream";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createServices } from "../src/services.js";
import { prepareDatabase } from "../src/startup.js";

/** Test support: the entries of a backup archive, an archive built from (changed) entries, one
 * made as it is read, and an empty installation to restore into. */
export async function unpack(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tarExtract();
  const done = pipeline(Readable.from([gunzipSync(archive)]), extract as unknown as Writable);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await done;
  return entries;
}

export async function repack(entries: Map<string, Buffer>): Promise<Buffer> {
  const pack = tarPack();
  const chunks: Buffer[] = [];
  pack.on("data", (chunk) => {
    chunks.push(chunk as Buffer);
  });
  const ended = new Promise<void>((resolve) => pack.on("end", () => resolve()));
  for (const [name, data] of entries) pack.entry({ name }, data);
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}

const serverUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * An empty target: a new DATA_DIR (on the embedded database with its empty cluster, as a first
 * start makes it: emptyDataDir), and on PostgreSQL a new database.
 */
export async function emptyTarget() {
  const dataDir = emptyDataDir("jc-restore-target-", { embedded: !serverUrl });
  let databaseUrl: string | undefined;
  const name = `jc_restore_${randomBytes(4).toString("hex")}`;
  if (serverUrl) {
    const admin = await openSqlConnection({ databaseUrl: serverUrl });
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    databaseUrl = withDatabase(serverUrl, name);
  }
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const restore = async (archive: Buffer | Readable) => {
    const sql = await openSqlConnection({ databaseUrl, dataDir });
    try {
      return await restoreBackup(Buffer.isBuffer(archive) ? Readable.from([archive]) : archive, {
        sql,
        storage: createLocalStorage(join(dataDir, "files")),
        migrationsDir: config.migrationsDir,
        stagingDir: mkdtempSync(join(tmpdir(), "jc-staging-")),
      });
    } finally {
      await sql.close();
    }
  };
  const tables = async () => {
    const sql = await openSqlConnection({ databaseUrl, dataDir });
    try {
      return (await sql.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).length;
    } finally {
      await sql.close();
    }
  };
  const files = () => (existsSync(join(dataDir, "files")) ? readdirSync(join(dataDir, "files")) : []);
  const start = async () => {
    const db = await openDatabase({ databaseUrl, dataDir, migrationsDir: config.migrationsDir });
    const services = createServices(config, db);
    const app = await buildApp({ config, services, logger: false });
    await prepareDatabase({ config, services, log: app.log });
    return {
      app,
      close: async () => {
        await app.close();
        await services.mail.stop();
        await db.close();
      },
    };
  };
  const destroy = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) {
      const admin = await openSqlConnection({ databaseUrl: serverUrl });
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
  };
  return { restore, tables, files, start, destroy };
}

export interface StreamedEntry {
  name: string;
  /** Its size, declared in its tar header; `body` gives exactly this many bytes. */
  size: number;
  body: () => Iterable<Buffer> | AsyncIterable<Buffer>;
}

/**
 * A backup archive made as it is read, never whole in memory or on disk: the entries' bytes come
 * from their `body`, and manifest.json, last, lists them with their sizes and SHA-256 as a real
 * backup's does (the current schema; a table's rows as `rows` says). Nothing more is made than
 * the reader reads: `produced()` tells how many of the entries' bytes that was.
 */
export function streamedArchive(
  entries: StreamedEntry[],
  options: { rows?: Record<string, number>; level?: number; migrationsDir: string },
): Readable & { produced(): number } {
  const pack = tarPack();
  const gzip = createGzip({ level: options.level ?? 6 });
  let produced = 0;
  let stopped = false;
  gzip.once("close", () => {
    stopped = true;
  });
  const write = async (stream: Writable, chunk: Buffer) => {
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once("drain", resolve));
  };
  const fill = async () => {
    const listed: { name: string; bytes: number; sha256: string }[] = [];
    for (const entry of entries) {
      const hash = createHash("sha256");
      const stream = pack.entry({ name: entry.name, size: entry.size }) as unknown as Writable;
      // The reader stopping tears the pack down with its reason; that is the reader's to tell.
      stream.on("error", () => undefined);
      for await (const chunk of entry.body()) {
        if (stopped) return;
        hash.update(chunk);
        produced += chunk.length;
        await write(stream, chunk);
      }
      stream.end();
      listed.push({ name: entry.name, bytes: entry.size, sha256: hash.digest("hex") });
    }
    const migrations = readMigrations(options.migrationsDir).map((m) => m.name);
    const manifest = {
      format: "jugendclub-backup",
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      appVersion: "test",
      database: "pglite",
      schemaVersion: migrations.at(-1),
      migrations,
      tables: listed
        .filter((item) => item.name.startsWith("data/"))
        .map((item) => {
          const table = item.name.slice(5, -6);
          return { ...item, table, rows: options.rows?.[table] ?? 0 };
        }),
      files: listed
        .filter((item) => item.name.startsWith("files/"))
        .map((item) => ({ ...item, key: item.name.slice(6) })),
      missingFiles: [],
    };
    pack.entry({ name: "manifest.json" }, JSON.stringify(manifest));
    pack.finalize();
  };
  void fill().catch((error: unknown) => gzip.destroy(error as Error));
  void pipeline(pack, gzip).catch(() => undefined);
  return Object.assign(gzip, { produced: () => produced });
}

/** `bytes` bytes of `byte`, in pieces of a MB. */
export function* repeated(byte: number, bytes: number): Iterable<Buffer> {
  const piece = Buffer.alloc(1024 * 1024, byte);
  for (let left = bytes; left > 0; left -= piece.length) yield left >= piece.length ? piece : piece.subarray(0, left);
}
