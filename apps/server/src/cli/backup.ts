import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { backupFileName, writeBackupFile } from "../backups.js";
import { keepNewFilesPrivate } from "../private-files.js";
import { exitIfRefused } from "../refusals.js";
import { createServices } from "../services.js";
import { argument, cliConfig } from "./load-config.js";

// pnpm backup [--out FILE]: the whole site (tables, stored files, manifest) into one .tar.gz,
// read through the same environment as the server (DATA_DIR, DATABASE_URL, S3_*). Without
// --out: DATA_DIR/backups/jugendclub-<date>-<time>.tar.gz.

async function main(): Promise<void> {
  // The backup holds the password hashes and the people's messages: owner-only, like DATA_DIR.
  keepNewFilesPrivate();
  const config = cliConfig();
  const out = argument(process.argv.slice(2), "--out");
  const file = out ? resolve(process.env.INIT_CWD ?? process.cwd(), out) : join(config.backup.dir, backupFileName());
  mkdirSync(dirname(file), { recursive: true });
  // Migrations are applied first, as the server does: a backup always names a known schema. The
  // embedded database is refused while another process (the server) has it open.
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
    poolSize: 2,
    role: "the command pnpm backup",
  }).catch((error) => exitIfRefused(error, config, "backup"));
  try {
    const services = createServices(config, db);
    const bytes = await writeBackupFile(services, file);
    process.stdout.write(`Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)\n`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  process.stderr.write(`The backup failed: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
