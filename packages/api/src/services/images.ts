import type { PrismaClient } from "@jugendclub/db";
import type { ImageVariant } from "../schemas/common.js";

interface StoredVariant {
  width: number;
  height: number;
  path: string;
}

/** The WebP variants of stored images, by public path, in one query. */
export async function variantsByPath(
  prisma: PrismaClient,
  paths: (string | null | undefined)[],
): Promise<Map<string, ImageVariant[]>> {
  const wanted = [...new Set(paths.filter((p): p is string => typeof p === "string" && p.startsWith("/media/")))];
  const result = new Map<string, ImageVariant[]>();
  if (wanted.length === 0) return result;
  const files = await prisma.storedFile.findMany({
    where: { path: { in: wanted } },
    select: { path: true, variants: true },
  });
  for (const file of files) {
    const variants = (file.variants as unknown as StoredVariant[]) ?? [];
    result.set(
      file.path,
      variants.map((v) => ({ width: v.width, height: v.height, url: v.path })),
    );
  }
  return result;
}

/** Marks the files an entity now refers to as used, so the sweep of abandoned uploads keeps them. */
export async function markAttached(prisma: PrismaClient, paths: (string | null | undefined)[]): Promise<void> {
  const used = paths.filter((p): p is string => typeof p === "string" && p.startsWith("/media/"));
  if (used.length === 0) return;
  await prisma.storedFile.updateMany({
    where: { path: { in: used }, attachedAt: null },
    data: { attachedAt: new Date() },
  });
}
