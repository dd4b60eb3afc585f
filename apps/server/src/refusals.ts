import { DataDirBusyError, UnknownMigrationsError } from "@jugendclub/db";
import { localBackupPlace } from "./backup-place.js";
import type { Config } from "./config.js";

// The reasons the server, `pnpm backup` or `pnpm restore` must leave the site's data alone, told
// to the operator with what to do: another process has the embedded database open, or the data
// was last used by a newer release. Printed without a stack trace, as the configuration errors.

export type Doing = "start" | "backup" | "restore" | "migrate";

/** The operator's message for an error that refuses the data, or null for any other error. */
export async function refusalMessage(error: unknown, config: Config, doing: Doing): Promise<string | null> {
  if (error instanceof DataDirBusyError) return `${error.message} ${busyAdvice(error, doing)}`;
  if (error instanceof UnknownMigrationsError) return `${error.message}\n${await restoreAdvice(error, config)}`;
  return null;
}

/**
 * Prints the refusal and ends the process with 1; any other error is thrown on. The server gives
 * its logger (every line it writes is JSON); the commands print plain text for a person.
 */
export async function exitIfRefused(
  error: unknown,
  config: Config,
  doing: Doing,
  log?: { fatal(message: string): void },
): Promise<never> {
  const message = await refusalMessage(error, config, doing);
  if (message === null) throw error;
  if (log) log.fatal(message);
  else process.stderr.write(`${message}\n`);
  process.exit(1);
}

function busyAdvice(error: DataDirBusyError, doing: Doing): string {
  const server = error.owner?.role === "the server";
  switch (doing) {
    case "start":
      return "Only one process may use a data folder: stop that one first (or let it finish), or give this server a DATA_DIR of its own.";
    case "backup":
      return server
        ? "Stop it before making a backup from the command line, or download a backup in the admin panel (System) while it runs."
        : "Let it finish first.";
    case "restore":
      return "Stop it before restoring.";
    case "migrate":
      return "Stop it before migrating (deploy/update.sh stops the site first).";
  }
}

/** How to go back: the last automatic backup before the update, restored into a new place. */
async function restoreAdvice(error: UnknownMigrationsError, config: Config): Promise<string> {
  const target = config.databaseUrl ? "DATABASE_URL=<a new, empty database>" : "DATA_DIR=<a new, empty folder>";
  const updatedAt = error.migrations[0]?.appliedAt ?? null;
  let where = `The automatic backups are in ${config.backup.dir}.`;
  if (config.backup.s3) {
    where = `The automatic backups are in the bucket ${config.backup.s3.bucket}, under backups/: download the last one made before the update.`;
  } else if (updatedAt) {
    const before = (await localBackupPlace(config.backup.dir).list()).find((file) => file.at < updatedAt);
    if (before) where = `The last automatic backup before the update: ${config.backup.dir}/${before.name}.`;
  }
  return [
    where,
    `To restore one, keep this data as it is and run: ${target} pnpm restore <backup file>`,
    'then start the server with that setting (see "Backups" in README.md).',
  ].join("\n");
}
