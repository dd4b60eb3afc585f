import { Prisma, type PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { contentStore, type WriteContext, type WriteMode, withoutUndefined } from "../content/store.js";
import { storedTranslations } from "../content/translations.js";
import { InvalidInputError } from "../errors.js";
import type { EventInput, EventOutput, EventsOverviewOutput } from "../schemas/events.js";
import { readSettings, storedSettings } from "../signups/settings.js";
import {
  expandEvents,
  mergeSorted,
  oncePerSeries,
  pastOccurrences,
  seriesIn,
  storedRule,
  upcomingOccurrences,
} from "./event-occurrences.js";
import { detachOccurrence, splitSeriesAtNow, writeRecurrence } from "./event-series.js";
import { variantsByPath } from "./images.js";

type Input = z.output<typeof EventInput>;

const select = {
  id: true,
  title: true,
  description: true,
  date: true,
  endDate: true,
  location: true,
  imageUrl: true,
  featured: true,
  recurrence: true,
  signup: true,
  categoryId: true,
  createdAt: true,
  updatedAt: true,
  status: true,
  publishAt: true,
  translations: true,
  category: { select: { name: true } },
} satisfies Prisma.EventSelect;

type Row = Prisma.EventGetPayload<{ select: typeof select }>;

async function toOutputs(prisma: PrismaClient, rows: Row[]): Promise<EventOutput[]> {
  const variants = await variantsByPath(
    prisma,
    rows.map((row) => row.imageUrl),
  );
  return rows.map(
    ({ category, date, endDate, createdAt, updatedAt, publishAt, recurrence, signup, translations, ...row }) => ({
      ...row,
      recurrence: storedRule(recurrence),
      signup: readSettings(signup),
      occurrenceOf: null,
      occurrence: null,
      translations: storedTranslations(translations),
      publishAt: publishAt?.toISOString() ?? null,
      category: category.name,
      date: date.toISOString(),
      endDate: endDate?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      imageVariants: (row.imageUrl && variants.get(row.imageUrl)) || [],
    }),
  );
}

/** The home page's highlights: featured events still to come (a series once, by its next date), soonest first, at most `limit`. */
export async function listFeaturedEvents(prisma: PrismaClient, now: Date, limit: number): Promise<EventOutput[]> {
  const [once, series] = await Promise.all([
    events.list(
      { prisma },
      { where: { featured: true, recurrence: { equals: Prisma.DbNull }, date: { gte: now } }, take: limit },
    ),
    recurringSeries(prisma, { featured: true }),
  ]);
  return mergeSorted(once, oncePerSeries(upcomingOccurrences(series, now)), limit, "asc");
}

/** Every series (their occurrences are worked out in memory: at most 200 each). */
function recurringSeries(prisma: PrismaClient, where: Prisma.EventWhereInput = {}): Promise<EventOutput[]> {
  return events.list({ prisma }, { where: { ...where, NOT: { recurrence: { equals: Prisma.DbNull } } } });
}

/** The public list: every event, a series as each of its occurrences, soonest first. */
export async function listEventOccurrences(prisma: PrismaClient): Promise<EventOutput[]> {
  return expandEvents(await events.list({ prisma }));
}

/** Events per part of the events page when the client asks for no number. */
export const OVERVIEW_PAGE = 12;

/**
 * The events page's first screen: the next upcoming events and the most recent past ones, each with
 * its total, the overall total and the categories in use. Its cost follows the numbers asked for,
 * not the number of events stored.
 */
export async function eventsOverview(
  prisma: PrismaClient,
  now: Date,
  limits: { upcoming?: number; past?: number } = {},
): Promise<EventsOverviewOutput> {
  const once = { recurrence: { equals: Prisma.DbNull } } satisfies Prisma.EventWhereInput;
  const [upcoming, past, upcomingTotal, pastTotal, categories, series] = await Promise.all([
    prisma.event.findMany({
      select,
      where: { ...once, date: { gte: now } },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      take: limits.upcoming ?? OVERVIEW_PAGE,
    }),
    prisma.event.findMany({
      select,
      where: { ...once, date: { lt: now } },
      orderBy: [{ date: "desc" }, { id: "desc" }],
      take: limits.past ?? OVERVIEW_PAGE,
    }),
    prisma.event.count({ where: { ...once, date: { gte: now } } }),
    prisma.event.count({ where: { ...once, date: { lt: now } } }),
    prisma.eventCategory.findMany({ where: { events: { some: { deletedAt: null } } }, select: { name: true } }),
    recurringSeries(prisma),
  ]);
  const outputs = await toOutputs(prisma, [...upcoming, ...past]);
  // A series counts and lists once, merged with the one-off events by start: by its next date
  // while it has one, else by its last (its page lists its dates; the feeds keep every one).
  const coming = oncePerSeries(upcomingOccurrences(series, now));
  const gone = oncePerSeries(pastOccurrences(series, now), seriesIn(coming));
  return {
    total: upcomingTotal + pastTotal + coming.length + gone.length,
    categories: categories.map((c) => c.name).sort((a, b) => a.localeCompare(b, "de-LU")),
    upcoming: {
      items: mergeSorted(outputs.slice(0, upcoming.length), coming, limits.upcoming ?? OVERVIEW_PAGE, "asc"),
      total: upcomingTotal + coming.length,
    },
    past: {
      items: mergeSorted(outputs.slice(upcoming.length), gone, limits.past ?? OVERVIEW_PAGE, "desc"),
      total: pastTotal + gone.length,
    },
  };
}

/** The category an event goes in: by id, by name (created when new), or the default 'Aner'. */
async function resolveCategory(
  prisma: PrismaClient,
  input: { categoryId?: number | null; category?: string | null },
): Promise<number> {
  if (input.categoryId) {
    const found = await prisma.eventCategory.findUnique({ where: { id: input.categoryId }, select: { id: true } });
    if (!found) throw new InvalidInputError("categoryId", "Diese Kategorie gibt es nicht");
    return found.id;
  }
  const name = input.category?.trim();
  if (name) {
    const found = await prisma.eventCategory.findFirst({
      where: { name: { equals: name, mode: "insensitive" } },
      select: { id: true },
    });
    if (found) return found.id;
    // INSERT … ON CONFLICT DO NOTHING, then read: two events naming the same new category at once
    // both get it (an upsert with nothing to update races into a unique violation on PostgreSQL).
    await prisma.eventCategory.createMany({ data: [{ name }], skipDuplicates: true });
    const created = await prisma.eventCategory.findUniqueOrThrow({ where: { name }, select: { id: true } });
    return created.id;
  }
  const fallback = await prisma.eventCategory.findFirstOrThrow({ where: { isDefault: true }, select: { id: true } });
  return fallback.id;
}

/** An event may not end before it starts; with PATCH, the side not sent is the stored one. */
async function assertEndAfterStart(prisma: PrismaClient, input: Partial<Input>, id: number | undefined) {
  if (input.endDate === undefined && input.date === undefined) return;
  const stored =
    id !== undefined && (input.endDate === undefined || input.date === undefined)
      ? await prisma.event.findUnique({ where: { id }, select: { date: true, endDate: true } })
      : null;
  const start = input.date !== undefined ? new Date(input.date) : stored?.date;
  const end = input.endDate !== undefined ? (input.endDate ? new Date(input.endDate) : null) : stored?.endDate;
  if (start && end && end < start) {
    throw new InvalidInputError(input.endDate !== undefined ? "endDate" : "date", "Das Ende liegt vor dem Beginn");
  }
}

/**
 * The row's values; PUT and create also set the category (by id, by name, or 'Aner'), PATCH only
 * when sent. Every change moves the event's sequence on, which calendars read; an empty PATCH
 * leaves it.
 */
async function toData(prisma: PrismaClient, input: Partial<Input>, mode: WriteMode, id?: number) {
  await assertEndAfterStart(prisma, input, id);
  const data: Prisma.EventUncheckedUpdateInput = {};
  if (input.title !== undefined) data.title = input.title;
  if (input.description !== undefined) data.description = input.description;
  if (input.date !== undefined) data.date = new Date(input.date);
  if (input.endDate !== undefined) data.endDate = input.endDate ? new Date(input.endDate) : null;
  if (input.location !== undefined) data.location = input.location;
  if (input.imageUrl !== undefined) data.imageUrl = input.imageUrl;
  if (input.featured !== undefined) data.featured = input.featured;
  if (input.recurrence !== undefined || (mode === "replace" && input.recurrence === undefined)) {
    data.recurrence = await writeRecurrence(prisma, input, id);
  }
  if (input.signup !== undefined) data.signup = input.signup === null ? Prisma.DbNull : storedSettings(input.signup);
  if (mode !== "merge" || input.categoryId !== undefined || input.category !== undefined) {
    data.categoryId = await resolveCategory(prisma, input);
  }
  // A series that has begun keeps its past occurrences as they were (event-series.ts).
  if (mode !== "create" && id !== undefined) await splitSeriesAtNow(prisma, id, data as never, new Date());
  // A PATCH that sends nothing changes nothing, not even the sequence.
  if (mode !== "create" && Object.keys(data).length > 0) data.sequence = { increment: 1 };
  return data;
}

/** Every event, soonest first (the web app splits upcoming and past). */
export const events = contentStore<Row, EventOutput, Input>({
  table: "Event",
  select,
  notFound: "Event nicht gefunden",
  orderBy: [{ date: "asc" }, { id: "asc" }],
  toOutputs,
  toData,
});

/**
 * One occurrence of a series changed on its own (PATCH /events/{id}/occurrences/{date}): it
 * leaves the series and becomes a one-off event with the series' fields and the changes.
 */
export async function updateOccurrence(
  ctx: WriteContext,
  id: number,
  date: string,
  patch: Partial<Input>,
): Promise<EventOutput> {
  const { date: start, endDate, publishAt, ...fields } = await detachOccurrence(ctx.prisma, id, date);
  return events.create(ctx, {
    ...(fields as Omit<Input, "date">),
    date: start.toISOString(),
    endDate: endDate?.toISOString() ?? null,
    publishAt: publishAt ? new Date(publishAt).toISOString() : null,
    recurrence: null,
    ...withoutUndefined(patch),
  } as Input);
}
