import type { Config } from "./config.js";

// Where the site's data lives, in the start's log: the folder of the embedded database, or the
// PostgreSQL server and database (never the password). A misspelt or missing setting shows here.

/** "embedded, in /srv/jugendclub/data" or "PostgreSQL, database jugendclub on db.example:5432 as club". */
export function databaseLocation(config: Config): string {
  if (!config.databaseUrl) return `embedded, in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  const database = decodeURIComponent(url.pathname.slice(1)) || "(the user's default)";
  const user = url.username ? ` as ${decodeURIComponent(url.username)}` : "";
  return `PostgreSQL, database ${database} on ${url.host || "localhost"}${user}`;
}

/** The first start's line: a new, empty site was set up, and where. */
export function newSiteMessage(config: Config): string {
  return config.databaseUrl
    ? `Created a new site: its data lives in ${databaseLocation(config)}, its files in ${config.storage.kind === "s3" ? `the bucket ${config.storage.bucket}` : config.storage.dir}.`
    : `Created a new site: its data lives in ${config.dataDir} (DATA_DIR, embedded database). Keep this folder and copy its backups elsewhere.`;
}
