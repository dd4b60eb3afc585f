import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { InvalidInputError, isRecordNotFound, NotFoundError } from "../errors.js";
import type { EventInput, EventOutput, EventsOverviewOutput } from "../schemas/events.js";
import { markAttached, variantsByPath } from "./images.js";

type Input = z.output<typeof EventInput>;

const select = {
  id: true,
  title: true,
  description: true,
  date: true,
  location: true,
  imageUrl: true,
  featured: true,
  categoryId: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { name: true } },
} satisfies Prisma.EventSelect;

type Row = Prisma.EventGetPayload<{ select: typeof select }>;

async function toOutputs(prisma: PrismaClient, rows: Row[]): Promise<EventOutput[]> {
  const variants = await variantsByPath(
    prisma,
    rows.map((row) => row.imageUrl),
  );
  return rows.map(({ category, date, createdAt, updatedAt, ...row }) => ({
    ...row,
    category: category.name,
    date: date.toISOString(),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    imageVariants: (row.imageUrl && variants.get(row.imageUrl)) || [],
  }));
}

const NOT_FOUND = "Event nicht gefunden";

/** Every event, soonest first (the web app splits upcoming and past). */
export async function listEvents(prisma: PrismaClient): Promise<EventOutput[]> {
  return toOutputs(prisma, await prisma.event.findMany({ select, orderBy: [{ date: "asc" }, { id: "asc" }] }));
}

/** The home page's highlights: featured events still to come, soonest first, at most `limit`. */
export async function listFeaturedEvents(prisma: PrismaClient, now: Date, limit: number): Promise<EventOutput[]> {
  const rows = await prisma.event.findMany({
    select,
    where: { featured: true, date: { gte: now } },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    take: limit,
  });
  return toOutputs(prisma, rows);
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

export async function getEvent(prisma: PrismaClient, id: number): Promise<EventOutput> {
  const row = await prisma.event.findUnique({ where: { id }, select });
  if (!row) throw new NotFoundError(NOT_FOUND);
  return (await toOutputs(prisma, [row]))[0] as EventOutput;
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

function toData(input: Partial<Input>) {
  const data: Prisma.EventUncheckedUpdateInput = {};
  if (input.title !== undefined) data.title = input.title;
  if (input.description !== undefined) data.description = input.description;
  if (input.date !== undefined) data.date = new Date(input.date);
  if (input.location !== undefined) data.location = input.location;
  if (input.imageUrl !== undefined) data.imageUrl = input.imageUrl;
  if (input.featured !== undefined) data.featured = input.featured;
  return data;
}

export async function createEvent(prisma: PrismaClient, input: Input): Promise<EventOutput> {
  const categoryId = await resolveCategory(prisma, input);
  const row = await prisma.event.create({
    data: { ...(toData(input) as Prisma.EventUncheckedCreateInput), categoryId },
    select,
  });
  await markAttached(prisma, [row.imageUrl]);
  return (await toOutputs(prisma, [row]))[0] as EventOutput;
}

/** PUT replaces every field; PATCH (partial) changes only the fields sent. */
export async function updateEvent(
  prisma: PrismaClient,
  id: number,
  input: Partial<Input>,
  mode: "replace" | "merge",
): Promise<EventOutput> {
  const data = toData(input);
  if (mode === "replace" || input.categoryId !== undefined || input.category !== undefined) {
    data.categoryId = await resolveCategory(prisma, input);
  }
  try {
    const row = await prisma.event.update({ where: { id }, data, select });
    await markAttached(prisma, [row.imageUrl]);
    return (await toOutputs(prisma, [row]))[0] as EventOutput;
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(NOT_FOUND);
    throw error;
  }
}

export async function deleteEvent(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.event.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError(NOT_FOUND);
}
