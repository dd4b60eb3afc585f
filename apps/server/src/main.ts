import { openDatabase } from "@jugendclub/db";
import { buildApp } from "./app.js";
import { runScheduledBackup } from "./backups.js";
import { ConfigError, loadConfig } from "./config.js";
import { runHousekeeping } from "./housekeeping.js";
import { writePidFile } from "./pid-file.js";
import { createServices } from "./services.js";
import { prepareDatabase } from "./startup.js";

// The entry that listens. Everything it wires is built by buildApp, which tests use directly.
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee the configuration table in README.md.\n`);
      process.exit(1);
    }
    throw error;
  }
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
  });
  // The embedded database has one owner: pnpm backup and pnpm restore look for this file.
  const removePidFile = db.kind === "pglite" ? writePidFile(config.dataDir) : () => undefined;
  process.on("exit", removePidFile);
  const services = createServices(config, db);
  const app = await buildApp({ config, services });
  await prepareDatabase({ config, services, log: app.log });

  // Housekeeping: unused images, expired upload links, sessions and rate-limit windows.
  const housekeeping = setInterval(() => void runHousekeeping(services, app.log), 10 * 60 * 1000);
  housekeeping.unref();
  void runHousekeeping(services, app.log);
  // Automatic backups (into DATA_DIR/backups, or the S3 bucket): checked every 10 minutes, made
  // when the last one is older than BACKUP_INTERVAL_HOURS; the first check waits a minute, so
  // start-up stays light.
  const backup = () => void runScheduledBackup(config, services, app.log).catch(() => undefined);
  const backupFirst = setTimeout(backup, 60 * 1000);
  backupFirst.unref();
  const backups = setInterval(backup, 10 * 60 * 1000);
  backups.unref();
  // The outbox's worker: sends the mails of stored messages (nothing without SMTP_URL).
  services.mail.start(app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(housekeeping);
    clearTimeout(backupFirst);
    clearInterval(backups);
    app.log.info({ signal }, "stopping: finishing requests in flight");
    const timer = setTimeout(() => {
      app.log.error("requests did not finish within 20 s; exiting");
      process.exit(1);
    }, 20_000);
    timer.unref();
    try {
      await app.close();
      // A mail in flight is sent and recorded before the database closes.
      await services.mail.stop();
      await db.close();
      app.log.info("stopped");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while stopping");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Jugendclub is running at ${config.publicUrl} (database: ${db.kind === "pglite" ? `embedded, in ${config.dataDir}` : "PostgreSQL"})`,
  );
}

main().catch((error) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
});
