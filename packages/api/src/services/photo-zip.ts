import { z } from "zod";
import { recordAudit } from "../audit/record.js";
import type { WriteContext } from "../content/store.js";
import { NotFoundError } from "../errors.js";
import { unpackPhotoZip } from "../media/zip-album.js";
import { photoTitle } from "../photo-titles.js";
import { PhotoOutput } from "../schemas/photos.js";
import { photos } from "./photos.js";

// POST /api/photo-categories/{id}/zip: an album in one archive. The images become photos of the
// category, after its photos, in the order they were taken (EXIF date; without one, by name).

export const ZipImportOutput = z.object({
  added: z.array(z.object({ name: z.string(), photo: PhotoOutput })),
  refused: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ZipImportOutput = z.infer<typeof ZipImportOutput>;

export async function importPhotoZip(
  ctx: WriteContext,
  input: { categoryId: number; zipPath: string; actor: { username: string; via: "session" | "token" } },
): Promise<ZipImportOutput> {
  const category = await ctx.prisma.photoCategory.findUnique({ where: { id: input.categoryId }, select: { id: true } });
  if (!category) throw new NotFoundError("Foto-Kategorie nicht gefunden");
  const { images, refused } = await unpackPhotoZip(ctx.media, input.zipPath);
  const time = (date: Date | null) => date?.getTime() ?? Number.POSITIVE_INFINITY;
  images.sort((a, b) => time(a.image.takenAt) - time(b.image.takenAt) || a.name.localeCompare(b.name));
  const added: ZipImportOutput["added"] = [];
  for (const [index, item] of images.entries()) {
    const photo = await photos.create(ctx, {
      categoryId: input.categoryId,
      src: item.image.path,
      alt: item.title || photoTitle(item.name, index + 1),
      caption: null,
      takenAt: item.image.takenAt?.toISOString() ?? null,
    });
    added.push({ name: item.name, photo });
    await recordAudit(ctx.prisma, {
      actor: input.actor.username,
      via: input.actor.via,
      action: "create",
      entity: "photos",
      entityId: photo.id,
      title: photo.alt,
    });
  }
  return { added, refused };
}
