import type { PrismaClient } from "@jugendclub/db";
import { luxembourgToday } from "../consent.js";
import { InvalidInputError } from "../errors.js";
import { TRASHABLE_TABLES } from "../trash/kinds.js";
import { CONTENT_TABLES, delegateOf, type Visibility } from "./registry.js";

// Drafts, scheduled publishing and sponsors' periods, in one place. A visitor's database client
// (visitorClient) filters every read of a table the registry marks with `visibility`, whatever
// the query: the public lists, an item by id, the events page's overview, the calendar feeds, the
// sitemap, the share pictures and the server-rendered pages all read through it. Admins read
// through the plain client and see everything. What the filter cannot reach, services keep away
// themselves: a relation's _count counts hidden rows (count through the related table's own
// delegate instead, e.g. event.groupBy), and a stored `position` counts hidden rows too
// (content/order.ts gives every output its rank among the rows the reader can see).

/** A table's registry entry, as far as visibility goes. */
const entryOf = (table: string) =>
  CONTENT_TABLES.find((t) => t.table === table) as { visibility?: Visibility; period?: boolean } | undefined;

/** Who may see a table's rows, as the registry says; undefined: everybody. */
function visibilityOf(table: string): Visibility | undefined {
  return entryOf(table)?.visibility;
}

/** Whether a table's rows have a period of days (a sponsor's) besides publishing. */
const hasPeriod = (table: string) => entryOf(table)?.period === true;

/** The Prisma filter of the rows a visitor may see in a table at `now`; undefined: every row. */
export function visibleWhere(table: string, now: Date): Record<string, unknown> | undefined {
  const visibility = visibilityOf(table);
  if (!visibility) return undefined;
  if (visibility !== "publishable") {
    const related = visibleWhere(visibility.table, now) ?? {};
    return "someOf" in visibility ? { [visibility.someOf]: { some: related } } : { [visibility.through]: related };
  }
  const published = {
    // In the trash (trash/): gone, also where a relation's filter reaches it (an event's category).
    ...(TRASHABLE_TABLES.includes(table) ? { deletedAt: null } : {}),
    status: "published",
    OR: [{ publishAt: null }, { publishAt: { lte: now } }],
  };
  if (!hasPeriod(table)) return published;
  // A sponsor's period is in days of Luxembourg's calendar, both ends included.
  const today = new Date(`${luxembourgToday(now)}T00:00:00Z`);
  return {
    AND: [
      published,
      { OR: [{ activeFrom: null }, { activeFrom: { lte: today } }] },
      { OR: [{ activeUntil: null }, { activeUntil: { gte: today } }] },
    ],
  };
}

const READS = new Set([
  "findMany",
  "findFirst",
  "findFirstOrThrow",
  "findUnique",
  "findUniqueOrThrow",
  "count",
  "aggregate",
  "groupBy",
]);

/**
 * The database as a visitor sees it: reads of drafts, of items scheduled for later and of
 * sponsors outside their period find nothing. Writes are untouched (the contact form writes).
 */
export function visitorClient(prisma: PrismaClient, now: () => Date = () => new Date()): PrismaClient {
  const filtered = CONTENT_TABLES.map((t) => t.table).filter((table) => visibilityOf(table));
  const query = Object.fromEntries(
    filtered.map((table) => [
      delegateOf(table),
      {
        $allOperations({
          operation,
          args,
          query: run,
        }: {
          operation: string;
          args: { where?: Record<string, unknown> };
          query: (args: unknown) => Promise<unknown>;
        }) {
          const visible = READS.has(operation) ? visibleWhere(table, now()) : undefined;
          if (!visible) return run(args);
          const where = args.where ?? {};
          const and = Array.isArray(where.AND) ? where.AND : where.AND ? [where.AND] : [];
          return run({ ...args, where: { ...where, AND: [...and, visible] } });
        },
      },
    ]),
  );
  // The query map is built from the registry, which TypeScript cannot follow model by model.
  return prisma.$extends({ query } as unknown as Parameters<PrismaClient["$extends"]>[0]) as unknown as PrismaClient;
}

/** The columns publishing adds to a table's rows, which the content store reads and writes. */
export function publishingColumns(table: string): string[] {
  if (visibilityOf(table) !== "publishable") return [];
  return hasPeriod(table) ? ["status", "publishAt", "activeFrom", "activeUntil"] : ["status", "publishAt"];
}

const DAY_COLUMNS = new Set(["activeFrom", "activeUntil"]);

/** Input to data: ISO strings become dates (days at midnight UTC); null clears; absent leaves. */
export function publishingData(columns: string[], input: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const column of columns) {
    const value = input[column];
    if (value === undefined) continue;
    if (column === "status" || value === null) data[column] = value;
    else data[column] = new Date(DAY_COLUMNS.has(column) ? `${value}T00:00:00Z` : String(value));
  }
  // A draft has no publication time: one sent with a draft schedules it (published from that
  // time, as the admin asked), and a draft sent without one drops a stored time, so that no row
  // is ever a draft that promises a date and never goes live (the migration scheduled_drafts).
  if (input.status === "draft") {
    if (typeof input.publishAt === "string") data.status = "published";
    else data.publishAt = null;
  }
  return data;
}

/** Row to output: dates as ISO date-times, days as YYYY-MM-DD. */
export function publishingOutput<T extends Record<string, unknown>>(columns: string[], row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const column of columns) {
    const value = row[column];
    if (value instanceof Date) {
      out[column] = DAY_COLUMNS.has(column) ? value.toISOString().slice(0, 10) : value.toISOString();
    }
  }
  return out as T;
}

/**
 * A sponsor's period ends on or after the day it starts: otherwise a 400 at 'Aktiv bis'. A write
 * that sends one end is checked against the other as stored.
 */
export async function checkPeriod(
  prisma: PrismaClient,
  table: string,
  data: Record<string, unknown>,
  id?: number,
): Promise<void> {
  if (!publishingColumns(table).includes("activeUntil")) return;
  if (data.activeFrom === undefined && data.activeUntil === undefined) return;
  let { activeFrom: from, activeUntil: until } = data;
  if ((from === undefined || until === undefined) && id !== undefined) {
    const delegate = (prisma as unknown as Record<string, { findUnique(args: object): Promise<unknown> }>)[
      delegateOf(table)
    ];
    const stored = (await delegate?.findUnique({
      where: { id },
      select: { activeFrom: true, activeUntil: true },
    })) as { activeFrom: Date | null; activeUntil: Date | null } | null;
    if (from === undefined) from = stored?.activeFrom;
    if (until === undefined) until = stored?.activeUntil;
  }
  if (from instanceof Date && until instanceof Date && until < from) {
    throw new InvalidInputError("activeUntil", "„Aktiv bis“ darf nicht vor „Aktiv vom“ liegen.");
  }
}
