import { openDatabase } from "@jugendclub/db";
import { keepNewFilesPrivate } from "../private-files.js";
import { exitIfRefused } from "../refusals.js";
import { cliConfig } from "./load-config.js";

// pnpm migrate: applies the migrations the server would apply at its start, and stops. An update
// (deploy/update.sh) runs it with the new release before switching to it, so a migration that
// fails is reported as one, while the old release is still the current one.

async function main(): Promise<void> {
  // The database's files are owner-only, like everything in DATA_DIR.
  keepNewFilesPrivate();
  const config = cliConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
    poolSize: 1,
    role: "the command pnpm migrate",
  }).catch((error) => exitIfRefused(error, config, "migrate"));
  try {
    const [latest] = await db.prisma.$queryRaw<{ name: string }[]>`
      SELECT "migration_name" AS name FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL ORDER BY 1 DESC LIMIT 1`;
    process.stdout.write(`The database is up to date (schema ${latest?.name ?? "none"}).\n`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  process.stderr.write(`The migration failed: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
