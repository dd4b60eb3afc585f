import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { type DiffTarget, SchemaEngine } from "@prisma/schema-engine-wasm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { migrationsDir, repoRoot } from "../src/testing/paths.js";

// Prisma's schema engine in WebAssembly, on an in-memory PGlite as its shadow database. The CLI's
// native engine cannot be downloaded here, and this needs no server and no download at all.

export const schemaPath = join(repoRoot, "prisma", "schema.prisma");

export function schemaTarget(): DiffTarget {
  return { tag: "schemaDatamodel", files: [{ path: schemaPath, content: readFileSync(schemaPath, "utf8") }] };
}

export function migrationsTarget(): DiffTarget {
  const names = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const lockPath = join(migrationsDir, "migration_lock.toml");
  return {
    tag: "migrations",
    baseDir: migrationsDir,
    lockfile: { path: lockPath, content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => {
      const file = join(migrationsDir, name, "migration.sql");
      return {
        path: join(migrationsDir, name),
        migrationFile: {
          path: file,
          content: existsSync(file)
            ? { tag: "ok" as const, value: readFileSync(file, "utf8") }
            : { tag: "error" as const, value: "missing" },
        },
      };
    }),
  };
}

/** The SQL that takes a database from the migrations' end state to the schema ("" when none). */
export async function diffMigrationsToSchema(): Promise<string> {
  const pglite = new PGlite();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(pglite));
  const schema = schemaTarget();
  const files = schema.tag === "schemaDatamodel" ? schema.files : [];
  const engine = await SchemaEngine.new(
    { datamodels: files.map((file) => [file.path, file.content] as [string, string]) },
    () => undefined,
    adapter,
  );
  try {
    const result = await engine.diff({
      from: migrationsTarget(),
      to: schema,
      script: true,
      exitCode: true,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.exitCode === 2 ? (result.stdout ?? "") : "";
  } finally {
    engine.free();
    await pglite.close();
  }
}
