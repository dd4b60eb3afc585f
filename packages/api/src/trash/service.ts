import type { PrismaClient } from "@jugendclub/db";
import { delegateOf } from "../content/registry.js";
import { ConflictError, isUniqueViolation, NotFoundError } from "../errors.js";
import { TRASH_DAYS, TRASH_KIND_NAMES, TRASH_KINDS, TRASHABLE_TABLES, type TrashKind } from "./kinds.js";

// Deleting moves an item into the trash; from there an admin restores it (with its images, which
// the media sweep kept) or deletes it for good; the housekeeping deletes it TRASH_DAYS days later.
// An album goes with its photos (those still live then share its deletedAt) and comes back with them.

const DAY = 24 * 3600_000;

interface Delegate {
  findFirst(args: object): Promise<Record<string, unknown> | null>;
  findMany(args: object): Promise<Record<string, unknown>[]>;
  updateMany(args: object): Promise<{ count: number }>;
  deleteMany(args: object): Promise<{ count: number }>;
}
const model = (prisma: PrismaClient, table: string) =>
  (prisma as unknown as Record<string, Delegate>)[delegateOf(table)] as Delegate;

const TRASHED = { deletedAt: { not: null } };

/** Moves a live item into the trash; 404 when there is none. Its album's photos go with an album. */
export async function moveToTrash(prisma: PrismaClient, kind: TrashKind, id: number, now = new Date()): Promise<void> {
  const { table, notFound } = TRASH_KINDS[kind];
  await prisma.$transaction(async (tx) => {
    const db = tx as unknown as PrismaClient;
    const { count } = await model(db, table).updateMany({ where: { id, deletedAt: null }, data: { deletedAt: now } });
    if (count === 0) throw new NotFoundError(notFound);
    if (kind === "photo-category") {
      await db.photo.updateMany({ where: { categoryId: id, deletedAt: null }, data: { deletedAt: now } });
    }
  });
}

/** An item in the trash, or 404. */
async function trashed(prisma: PrismaClient, kind: TrashKind, id: number) {
  const row = await model(prisma, TRASH_KINDS[kind].table).findFirst({ where: { id, ...TRASHED } });
  if (!row) throw new NotFoundError(`${TRASH_KINDS[kind].label} ${id} ist nicht im Papierkorb`);
  return row as Record<string, unknown> & { deletedAt: Date };
}

/**
 * Brings an item back as it was (its images were kept); an album with the photos that went with
 * it. A photo whose album is in the trash answers 409: the album comes back first.
 */
export async function restoreFromTrash(prisma: PrismaClient, kind: TrashKind, id: number): Promise<void> {
  const row = await trashed(prisma, kind, id);
  if (kind === "photo") {
    const album = await prisma.photoCategory.findFirst({
      where: { id: row.categoryId as number, deletedAt: undefined },
      select: { name: true, deletedAt: true },
    });
    if (album?.deletedAt) {
      throw new ConflictError(
        `Das Foto gehört zur Foto-Kategorie „${album.name}“ im Papierkorb: bitte zuerst sie wiederherstellen.`,
      );
    }
  }
  try {
    await prisma.$transaction(async (tx) => {
      const db = tx as unknown as PrismaClient;
      await model(db, TRASH_KINDS[kind].table).updateMany({ where: { id, ...TRASHED }, data: { deletedAt: null } });
      if (kind === "photo-category") {
        await db.photo.updateMany({ where: { categoryId: id, deletedAt: row.deletedAt }, data: { deletedAt: null } });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("Ein gleiches Element ist schon wieder da.");
    throw error;
  }
}

/** Deletes an item in the trash for good (an album with its photos); its unused images go with the next sweep. */
export async function deleteForever(prisma: PrismaClient, kind: TrashKind, id: number): Promise<void> {
  await trashed(prisma, kind, id);
  await model(prisma, TRASH_KINDS[kind].table).deleteMany({ where: { id, ...TRASHED } });
}

/** Deletes what has been in the trash for TRASH_DAYS days, children first. Returns how many rows. */
export async function purgeTrash(prisma: PrismaClient, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_DAYS * DAY);
  let total = 0;
  for (const table of TRASHABLE_TABLES) {
    total += (await model(prisma, table).deleteMany({ where: { deletedAt: { lt: before } } })).count;
  }
  return total;
}

export interface TrashItem {
  kind: TrashKind;
  id: number;
  title: string;
  deletedAt: string;
  purgeAt: string;
  daysLeft: number;
  image: string | null;
  photoCount: number;
}

function titleOfRow(kind: TrashKind, row: Record<string, unknown>): string {
  if (kind === "message") return `${row.firstName} ${row.lastName}`.trim() || `Nachricht ${row.id}`;
  const column = TRASH_KINDS[kind].title;
  return (column && String(row[column] ?? "")) || `${TRASH_KINDS[kind].label} ${row.id}`;
}

/**
 * What is in the trash, most recently deleted first. Photos that went with their album are
 * counted in the album's row (photoCount), not listed one by one.
 */
export async function listTrash(prisma: PrismaClient, now = new Date()): Promise<TrashItem[]> {
  const items: TrashItem[] = [];
  for (const kind of TRASH_KIND_NAMES) {
    const rows = await model(prisma, TRASH_KINDS[kind].table).findMany({
      where: { ...TRASHED, ...(kind === "photo" ? { category: { deletedAt: null } } : {}) },
      orderBy: [{ deletedAt: "desc" }, { id: "desc" }],
      take: 500,
    });
    const counts =
      kind === "photo-category" && rows.length > 0
        ? await prisma.photo.groupBy({
            by: ["categoryId"],
            where: { categoryId: { in: rows.map((row) => row.id as number) }, ...TRASHED },
            _count: { _all: true },
          })
        : [];
    for (const row of rows) {
      const deletedAt = row.deletedAt as Date;
      const purgeAt = new Date(deletedAt.getTime() + TRASH_DAYS * DAY);
      const image = TRASH_KINDS[kind].image;
      items.push({
        kind,
        id: row.id as number,
        title: titleOfRow(kind, row),
        deletedAt: deletedAt.toISOString(),
        purgeAt: purgeAt.toISOString(),
        daysLeft: Math.max(0, Math.ceil((purgeAt.getTime() - now.getTime()) / DAY)),
        image: image ? ((row[image] as string | null) ?? null) : null,
        photoCount: counts.find((c) => c.categoryId === row.id)?._count._all ?? 0,
      });
    }
  }
  return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b.id - a.id);
}
