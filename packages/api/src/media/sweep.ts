import type { PrismaClient } from "@jugendclub/db";
import { referencedImages } from "../content/content.js";
import type { Storage } from "./storage.js";

const DAY = 24 * 60 * 60 * 1000;

interface StoredVariant {
  path: string;
}

const keyOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Deletes stored images no content row refers to (the registry's image columns): at once when they had been in use (the entity was
 * deleted or its image replaced), after a day when they were uploaded but never used. Also
 * removes expired upload tickets and their raw bytes. Returns what it removed.
 */
export async function sweepMedia(
  prisma: PrismaClient,
  storage: Storage,
  now = new Date(),
  batch = 500,
): Promise<{ files: number; tickets: number }> {
  let files = 0;
  const candidates = await prisma.storedFile.findMany({
    where: { OR: [{ attachedAt: { not: null } }, { createdAt: { lt: new Date(now.getTime() - DAY) } }] },
    select: { id: true, path: true, variants: true },
    orderBy: { createdAt: "asc" },
    take: batch * 4,
  });
  for (let i = 0; i < candidates.length; i += batch) {
    const slice = candidates.slice(i, i + batch);
    const used = await referencedImages(
      prisma,
      slice.map((file) => file.path),
    );
    for (const file of slice) {
      if (used.has(file.path)) continue;
      for (const variant of (file.variants as unknown as StoredVariant[]) ?? [])
        await storage.delete(keyOf(variant.path));
      await storage.delete(keyOf(file.path));
      await prisma.storedFile.delete({ where: { id: file.id } }).catch(() => undefined);
      files++;
    }
  }
  const expired = await prisma.uploadTicket.findMany({
    where: { expiresAt: { lt: new Date(now.getTime() - 60 * 60 * 1000) } },
    select: { id: true, rawKey: true },
    take: batch,
  });
  for (const ticket of expired) {
    if (ticket.rawKey) await storage.delete(ticket.rawKey);
    await prisma.uploadTicket.delete({ where: { id: ticket.id } }).catch(() => undefined);
  }
  return { files, tickets: expired.length };
}
