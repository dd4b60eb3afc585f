/**
 * What a migrated template holds besides its tables: the rows its migrations insert and where its
 * sequences stand. A worker's database is reset to it between test files (createTestDatabase).
 */
export interface TemplateSnapshot {
  /** Every table but the migrations' own, quoted. */
  tables: string[];
  /** The rows of the tables that have any, as JSON arrays. */
  rows: { table: string; json: string }[];
  /** Sequences the migrations advanced, and their value. */
  sequences: { sequence: string; value: string }[];
}

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export async function takeSnapshot(query: Query): Promise<TemplateSnapshot> {
  const tables = (
    await query(
      `SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
    )
  ).map((row) => String(row.t));
  const rows: TemplateSnapshot["rows"] = [];
  for (const table of tables) {
    const [row] = await query(`SELECT json_agg(t)::text AS j FROM public.${table} t`);
    if (row?.j) rows.push({ table, json: String(row.j) });
  }
  const sequences = (
    await query(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS s, last_value::text AS v FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL`,
    )
  ).map((row) => ({ sequence: String(row.s), value: String(row.v) }));
  return { tables, rows, sequences };
}

/**
 * One script that empties every table (TRUNCATE, identities restarted) and puts the template's rows
 * and sequence values back; triggers (the content version's) stay quiet while it runs.
 */
export function resetSql(snapshot: TemplateSnapshot): string {
  const quote = (text: string) => {
    let tag = "jc";
    while (text.includes(`$${tag}$`)) tag += "x";
    return `$${tag}$${text}$${tag}$`;
  };
  return [
    "BEGIN",
    "SET LOCAL session_replication_role = replica",
    `TRUNCATE ${snapshot.tables.map((t) => `public.${t}`).join(", ")} RESTART IDENTITY CASCADE`,
    ...snapshot.rows.map(
      ({ table, json }) =>
        `INSERT INTO public.${table} SELECT * FROM json_populate_recordset(NULL::public.${table}, ${quote(json)})`,
    ),
    ...snapshot.sequences.map(({ sequence, value }) => `SELECT setval(${quote(sequence)}, ${Number(value)}, true)`),
    "COMMIT",
  ].join(";\n");
}
