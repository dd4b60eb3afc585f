export { type Database, type DatabaseKind, type DatabaseOptions, openDatabase } from "./database.js";
export * from "./generated/prisma/client.js";
export { applyMigrations, type MigrateOptions, type Migration, readMigrations, type SqlRunner } from "./migrate.js";
export { openSqlConnection, type SqlConnection } from "./sql-connection.js";
