import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsDir } from "../src/testing/paths.js";
import { withTriggers } from "./content-version.js";
import { diffMigrationsToSchema } from "./schema-engine.js";

// pnpm db:migration:create <name>: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// the SQL that brings the existing migrations up to prisma/schema.prisma, and the content-version
// trigger of each new table whose model is marked `/// @content-version` (content-version.ts).
const name = (process.argv[2] ?? "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("Usage: pnpm db:migration:create <name>, for example add_event_tags");
  process.exit(2);
}
const sql = await diffMigrationsToSchema();
if (!sql.trim()) {
  console.log("The migrations already match prisma/schema.prisma: nothing to create.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "migration.sql"), withTriggers(sql));
console.log(`Created ${dir}/migration.sql. Read it, then commit it with the schema change.`);
