import type { Prisma, PrismaClient } from "@jugendclub/db";
import type { z } from "zod";
import { contentStore, type ReadContext, type WriteMode, withoutUndefined, withVariants } from "../content/store.js";
import { InvalidInputError } from "../errors.js";
import type { PhotoCategoryInput, PhotoCategoryOutput, PhotoInput, PhotoOutput } from "../schemas/photos.js";
import { variantsByPath } from "./images.js";

const categorySelect = {
  id: true,
  name: true,
  description: true,
  coverImage: true,
  position: true,
  _count: { select: { photos: true } },
} satisfies Prisma.PhotoCategorySelect;

type CategoryRow = Prisma.PhotoCategoryGetPayload<{ select: typeof categorySelect }>;

/** Photo categories; deleting one deletes its photos with it (the database cascades). */
export const photoCategories = contentStore<CategoryRow, PhotoCategoryOutput, z.output<typeof PhotoCategoryInput>>({
  table: "PhotoCategory",
  select: categorySelect,
  notFound: "Foto-Kategorie nicht gefunden",
  orderBy: [{ position: "asc" }, { id: "asc" }],
  toOutputs: async (prisma, rows) =>
    (await withVariants(prisma, rows, "coverImage")).map(({ _count, ...row }) => ({
      ...row,
      photoCount: _count.photos,
    })),
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
 * A photo's category must exist; a photo keeps its image unless a new one is sent. A new photo
 * without takenAt takes the date its uploaded file carried (StoredFile.takenAt, from EXIF).
 */
async function photoData(prisma: PrismaClient, input: Partial<Input>, mode: WriteMode) {
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
  return { ...withoutUndefined(rest), ...(src ? { src } : {}), ...(taken !== undefined ? { takenAt: taken } : {}) };
}

export const photos = contentStore<PhotoRow, PhotoOutput, Input>({
  table: "Photo",
  select: photoSelect,
  notFound: "Foto nicht gefunden",
  orderBy: [{ categoryId: "asc" }, { position: "asc" }, { id: "asc" }],
  toOutputs: toPhotoOutputs,
  toData: photoData,
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
