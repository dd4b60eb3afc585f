import type { PrismaClient } from "@jugendclub/db";
import { InvalidInputError } from "../errors.js";
import { delegateOf, orderOf } from "./registry.js";

// Order by hand: the one home of its rules. Which tables are ordered, and within which groups,
// is the registry's `ordered`; here is what follows from it: a new row goes last in its group,
// a row moved to another group (a sponsor made a main sponsor) goes last there, a new order
// takes every id of its scope exactly once, and the `position` a reader gets is the row's rank
// among the rows that reader can see.

interface OrderDelegate {
  aggregate(args: object): Promise<{ _max: { position: number | null } }>;
  findMany(args: object): Promise<Record<string, unknown>[]>;
  findUnique(args: object): Promise<Record<string, unknown> | null>;
}

const delegate = (prisma: PrismaClient, table: string) =>
  (prisma as unknown as Record<string, OrderDelegate>)[delegateOf(table)] as OrderDelegate;

function orderOrThrow(table: string) {
  const order = orderOf(table);
  if (!order) throw new Error(`${table} is not ordered by hand (content/registry.ts)`);
  return order;
}

/**
 * Each row's place in its group among the rows `prisma` can see: 0, 1, 2, ... by stored position,
 * then id (the lists' order). The stored position counts every row, drafts and sponsors outside
 * their period too: a visitor's client (content/visibility.ts) does not see those, so a visitor's
 * positions leave no gaps that would tell how many rows are hidden. An admin's client sees every
 * row, so an admin's positions keep the stored order. Keyed by id.
 */
export async function ranks(
  prisma: PrismaClient,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<Map<number, number>> {
  const { within } = orderOrThrow(table);
  const rank = new Map<number, number>();
  if (rows.length === 0) return rank;
  const groupOf = (row: Record<string, unknown>) => JSON.stringify(within.map((column) => row[column]));
  const groups = new Map(rows.map((row) => [groupOf(row), Object.fromEntries(within.map((c) => [c, row[c]]))]));
  const select = { id: true, ...Object.fromEntries(within.map((column) => [column, true])) };
  const seen = await delegate(prisma, table).findMany({
    where: within.length === 0 ? {} : { OR: [...groups.values()] },
    select,
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  const counters = new Map<string, number>();
  for (const row of seen) {
    const group = groupOf(row);
    const next = counters.get(group) ?? 0;
    counters.set(group, next + 1);
    rank.set(row.id as number, next);
  }
  return rank;
}

/** The position after every row of the same group (`within` values taken from `values`). */
export async function nextPosition(
  prisma: PrismaClient,
  table: string,
  values: Record<string, unknown>,
): Promise<number> {
  const where = Object.fromEntries(orderOrThrow(table).within.map((column) => [column, values[column]]));
  const { _max } = await delegate(prisma, table).aggregate({ where, _max: { position: true } });
  return (_max.position ?? -1) + 1;
}

/**
 * The position a write adds to its data: a create without one goes last; an update that moves the
 * row to another group without one goes last there; otherwise none.
 */
export async function positionFor(
  prisma: PrismaClient,
  table: string,
  data: Record<string, unknown>,
  id?: number,
): Promise<{ position?: number }> {
  const order = orderOf(table);
  if (!order || data.position !== undefined) return {};
  if (id === undefined) return { position: await nextPosition(prisma, table, data) };
  const moved = order.within.filter((column) => data[column] !== undefined);
  if (moved.length === 0) return {};
  const select = Object.fromEntries(order.within.map((column) => [column, true]));
  const current = await delegate(prisma, table).findUnique({ where: { id }, select });
  if (!current || moved.every((column) => current[column] === data[column])) return {};
  return { position: await nextPosition(prisma, table, { ...current, ...data }) };
}

const listed = (ids: number[]) => ids.slice(0, 10).join(", ") + (ids.length > 10 ? " …" : "");

/**
 * Sets the order of one scope (every row, or the rows of `scope`'s parent): `ids` must name each
 * of its rows exactly once. Positions are numbered 0, 1, 2, ... within each group.
 */
export async function reorder(
  prisma: PrismaClient,
  table: string,
  ids: number[],
  scopeValue?: number,
): Promise<number[]> {
  const order = orderOrThrow(table);
  const seen = new Set<number>();
  const doubled: number[] = [];
  for (const id of ids) {
    if (seen.has(id)) doubled.push(id);
    seen.add(id);
  }
  if (doubled.length > 0) {
    throw new InvalidInputError(
      "ids",
      `Diese IDs stehen mehrmals in der Reihenfolge: ${listed([...new Set(doubled)])}. Bitte jede ID genau einmal senden.`,
    );
  }
  const where = order.scope && scopeValue !== undefined ? { [order.scope]: scopeValue } : {};
  const select = { id: true, ...Object.fromEntries(order.within.map((column) => [column, true])) };
  const rows = await delegate(prisma, table).findMany({ where, select });
  const byId = new Map(rows.map((row) => [row.id as number, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new InvalidInputError(
      "ids",
      `Diese IDs gibt es hier nicht: ${listed(unknown)}. Bitte die Liste neu laden und die Reihenfolge noch einmal setzen.`,
    );
  }
  const missing = rows.map((row) => row.id as number).filter((id) => !seen.has(id));
  if (missing.length > 0) {
    throw new InvalidInputError(
      "ids",
      `In der Reihenfolge fehlen diese IDs: ${listed(missing)}. Bitte alle Einträge in ihrer neuen Reihenfolge senden.`,
    );
  }
  const counters = new Map<string, number>();
  const positions = ids.map((id) => {
    const row = byId.get(id) as Record<string, unknown>;
    const group = JSON.stringify(order.within.map((column) => row[column]));
    const next = counters.get(group) ?? 0;
    counters.set(group, next + 1);
    return next;
  });
  if (ids.length > 0) {
    // One statement: the table's name comes from the registry, the values are parameters.
    await prisma.$executeRawUnsafe(
      `UPDATE "${table}" AS t SET "position" = o.n, "updatedAt" = now()
         FROM unnest($1::int[], $2::int[]) AS o(id, n) WHERE t.id = o.id`,
      ids,
      positions,
    );
  }
  return ids;
}
