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

/**
 * The database holds applied migrations this release does not have: it was last used by a newer
 * (or another) release. Running on a schema it does not know, a release answers errors or worse
 * (a draft event shown to visitors), so nothing is applied and the caller stops.
 */
export class UnknownMigrationsError extends Error {
  constructor(
    /** The unknown migrations, oldest first, with when they were applied. */
    readonly migrations: { name: string; appliedAt: Date | null }[],
    /** Every one sorts after this release's last migration: the data comes from a newer release. */
    readonly newer: boolean,
  ) {
    const last = migrations.at(-1) as { name: string; appliedAt: Date | null };
    const when = last.appliedAt ? `, from ${last.appliedAt.toISOString().slice(0, 16).replace("T", " ")} UTC` : "";
    super(
      newer
        ? `This data was last used by a newer release of the site (migration ${last.name}${when}), which this release does not know. It was left as it is. Go back to that release, or restore the backup made before the update.`
        : `This data was set up by another release of the site (migration ${last.name}${when}), which this release does not know. It was left as it is. Start the release it belongs to, or restore a backup made with this one.`,
    );
    this.name = "UnknownMigrationsError";
  }
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
    `SELECT "migration_name", "checksum", "finished_at" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
  );
  refuseUnknown(rows, all);
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

/** Stops before anything is applied when the database has migrations this release lacks. */
function refuseUnknown(rows: Record<string, unknown>[], known: Migration[]): void {
  const names = new Set(known.map((m) => m.name));
  const unknown = rows
    .filter((row) => !names.has(String(row.migration_name)))
    .map((row) => ({
      name: String(row.migration_name),
      appliedAt: row.finished_at ? new Date(row.finished_at as string | Date) : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (unknown.length === 0) return;
  const latest = known.at(-1)?.name ?? "";
  throw new UnknownMigrationsError(
    unknown,
    unknown.every((m) => m.name > latest),
  );
}
