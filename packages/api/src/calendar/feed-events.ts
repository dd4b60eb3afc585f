// What the calendar feeds read from the database: the events of a feed, one event, a category.

import { Prisma, type PrismaClient } from "@jugendclub/db";
import { startOn } from "../recurrence.js";
import { storedRule } from "../services/event-occurrences.js";
import type { CalendarEvent } from "./ical-document.js";

/** A feed holds every upcoming event and those of this many past days. */
export const FEED_PAST_DAYS = 90;

const select = {
  id: true,
  title: true,
  description: true,
  date: true,
  endDate: true,
  location: true,
  sequence: true,
  recurrence: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { name: true } },
} satisfies Prisma.EventSelect;

type Row = Prisma.EventGetPayload<{ select: typeof select }>;

const toCalendarEvent = (row: Row): CalendarEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  location: row.location,
  category: row.category.name,
  start: row.date,
  end: row.endDate,
  recurrence: storedRule(row.recurrence),
  sequence: row.sequence,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * A feed's events, soonest first: those still to come and those of the last FEED_PAST_DAYS days
 * (by start, or by end for a long event that is still on), of one category or all.
 */
export async function feedEvents(prisma: PrismaClient, now: Date, categoryId?: number): Promise<CalendarEvent[]> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const rows = await prisma.event.findMany({
    select,
    where: {
      OR: [
        { date: { gte: since } },
        { endDate: { gte: since } },
        // A series is in the feed while its last date is within the same window.
        { NOT: { recurrence: { equals: Prisma.DbNull } } },
      ],
      ...(categoryId === undefined ? {} : { categoryId }),
    },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
  return rows
    .map(toCalendarEvent)
    .filter((event) => !event.recurrence || startOn(event.start, event.recurrence.until) >= since);
}

/** One event for its own .ics, whenever it is; null when there is no such event. */
export async function calendarEvent(prisma: PrismaClient, id: number): Promise<CalendarEvent | null> {
  const row = await prisma.event.findUnique({ where: { id }, select });
  return row ? toCalendarEvent(row) : null;
}

const MAX_ID = 2_147_483_647;

/** A category by its id or its name (any case); null when neither names one. */
export async function findEventCategory(
  prisma: PrismaClient,
  key: string,
): Promise<{ id: number; name: string } | null> {
  const trimmed = key.trim();
  if (!trimmed) return null;
  if (/^\d{1,10}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= MAX_ID) {
    const byId = await prisma.eventCategory.findUnique({
      where: { id: Number(trimmed) },
      select: { id: true, name: true },
    });
    if (byId) return byId;
  }
  return prisma.eventCategory.findFirst({
    where: { name: { equals: trimmed, mode: "insensitive" } },
    select: { id: true, name: true },
  });
}
