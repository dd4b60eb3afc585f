import { openDatabase } from "@jugendclub/db";
import { buildApp } from "./app.js";
import { startBackupSchedule } from "./backups.js";
import { ConfigError, loadConfig } from "./config.js";
import { databaseLocation, newSiteMessage } from "./data-location.js";
import { runHousekeeping } from "./housekeeping.js";
import { sweepIncoming } from "./incoming.js";
import { createLogger, logEverythingAsJson } from "./logging.js";
import { keepNewFilesPrivate, makeOwnerOnly } from "./private-files.js";
import { exitIfRefused } from "./refusals.js";
import { createServices } from "./services.js";
import { startSignupSweep } from "./signup-sweep.js";
import { prepareDatabase } from "./startup.js";

// The entry that listens. Everything it wires is built by buildApp, which tests use directly.
// Every line it writes is a JSON log line (logging.ts), its start-up failures and refusals too.
let log: ReturnType<typeof createLogger> | undefined;

async function main(): Promise<void> {
  // How long each part of the start took, in the "running" line (docs/PERFORMANCE.md, "Start").
  const phases: Record<string, number> = {};
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  phases.node = Math.round(phaseStart);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      createLogger("info").fatal(`${error.message}\nSee the configuration table in README.md.`);
      process.exit(1);
    }
    throw error;
  }
  log = createLogger(config.logLevel);
  logEverythingAsJson(log);
  // Owner-only files (private-files.ts): new ones from here on, and those an older release left.
  keepNewFilesPrivate();
  const modes = await makeOwnerOnly(config.dataDir);
  phase("config");
  // The embedded database is locked for this process until it exits; data from a newer release
  // is refused before anything is applied or served.
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
    role: "the server",
    log,
  }).catch((error) => exitIfRefused(error, config, "start", log));
  phase("database");
  const services = createServices(config, db);
  // Uploads an earlier run of this server left on disk when it was killed: gone before it listens.
  await sweepIncoming(services.incomingDir, { starting: true });
  phase("services");
  const app = await buildApp({ config, services, loggerInstance: log });
  phase("app");
  // A warning, so it is seen even at LOG_LEVEL=warn: an unexpected new site means a wrong setting.
  if (db.created) app.log.warn(newSiteMessage(config));
  await prepareDatabase({ config, services, log: app.log });
  phase("prepare");
  if (modes.changed > 0) app.log.info({ changed: modes.changed }, `made the files in ${config.dataDir} owner-only`);
  if (modes.failed.length > 0) {
    app.log.warn({ failed: modes.failed.slice(0, 20) }, `some files in ${config.dataDir} could not be made owner-only`);
  }

  // Housekeeping: unused images, expired upload links, sessions and rate-limit windows.
  const housekeeping = setInterval(() => void runHousekeeping(services, app.log), 10 * 60 * 1000);
  housekeeping.unref();
  void runHousekeeping(services, app.log);
  // Automatic backups (into DATA_DIR/backups, or the S3 bucket), made when the last one is older
  // than BACKUP_INTERVAL_HOURS; the first look waits a minute, so start-up stays light.
  const stopBackups = startBackupSchedule(config, services, app.log);
  // The outbox's worker: sends the mails of stored messages (nothing without SMTP_URL).
  services.mail.start(app.log);
  // Sign-ups: offers past their deadline move on, reminders go out (signups/sweep.ts).
  const signups = startSignupSweep(services, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(housekeeping);
    stopBackups();
    signups.stop();
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
  phase("listen");
  app.log.info(
    { startMs: phases },
    `Jugendclub is running at ${config.publicUrl} (database: ${databaseLocation(config)})`,
  );
}

main().catch((error) => {
  (log ?? createLogger("info")).fatal({ err: error }, "The server could not start");
  process.exit(1);
});
