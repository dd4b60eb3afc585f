import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BackupError, createLocalStorage, createS3Storage, openArchive, restoreBackup } from "@jugendclub/api";
import { openSqlConnection } from "@jugendclub/db";
import { keepNewFilesPrivate } from "../private-files.js";
import { exitIfRefused } from "../refusals.js";
import { cliConfig } from "./load-config.js";

// pnpm restore FILE: loads a backup into the empty database and storage the environment names
// (DATA_DIR, DATABASE_URL, S3_*), all or nothing. Stop the server first; start it afterwards.

async function main(): Promise<void> {
  // The database and files it writes are owner-only, like everything in DATA_DIR.
  keepNewFilesPrivate();
  const config = cliConfig();
  const given = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
  if (!given) {
    process.stderr.write("Usage: pnpm restore FILE (a backup made by pnpm backup or the admin panel)\n");
    process.exit(2);
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file)) {
    process.stderr.write(`No such file: ${file}\n`);
    process.exit(2);
  }
  const storage =
    config.storage.kind === "s3"
      ? createS3Storage((({ kind: _, ...options }) => options)(config.storage))
      : createLocalStorage(config.storage.dir);
  // The embedded database is refused while another process (the server) has it open.
  const sql = await openSqlConnection({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    role: "the command pnpm restore",
  }).catch((error) => exitIfRefused(error, config, "restore"));
  try {
    const summary = await restoreBackup(openArchive(file), {
      sql,
      storage,
      migrationsDir: config.migrationsDir,
      stagingDir: mkdtempSync(join(tmpdir(), "jc-restore-")),
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(
      `Restored ${summary.rows} rows and ${summary.files} files (backup schema ${summary.schemaVersion}, now ${summary.migratedTo}). Start the server.\n`,
    );
  } finally {
    await sql.close();
  }
}

main().catch((error) => {
  const message = error instanceof BackupError ? error.message : `${error instanceof Error ? error.message : error}`;
  process.stderr.write(`The restore failed; nothing was changed. ${message}\n`);
  process.exit(1);
});
