import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { contentStore, type WriteMode } from "../content/store.js";
import { storedTranslations } from "../content/translations.js";
import { InvalidInputError } from "../errors.js";
import type { EventInput, EventOutput, EventsOverviewOutput } from "../schemas/events.js";
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
  return rows.map(({ category, date, endDate, createdAt, updatedAt, publishAt, translations, ...row }) => ({
    ...row,
    translations: storedTranslations(translations),
    publishAt: publishAt?.toISOString() ?? null,
    category: category.name,
    date: date.toISOString(),
    endDate: endDate?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    imageVariants: (row.imageUrl && variants.get(row.imageUrl)) || [],
  }));
}

/** The home page's highlights: featured events still to come, soonest first, at most `limit`. */
export function listFeaturedEvents(prisma: PrismaClient, now: Date, limit: number): Promise<EventOutput[]> {
  return events.list({ prisma }, { where: { featured: true, date: { gte: now } }, take: limit });
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
  const [upcoming, past, upcomingTotal, pastTotal, categories] = await Promise.all([
    prisma.event.findMany({
      select,
      where: { date: { gte: now } },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      take: limits.upcoming ?? OVERVIEW_PAGE,
    }),
    prisma.event.findMany({
      select,
      where: { date: { lt: now } },
      orderBy: [{ date: "desc" }, { id: "desc" }],
      take: limits.past ?? OVERVIEW_PAGE,
    }),
    prisma.event.count({ where: { date: { gte: now } } }),
    prisma.event.count({ where: { date: { lt: now } } }),
    prisma.eventCategory.findMany({ where: { events: { some: {} } }, select: { name: true } }),
  ]);
  const outputs = await toOutputs(prisma, [...upcoming, ...past]);
  return {
    total: upcomingTotal + pastTotal,
    categories: categories.map((c) => c.name).sort((a, b) => a.localeCompare(b, "de-LU")),
    upcoming: { items: outputs.slice(0, upcoming.length), total: upcomingTotal },
    past: { items: outputs.slice(upcoming.length), total: pastTotal },
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
    const created = await prisma.eventCategory.upsert({
      where: { name },
      create: { name },
      update: {},
      select: { id: true },
    });
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
  if (mode !== "merge" || input.categoryId !== undefined || input.category !== undefined) {
    data.categoryId = await resolveCategory(prisma, input);
  }
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
