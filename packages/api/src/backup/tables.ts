import { Prisma } from "@jugendclub/db";

/**
 * Every table of the schema, from the generated client's model list: a model added to
 * schema.prisma is in the next backup without any change here.
 */
export function schemaTables(): string[] {
  return Object.values(Prisma.ModelName);
}

export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

/**
 * The tables of the connected database's public schema, parents before children (by their
 * foreign keys), so rows can be inserted in this order.
 */
export async function tablesInLoadOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await db.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
    )
  ).map((row) => String(row.tablename));
  const edges = await db.query(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const edge of edges) {
    const child = String(edge.child);
    const parent = String(edge.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error("The tables' foreign keys form a cycle; they cannot be loaded in order");
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** Moves every id sequence past the largest id loaded, so the next insert gets a new id. */
export async function resetSequences(db: Queryable): Promise<void> {
  const columns = await db.query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
  );
  for (const row of columns) {
    const table = `"${String(row.table_name)}"`;
    const column = `"${String(row.column_name)}"`;
    await db.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT MAX(${column}) FROM ${table}), 0) + 1, false)`,
      [table, String(row.column_name)],
    );
  }
}
