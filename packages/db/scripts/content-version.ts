import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsDir, repoRoot } from "../src/testing/paths.js";

// The content-version trigger (migration 20261123020000_content_version): every write to a table
// whose rows visitors see moves the version on, and every server drops its kept public answers. A
// model says so in schema.prisma with the doc line `/// @content-version`; `pnpm
// db:migration:create` writes the trigger of such a model's new table into the migration, and
// `pnpm db:migration:check` fails while a marked model has no trigger in the migrations (or an
// unmarked one has), so the line by hand can be neither forgotten nor put on the wrong table.

export const MARK = "/// @content-version";

/** The models of schema.prisma marked with MARK in their doc comment. */
export function versionedModels(schema = readFileSync(join(repoRoot, "prisma", "schema.prisma"), "utf8")): string[] {
  const models: string[] = [];
  let docs: string[] = [];
  for (const line of schema.split("\n").map((l) => l.trim())) {
    const model = /^model\s+(\w+)\s*\{/.exec(line);
    if (model?.[1] && docs.includes(MARK)) models.push(model[1]);
    docs = line.startsWith("///") ? [...docs, line] : [];
  }
  return models;
}

/** The trigger that moves the content version on with every write to a table. */
export const triggerSql = (table: string) =>
  `CREATE TRIGGER "${table}_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"\n` +
  `  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();\n`;

/** The tables a migration's SQL creates. */
export const createdTables = (sql: string) => [...sql.matchAll(/CREATE TABLE "(\w+)"/g)].map((m) => m[1] as string);

/** The SQL with the trigger of each marked model's table it creates appended. */
export function withTriggers(sql: string, marked = versionedModels()): string {
  const tables = createdTables(sql).filter((table) => marked.includes(table));
  if (tables.length === 0) return sql;
  return `${sql.trimEnd()}\n\n-- Visitors see these rows (schema.prisma: ${MARK}): each write moves the content version on.\n${tables.map(triggerSql).join("")}`;
}

/** The tables with the trigger once every migration has run (created, and not dropped after). */
export function triggeredTables(): string[] {
  const tables = new Set<string>();
  for (const dir of readdirSync(migrationsDir).sort()) {
    let sql: string;
    try {
      sql = readFileSync(join(migrationsDir, dir, "migration.sql"), "utf8");
    } catch {
      continue;
    }
    for (const m of sql.matchAll(/(CREATE|DROP) TRIGGER (?:IF EXISTS )?"(\w+)_content_version"/g)) {
      if (m[1] === "CREATE") tables.add(m[2] as string);
      else tables.delete(m[2] as string);
    }
  }
  return [...tables].sort();
}

/** What is wrong between the marks and the migrations' triggers, one sentence each. */
export function triggerProblems(marked = versionedModels(), triggered = triggeredTables()): string[] {
  return [
    ...marked
      .filter((model) => !triggered.includes(model))
      .map((model) => `${model} is marked ${MARK} but no migration creates its trigger:\n${triggerSql(model)}`),
    ...triggered
      .filter((table) => !marked.includes(table))
      .map((table) => `${table} has the content-version trigger but its model in schema.prisma lacks ${MARK}.`),
  ];
}
