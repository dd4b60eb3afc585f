export { DataDirBusyError, LOCK_FILE, type LockOwner } from "./data-dir-lock.js";
export { type Database, type DatabaseKind, type DatabaseOptions, openDatabase } from "./database.js";
export * from "./generated/prisma/client.js";
export {
  applyMigrations,
  type MigrateOptions,
  type Migration,
  readMigrations,
  type SqlRunner,
  UnknownMigrationsError,
} from "./migrate.js";
export { openSqlConnection, type SqlConnection } from "./sql-connection.js";
