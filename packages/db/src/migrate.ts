import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The two things the migrator needs from a database connection. */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  exec(sql: string): Promise<void>;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** Reads prisma/migrations/<name>/migration.sql in name order, as Prisma lays them out. */
export function readMigrations(migrationsDir: string): Migration[] {
  if (!existsSync(migrationsDir)) throw new Error(`No migrations folder at ${migrationsDir}`);
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export interface MigrateOptions {
  /** Stop after this migration (a restore first builds the schema its backup was made on). */
  until?: string | undefined;
  /** false: the caller holds a transaction around everything (no BEGIN/COMMIT per migration). */
  ownTransactions?: boolean | undefined;
}

// The same bookkeeping table Prisma Migrate keeps, so `prisma migrate status` agrees with us.
const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/**
 * Applies every migration not yet recorded, each in its own transaction, and returns the names
 * it applied. Idempotent. Refuses to go on when an applied migration's file was changed since.
 * Callers serialise concurrent runs (an advisory lock on PostgreSQL; PGlite has one connection).
 */
export async function applyMigrations(
  db: SqlRunner,
  migrationsDir: string,
  options: MigrateOptions = {},
): Promise<string[]> {
  const all = readMigrations(migrationsDir);
  const last = options.until === undefined ? all.length : all.findIndex((m) => m.name === options.until) + 1;
  if (last === 0) throw new Error(`No migration named ${options.until}`);
  const migrations = all.slice(0, last);
  // Inside a caller's transaction (a restore), each migration runs in a savepoint-free sequence.
  const own = options.ownTransactions ?? true;
  await db.exec(BOOKKEEPING);
  const rows = await db.query(
    `SELECT "migration_name", "checksum" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
  );
  const applied = new Map(rows.map((row) => [String(row.migration_name), String(row.checksum)]));
  const done: string[] = [];
  for (const migration of migrations) {
    const previous = applied.get(migration.name);
    if (previous !== undefined) {
      if (previous !== migration.checksum) {
        throw new Error(
          `Migration ${migration.name} was changed after it was applied. Restore its migration.sql and add a new migration instead.`,
        );
      }
      continue;
    }
    if (own) await db.exec("BEGIN");
    try {
      await db.exec(migration.sql);
      await db.query(
        `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "applied_steps_count") VALUES ($1, $2, now(), $3, 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      if (own) await db.exec("COMMIT");
    } catch (error) {
      if (own) await db.exec("ROLLBACK").catch(() => undefined);
      throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : error}`);
    }
    done.push(migration.name);
  }
  return done;
}
