import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { kindStore } from "../content/kind-store.js";
import { photoCategoryKind } from "../content/kinds/photo-category.js";
import { contentStore, type ReadContext, type WriteMode, withoutUndefined } from "../content/store.js";
import { ConflictError, InvalidInputError } from "../errors.js";
import type { PhotoInput, PhotoOutput } from "../schemas/photos.js";
import { variantsByPath } from "./images.js";

/**
 * Photo categories (content/kinds/photo-category.ts) with their photos' count and their first
 * photo (the gallery's order), which the site shows as the cover while none is chosen: a new
 * album has a picture as soon as it has a photo, and a photo taken out is no longer its cover.
 * Deleting a category moves it into the trash with its photos (trash/service.ts).
 */
export const photoCategories = kindStore(photoCategoryKind, {
  select: {
    // A relation's count and rows are not filtered by the live client: photos in the trash left out here.
    _count: { select: { photos: { where: { deletedAt: null } } } },
    photos: {
      where: { deletedAt: null },
      select: { src: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      take: 1,
    },
  },
  outputs: (row) => ({
    photoCount: (row._count as { photos: number }).photos,
    firstPhoto: (row.photos as { src: string }[])[0]?.src ?? null,
  }),
  images: ["firstPhoto"],
});

const photoSelect = {
  id: true,
  categoryId: true,
  src: true,
  alt: true,
  caption: true,
  position: true,
  takenAt: true,
} satisfies Prisma.PhotoSelect;

type PhotoRow = Prisma.PhotoGetPayload<{ select: typeof photoSelect }>;
type Input = z.output<typeof PhotoInput>;

async function toPhotoOutputs(prisma: PrismaClient, rows: PhotoRow[]): Promise<PhotoOutput[]> {
  const paths = rows.map((row) => row.src);
  const [variants, sizes] = await Promise.all([
    variantsByPath(prisma, paths),
    prisma.storedFile.findMany({ where: { path: { in: paths } }, select: { path: true, width: true, height: true } }),
  ]);
  const sizeByPath = new Map(sizes.map((file) => [file.path, file]));
  return rows.map((row) => ({
    ...row,
    takenAt: row.takenAt?.toISOString() ?? null,
    width: sizeByPath.get(row.src)?.width ?? null,
    height: sizeByPath.get(row.src)?.height ?? null,
    srcVariants: variants.get(row.src) ?? [],
  }));
}

/**
 * An album holds each image once (Photo's unique (categoryId, contentHash)): a retried upload
 * cannot add a photo twice. The hash is the stored image's name without its extension (images are
 * stored under their SHA-256, media-service.ts); an image from elsewhere has none. The migration
 * photo_content_hash derives it the same way for the photos made before.
 */
export function contentHashOf(src: string): string | null {
  return /^\/media\/([a-z0-9][a-z0-9-]*)/.exec(src)?.[1] ?? null;
}

/** What a second copy of an image in one album is told; `photo` is the one already there. */
export function alreadyInAlbum(photo: { id: number; alt: string }): ConflictError {
  return new ConflictError(`Dieses Bild ist schon in dieser Foto-Kategorie: „${photo.alt}“ (ID ${photo.id}).`);
}

/**
 * The content hash a write gives the photo, after checking that its album does not hold the
 * image yet. A write that keeps the photo's image keeps its hash (a copy made before the rule
 * keeps none, so it can still be edited); a new image, or a move to another album, is checked.
 */
async function contentHashFor(
  prisma: PrismaClient,
  input: Partial<Input>,
  id: number | undefined,
): Promise<{ contentHash?: string | null }> {
  const current =
    id === undefined
      ? null
      : await prisma.photo.findUnique({ where: { id }, select: { src: true, categoryId: true, contentHash: true } });
  const newImage = input.src !== undefined && input.src !== null && input.src !== current?.src;
  const contentHash = newImage ? contentHashOf(input.src as string) : (current?.contentHash ?? null);
  const categoryId = input.categoryId ?? current?.categoryId;
  if (contentHash && categoryId !== undefined && (newImage || categoryId !== current?.categoryId)) {
    // A copy of the image in the trash gives way: uploading it again purges the trashed copy
    // (README: the trash), so the trash never blocks an upload and a restore never meets a twin.
    await prisma.photo.deleteMany({ where: { categoryId, contentHash, deletedAt: { not: null } } });
    const there = await prisma.photo.findFirst({
      where: { categoryId, contentHash, ...(id === undefined ? {} : { id: { not: id } }) },
      select: { id: true, alt: true },
    });
    if (there) throw alreadyInAlbum(there);
  }
  return newImage ? { contentHash } : {};
}

/**
 * A photo's category must exist; a photo keeps its image unless a new one is sent, and an album
 * holds each image once. A new photo without takenAt takes the date its uploaded file carried
 * (StoredFile.takenAt, from EXIF).
 */
async function photoData(prisma: PrismaClient, input: Partial<Input>, mode: WriteMode, id?: number) {
  if (input.categoryId !== undefined) {
    const found = await prisma.photoCategory.findUnique({ where: { id: input.categoryId }, select: { id: true } });
    if (!found) throw new InvalidInputError("categoryId", "Bitte Kategorie auswählen");
  }
  const { src, takenAt, ...rest } = input;
  let taken: Date | null | undefined = takenAt === undefined ? undefined : takenAt ? new Date(takenAt) : null;
  if (taken === undefined && mode === "create" && src) {
    const file = await prisma.storedFile.findUnique({ where: { path: src }, select: { takenAt: true } });
    taken = file?.takenAt ?? null;
  }
  return {
    ...withoutUndefined(rest),
    ...(src ? { src } : {}),
    ...(taken !== undefined ? { takenAt: taken } : {}),
    ...(await contentHashFor(prisma, input, id)),
  };
}

export const photos = contentStore<PhotoRow, PhotoOutput, Input>({
  table: "Photo",
  select: photoSelect,
  notFound: "Foto nicht gefunden",
  orderBy: [{ categoryId: "asc" }, { position: "asc" }, { id: "asc" }],
  toOutputs: toPhotoOutputs,
  toData: photoData,
  // Two writes of the same image into one album at the same moment: the database keeps one.
  conflict: "Dieses Bild ist schon in dieser Foto-Kategorie.",
});

/** Photos in gallery order; optionally of one category and one page. */
export function listPhotos(
  ctx: ReadContext,
  options: { categoryId?: number | undefined; limit?: number | undefined; offset?: number | undefined } = {},
): Promise<PhotoOutput[]> {
  return photos.list(ctx, {
    where: options.categoryId ? { categoryId: options.categoryId } : {},
    ...(options.limit ? { take: options.limit } : {}),
    ...(options.offset ? { skip: options.offset } : {}),
  });
}
