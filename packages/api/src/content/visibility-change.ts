import type { PrismaClient } from "@jugendclub/db";
import { luxembourgOffsetMinutes } from "../luxembourg-date.js";
import { CONTENT_TABLES, delegateOf } from "./registry.js";

// When what a visitor sees changes by the clock alone, with no write: an item's publishAt comes,
// a sponsor's period begins or ends. The response cache keeps no answer past that moment, so a
// scheduled item is never hidden after its time (apps/server/src/api/response-cache.ts).

const DAY = 86_400_000;

interface Delegate {
  aggregate(args: object): Promise<{ _min: Record<string, Date | null> }>;
  findMany(args: object): Promise<Record<string, Date>[]>;
}

/** Midnight in Luxembourg at the start of a day (stored as midnight UTC), as an instant. */
function luxembourgMidnight(day: Date): Date {
  return new Date(day.getTime() - luxembourgOffsetMinutes(day) * 60_000);
}

/** The next moment after `now` at which a visitor's view changes by time alone; null: none known. */
export async function nextVisibilityChange(prisma: PrismaClient, now: Date): Promise<Date | null> {
  const delegates = prisma as unknown as Record<string, Delegate>;
  const moments: Date[] = [];
  for (const entry of CONTENT_TABLES) {
    if (!("visibility" in entry) || entry.visibility !== "publishable") continue;
    const delegate = delegates[delegateOf(entry.table)] as Delegate;
    const found = await delegate.aggregate({ _min: { publishAt: true }, where: { publishAt: { gt: now } } });
    if (found._min.publishAt) moments.push(found._min.publishAt);
  }
  // A sponsor's period is days of Luxembourg's calendar: it begins at the first day's midnight
  // there (one or two hours before midnight UTC) and ends at the midnight after its last day.
  // Of the two nearest days one may lie just behind: both are taken.
  const sponsor = delegates[delegateOf("Sponsor")] as Delegate;
  for (const [column, shift] of [
    ["activeFrom", 0],
    ["activeUntil", DAY],
  ] as const) {
    const rows = await sponsor.findMany({
      where: { [column]: { gt: new Date(now.getTime() - shift - DAY) } },
      select: { [column]: true },
      distinct: [column],
      orderBy: { [column]: "asc" },
      take: 2,
    });
    for (const row of rows) moments.push(luxembourgMidnight(new Date((row[column] as Date).getTime() + shift)));
  }
  const future = moments.filter((m) => m.getTime() > now.getTime()).sort((a, b) => a.getTime() - b.getTime());
  return future[0] ?? null;
}
