import type { PrismaClient } from "@jugendclub/db";
import type { Storage } from "./storage.js";

interface StoredVariant {
  path: string;
  size?: number;
}

const keyOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Records the byte size of variants stored before their rows kept it (media-service.ts does now),
 * read from the storage, so the system tab's image total counts every file. A batch per call
 * (housekeeping); returns how many rows it completed. A variant missing from the storage counts 0.
 */
export async function fillVariantSizes(prisma: PrismaClient, storage: Storage, batch = 200): Promise<number> {
  const rows = await prisma.$queryRawUnsafe<{ id: string; variants: StoredVariant[] }[]>(
    `SELECT "id", "variants" FROM "StoredFile"
     WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("variants") v WHERE v->'size' IS NULL)
     LIMIT ${Math.max(1, Math.floor(batch))}`,
  );
  for (const row of rows) {
    const variants: StoredVariant[] = [];
    for (const variant of row.variants) {
      if (typeof variant.size === "number") {
        variants.push(variant);
        continue;
      }
      // One byte is asked for: the answer carries the whole file's size.
      const file = await storage.get(keyOf(variant.path), { start: 0, end: 0 });
      file?.body.destroy();
      variants.push({ ...variant, size: file?.size ?? 0 });
    }
    await prisma.storedFile.update({ where: { id: row.id }, data: { variants: variants as unknown as object } });
  }
  return rows.length;
}
