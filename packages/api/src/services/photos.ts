import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { InvalidInputError, isRecordNotFound, NotFoundError } from "../errors.js";
import type { PhotoCategoryInput, PhotoCategoryOutput, PhotoInput, PhotoOutput } from "../schemas/photos.js";
import { markAttached, variantsByPath } from "./images.js";
import { withoutUndefined } from "./sponsors.js";

type CategoryInput = z.output<typeof PhotoCategoryInput>;
type Input = z.output<typeof PhotoInput>;

const categorySelect = {
  id: true,
  name: true,
  description: true,
  coverImage: true,
  sortOrder: true,
  _count: { select: { photos: true } },
} satisfies Prisma.PhotoCategorySelect;

type CategoryRow = Prisma.PhotoCategoryGetPayload<{ select: typeof categorySelect }>;
const CATEGORY_NOT_FOUND = "Foto-Kategorie nicht gefunden";

async function toCategoryOutputs(prisma: PrismaClient, rows: CategoryRow[]): Promise<PhotoCategoryOutput[]> {
  const variants = await variantsByPath(
    prisma,
    rows.map((row) => row.coverImage),
  );
  return rows.map(({ _count, ...row }) => ({
    ...row,
    photoCount: _count.photos,
    coverImageVariants: (row.coverImage && variants.get(row.coverImage)) || [],
  }));
}

export async function listPhotoCategories(prisma: PrismaClient): Promise<PhotoCategoryOutput[]> {
  const rows = await prisma.photoCategory.findMany({
    select: categorySelect,
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  });
  return toCategoryOutputs(prisma, rows);
}

export async function getPhotoCategory(prisma: PrismaClient, id: number): Promise<PhotoCategoryOutput> {
  const row = await prisma.photoCategory.findUnique({ where: { id }, select: categorySelect });
  if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND);
  return (await toCategoryOutputs(prisma, [row]))[0] as PhotoCategoryOutput;
}

export async function createPhotoCategory(prisma: PrismaClient, input: CategoryInput): Promise<PhotoCategoryOutput> {
  const row = await prisma.photoCategory.create({ data: withoutUndefined(input), select: categorySelect });
  await markAttached(prisma, [row.coverImage]);
  return (await toCategoryOutputs(prisma, [row]))[0] as PhotoCategoryOutput;
}

export async function updatePhotoCategory(
  prisma: PrismaClient,
  id: number,
  input: Partial<CategoryInput>,
): Promise<PhotoCategoryOutput> {
  try {
    const row = await prisma.photoCategory.update({
      where: { id },
      data: withoutUndefined(input),
      select: categorySelect,
    });
    await markAttached(prisma, [row.coverImage]);
    return (await toCategoryOutputs(prisma, [row]))[0] as PhotoCategoryOutput;
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(CATEGORY_NOT_FOUND);
    throw error;
  }
}

/** Deletes a category and, with it, its photos. */
export async function deletePhotoCategory(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.photoCategory.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError(CATEGORY_NOT_FOUND);
}

const photoSelect = {
  id: true,
  categoryId: true,
  src: true,
  alt: true,
  caption: true,
  sortOrder: true,
} satisfies Prisma.PhotoSelect;

type PhotoRow = Prisma.PhotoGetPayload<{ select: typeof photoSelect }>;
const PHOTO_NOT_FOUND = "Foto nicht gefunden";

async function toPhotoOutputs(prisma: PrismaClient, rows: PhotoRow[]): Promise<PhotoOutput[]> {
  const paths = rows.map((row) => row.src);
  const [variants, sizes] = await Promise.all([
    variantsByPath(prisma, paths),
    prisma.storedFile.findMany({ where: { path: { in: paths } }, select: { path: true, width: true, height: true } }),
  ]);
  const sizeByPath = new Map(sizes.map((file) => [file.path, file]));
  return rows.map((row) => ({
    ...row,
    width: sizeByPath.get(row.src)?.width ?? null,
    height: sizeByPath.get(row.src)?.height ?? null,
    srcVariants: variants.get(row.src) ?? [],
  }));
}

/** Photos in gallery order; optionally of one category and one page. */
export async function listPhotos(
  prisma: PrismaClient,
  options: { categoryId?: number | undefined; limit?: number | undefined; offset?: number | undefined } = {},
): Promise<PhotoOutput[]> {
  const rows = await prisma.photo.findMany({
    select: photoSelect,
    where: options.categoryId ? { categoryId: options.categoryId } : {},
    orderBy: [{ categoryId: "asc" }, { sortOrder: "asc" }, { id: "asc" }],
    ...(options.limit ? { take: options.limit } : {}),
    ...(options.offset ? { skip: options.offset } : {}),
  });
  return toPhotoOutputs(prisma, rows);
}

export async function getPhoto(prisma: PrismaClient, id: number): Promise<PhotoOutput> {
  const row = await prisma.photo.findUnique({ where: { id }, select: photoSelect });
  if (!row) throw new NotFoundError(PHOTO_NOT_FOUND);
  return (await toPhotoOutputs(prisma, [row]))[0] as PhotoOutput;
}

async function assertCategory(prisma: PrismaClient, categoryId: number | undefined): Promise<void> {
  if (categoryId === undefined) return;
  const found = await prisma.photoCategory.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!found) throw new InvalidInputError("categoryId", "Bitte Kategorie auswählen");
}

export async function createPhoto(prisma: PrismaClient, input: Input): Promise<PhotoOutput> {
  await assertCategory(prisma, input.categoryId);
  const row = await prisma.photo.create({
    data: { ...withoutUndefined(input), src: input.src as string },
    select: photoSelect,
  });
  await markAttached(prisma, [row.src]);
  return (await toPhotoOutputs(prisma, [row]))[0] as PhotoOutput;
}

export async function updatePhoto(prisma: PrismaClient, id: number, input: Partial<Input>): Promise<PhotoOutput> {
  await assertCategory(prisma, input.categoryId);
  const { src, ...rest } = input;
  try {
    const row = await prisma.photo.update({
      where: { id },
      data: { ...withoutUndefined(rest), ...(src ? { src } : {}) },
      select: photoSelect,
    });
    await markAttached(prisma, [row.src]);
    return (await toPhotoOutputs(prisma, [row]))[0] as PhotoOutput;
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(PHOTO_NOT_FOUND);
    throw error;
  }
}

export async function deletePhoto(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.photo.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError(PHOTO_NOT_FOUND);
}
