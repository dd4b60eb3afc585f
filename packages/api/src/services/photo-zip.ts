import type { Prisma, PrismaClient } from "@jugendclub/db";
import { z } from "zod";
import { recordAudit } from "../audit/record.js";
import { nextPosition } from "../content/order.js";
import type { WriteContext } from "../content/store.js";
import { NotFoundError } from "../errors.js";
import { unpackPhotoZip, ZIP_LIMITS, type ZipImage, ZipImportStopped } from "../media/zip-album.js";
import { PhotoOutput } from "../schemas/photos.js";
import { markAttached } from "./images.js";
import { contentHashOf, photos } from "./photos.js";

// POST /api/photo-categories/{id}/zip: an album in one archive. The images become photos of the
// category, after its photos, in the order they were taken (EXIF date; without one, by name).
// All of them in one transaction at the end: a request cut off, or a server killed, before it
// adds none. An image the album already holds (an earlier try of the same upload whose answer
// never arrived, or the same image twice in the archive) is not added again: the answer names
// the photo that has it. The database decides (Photo's unique (categoryId, contentHash)), so two
// tries at once cannot both add it either.

const Entry = z.object({ name: z.string(), photo: PhotoOutput });

export const ZipImportOutput = z.object({
  added: z.array(Entry),
  /** Images the album held already: not added again; `photo` is the one that holds it. */
  existing: z.array(Entry),
  refused: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ZipImportOutput = z.infer<typeof ZipImportOutput>;

const NOT_FOUND = "Foto-Kategorie nicht gefunden";

export async function importPhotoZip(
  ctx: WriteContext,
  input: {
    categoryId: number;
    zipPath: string;
    actor: { username: string; via: "session" | "token"; tokenName?: string | null };
    /** Aborted when the client went away: the import stops, and adds nothing. */
    signal?: AbortSignal;
  },
): Promise<ZipImportOutput> {
  const category = await ctx.prisma.photoCategory.findUnique({ where: { id: input.categoryId }, select: { id: true } });
  if (!category) throw new NotFoundError(NOT_FOUND);
  const { images, refused } = await unpackPhotoZip(ctx.media, input.zipPath, ZIP_LIMITS, input.signal);
  const time = (date: Date | null) => date?.getTime() ?? Number.POSITIVE_INFINITY;
  images.sort((a, b) => time(a.image.takenAt) - time(b.image.takenAt) || a.name.localeCompare(b.name));
  const placed = await ctx.prisma.$transaction((tx) => addOnce(tx as unknown as PrismaClient, input, images), {
    timeout: 120_000,
    maxWait: 60_000,
  });
  // After the commit, not in the transaction: two imports of the same images into two albums
  // would mark the same files in their own orders and deadlock. (Until then the sweep keeps the
  // files anyway: it removes no file a photo refers to.)
  await markAttached(
    ctx.prisma,
    images.map((item) => item.image.path),
  );
  const outputs = await photos.list(ctx, { where: { id: { in: placed.map((entry) => entry.id) } } });
  const byId = new Map(outputs.map((photo) => [photo.id, photo]));
  const entries = (added: boolean) =>
    placed
      .filter((entry) => entry.added === added)
      .map((entry) => ({ name: entry.name, photo: byId.get(entry.id) as PhotoOutput }));
  return { added: entries(true), existing: entries(false), refused };
}

/** Each image's photo in the album: a new one, or the one that held the image already. */
async function addOnce(
  tx: PrismaClient,
  input: Parameters<typeof importPhotoZip>[1],
  images: ZipImage[],
): Promise<{ name: string; id: number; added: boolean }[]> {
  const { categoryId } = input;
  // Imports into one album wait for each other here: each sees what the one before added, and
  // new photos go after it.
  const locked = await tx.$queryRaw<unknown[]>`SELECT "id" FROM "PhotoCategory" WHERE "id" = ${categoryId} FOR UPDATE`;
  if (locked.length === 0) throw new NotFoundError(NOT_FOUND);
  const hashOf = (item: ZipImage) => contentHashOf(item.image.path) as string;
  const holding = async (hashes: string[]) =>
    new Map(
      (
        await tx.photo.findMany({
          where: { categoryId, contentHash: { in: hashes } },
          select: { id: true, contentHash: true },
        })
      ).map((photo) => [photo.contentHash as string, photo.id]),
    );
  const before = await holding(images.map(hashOf));
  let position = await nextPosition(tx, "Photo", { categoryId });
  const wanted = new Map<string, Prisma.PhotoCreateManyInput>();
  for (const item of images) {
    const contentHash = hashOf(item);
    if (before.has(contentHash) || wanted.has(contentHash)) continue;
    wanted.set(contentHash, {
      categoryId,
      src: item.image.path,
      alt: item.title,
      caption: null,
      takenAt: item.image.takenAt,
      position: position++,
      contentHash,
    });
  }
  // ON CONFLICT DO NOTHING: a photo of the same image added meanwhile by another way (a single
  // upload) is kept, and this one is not added.
  const created = await tx.photo.createManyAndReturn({
    data: [...wanted.values()],
    skipDuplicates: true,
    select: { id: true, alt: true, contentHash: true },
  });
  const createdIds = new Set(created.map((photo) => photo.id));
  const now = new Map([...before, ...(await holding([...wanted.keys()]))]);
  for (const photo of created) {
    await recordAudit(tx, {
      actor: input.actor.username,
      via: input.actor.via,
      tokenName: input.actor.tokenName ?? null,
      action: "create",
      entity: "photos",
      entityId: photo.id,
      title: photo.alt,
    });
  }
  // The client went away meanwhile: nothing it did not see is added (the transaction rolls back).
  if (input.signal?.aborted) throw new ZipImportStopped("The ZIP import was stopped.");
  const seen = new Set<number>();
  return images.map((item) => {
    const id = now.get(hashOf(item)) as number;
    // The first entry of an image that is new was added; another entry of it, or one the album
    // held already, names the photo that holds it.
    const added = createdIds.has(id) && !seen.has(id);
    seen.add(id);
    return { name: item.name, id, added };
  });
}
