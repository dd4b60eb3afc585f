import { type Config, ConfigError, loadConfig } from "../config.js";
import { runningServer } from "../pid-file.js";

/** The server's own configuration (the same environment), or the reason it is invalid. */
export function cliConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee the configuration table in README.md.\n`);
      process.exit(1);
    }
    throw error;
  }
}

export function argument(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** The embedded database cannot be opened by two processes: stop here when the server runs. */
export function refuseBesideServer(config: Config, what: string): void {
  if (config.databaseUrl) return;
  const pid = runningServer(config.dataDir);
  if (pid === null) return;
  process.stderr.write(
    `The server (process ${pid}) is running on the embedded database in ${config.dataDir}. Stop it before ${what}, or download a backup in the admin panel (System) while it runs.\n`,
  );
  process.exit(1);
}
