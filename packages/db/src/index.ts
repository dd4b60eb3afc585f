export { type Database, type DatabaseKind, type DatabaseOptions, openDatabase } from "./database.js";
export * from "./generated/prisma/client.js";
export { applyMigrations, type Migration, readMigrations, type SqlRunner } from "./migrate.js";
