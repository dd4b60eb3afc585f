import type { PrismaClient } from "@jugendclub/db";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors.js";
import type { EventCategoryOutput } from "../schemas/events.js";

const NOT_FOUND = "Kategorie nicht gefunden";

export async function listEventCategories(prisma: PrismaClient): Promise<EventCategoryOutput[]> {
  const rows = await prisma.eventCategory.findMany({
    select: { id: true, name: true, isDefault: true, _count: { select: { events: true } } },
    orderBy: [{ isDefault: "asc" }, { name: "asc" }],
  });
  return rows.map(({ _count, ...row }) => ({ ...row, eventCount: _count.events }));
}

async function assertNameFree(prisma: PrismaClient, name: string, exceptId?: number): Promise<void> {
  const clash = await prisma.eventCategory.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new InvalidInputError("name", "Diese Kategorie gibt es schon");
}

export async function createEventCategory(prisma: PrismaClient, name: string): Promise<EventCategoryOutput> {
  await assertNameFree(prisma, name);
  const row = await prisma.eventCategory.create({ data: { name }, select: { id: true, name: true, isDefault: true } });
  return { ...row, eventCount: 0 };
}

export async function renameEventCategory(
  prisma: PrismaClient,
  id: number,
  name: string,
): Promise<EventCategoryOutput> {
  await assertNameFree(prisma, name, id);
  const found = await prisma.eventCategory.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw new NotFoundError(NOT_FOUND);
  const row = await prisma.eventCategory.update({
    where: { id },
    data: { name },
    select: { id: true, name: true, isDefault: true, _count: { select: { events: true } } },
  });
  const { _count, ...rest } = row;
  return { ...rest, eventCount: _count.events };
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
    await tx.eventCategory.delete({ where: { id } });
    return { movedEvents: count };
  });
}
