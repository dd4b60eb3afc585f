import type { PrismaClient } from "@jugendclub/db";
import { storedTranslations } from "../content/translations.js";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors.js";
import type { EventCategoryOutput } from "../schemas/events.js";
import type { Translations } from "../schemas/translations.js";

const NOT_FOUND = "Kategorie nicht gefunden";
const select = { id: true, name: true, isDefault: true, translations: true } as const;

/** A row as output: its stored translations (the name in de, fr, en, pt) and its events' count. */
const toOutput = (
  { translations, ...row }: { id: number; name: string; isDefault: boolean; translations: unknown },
  eventCount: number,
): EventCategoryOutput => ({ ...row, translations: storedTranslations(translations), eventCount });

/** Each category's name (lb) with its translations: the events' `category` in a language (routers/events.ts). */
export async function categoryTranslations(prisma: PrismaClient): Promise<Map<string, Translations>> {
  const rows = await prisma.eventCategory.findMany({ select: { name: true, translations: true } });
  return new Map(rows.map((row) => [row.name, storedTranslations(row.translations)]));
}

/**
 * Events per category, counted through the event table's own delegate: a visitor's client
 * (content/visibility.ts) leaves drafts and scheduled events out of the count, which a relation's
 * _count would not. An admin's counts every event.
 */
async function eventCounts(prisma: PrismaClient, categoryIds?: number[]): Promise<Map<number, number>> {
  const groups = await prisma.event.groupBy({
    by: ["categoryId"],
    _count: { _all: true },
    ...(categoryIds ? { where: { categoryId: { in: categoryIds } } } : {}),
  });
  return new Map(groups.map((group) => [group.categoryId, group._count._all]));
}

/** Every category with its number of events; a visitor gets only those with a visible event. */
export async function listEventCategories(prisma: PrismaClient): Promise<EventCategoryOutput[]> {
  const [rows, counts] = await Promise.all([
    prisma.eventCategory.findMany({
      select,
      orderBy: [{ isDefault: "asc" }, { name: "asc" }],
    }),
    eventCounts(prisma),
  ]);
  return rows.map((row) => toOutput(row, counts.get(row.id) ?? 0));
}

async function assertNameFree(prisma: PrismaClient, name: string, exceptId?: number): Promise<void> {
  const clash = await prisma.eventCategory.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new InvalidInputError("name", "Diese Kategorie gibt es schon");
}

export async function createEventCategory(
  prisma: PrismaClient,
  name: string,
  translations: Translations = {},
): Promise<EventCategoryOutput> {
  await assertNameFree(prisma, name);
  const row = await prisma.eventCategory.create({ data: { name, translations }, select });
  return toOutput(row, 0);
}

export async function renameEventCategory(
  prisma: PrismaClient,
  id: number,
  name: string,
  /** Absent: the stored translations stay. */
  translations?: Translations,
): Promise<EventCategoryOutput> {
  await assertNameFree(prisma, name, id);
  const found = await prisma.eventCategory.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw new NotFoundError(NOT_FOUND);
  const row = await prisma.eventCategory.update({
    where: { id },
    data: { name, ...(translations !== undefined ? { translations } : {}) },
    select,
  });
  return toOutput(row, (await eventCounts(prisma, [id])).get(id) ?? 0);
}

/** Deletes a category; its events move to the default category 'Aner', which stays. */
export async function deleteEventCategory(prisma: PrismaClient, id: number): Promise<{ movedEvents: number }> {
  return prisma.$transaction(async (tx) => {
    const category = await tx.eventCategory.findUnique({ where: { id }, select: { isDefault: true } });
    if (!category) throw new NotFoundError(NOT_FOUND);
    if (category.isDefault) {
      throw new ConflictError("Die Standard-Kategorie kann nicht gelöscht werden");
    }
    const fallback = await tx.eventCategory.findFirstOrThrow({ where: { isDefault: true }, select: { id: true } });
    const { count } = await tx.event.updateMany({ where: { categoryId: id }, data: { categoryId: fallback.id } });
    // Events in the trash move too (the live client leaves them out of the first): restored, they are in 'Aner'.
    await tx.event.updateMany({
      where: { categoryId: id, deletedAt: { not: null } },
      data: { categoryId: fallback.id },
    });
    await tx.eventCategory.delete({ where: { id } });
    return { movedEvents: count };
  });
}
