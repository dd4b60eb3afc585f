import { createHash } from "node:crypto";
import type { PrismaClient } from "@jugendclub/db";
import { isUniqueViolation } from "../errors.js";
import { UPLOAD_LIMITS, type UploadPurpose } from "../upload-rules.js";
import { DAMAGED_IMAGE, DamagedImageError, imageProblem, processImage } from "./image-pipeline.js";
import { photoTakenAt } from "./photo-date.js";
import { fetchRemoteImage, RemoteImageError, type RemoteImageOptions } from "./remote-image.js";
import type { Storage } from "./storage.js";

/** Public URL prefix of stored files; a stored path is `/media/<key>`. */
export const MEDIA_PREFIX = "/media/";

export interface ImageVariant {
  width: number;
  height: number;
  path: string;
}

export interface StoredImage {
  path: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  /** When it was taken (its EXIF date), or null. */
  takenAt: Date | null;
}

export interface MediaService {
  storage: Storage;
  /** Processes an image and stores it with its variants; content-addressed, so storing twice is cheap. */
  storeImage(data: Buffer, options?: { attached?: boolean }): Promise<StoredImage>;
  /**
   * Fetches the image at an http(s) URL once and stores it as if it had been uploaded (the same
   * checks, limit and variants). Throws a RemoteImageError, saying why, when it cannot.
   */
  importRemote(url: string, purpose: UploadPurpose): Promise<StoredImage>;
}

export function createMediaService(
  prisma: PrismaClient,
  storage: Storage,
  options: { remote?: RemoteImageOptions } = {},
): MediaService {
  return {
    storage,
    async importRemote(url, purpose) {
      const data = await fetchRemoteImage(url, UPLOAD_LIMITS[purpose], options.remote);
      const problem = await imageProblem(data);
      if (problem === "damaged") throw new RemoteImageError(DAMAGED_IMAGE);
      if (problem)
        throw new RemoteImageError("Unter dieser Adresse ist kein Bild (erlaubt: JPEG, PNG, WebP, GIF, AVIF).");
      try {
        return await this.storeImage(data);
      } catch (error) {
        if (error instanceof DamagedImageError) throw new RemoteImageError(DAMAGED_IMAGE);
        throw error;
      }
    },
    async storeImage(data, options = {}) {
      const [image, takenAt] = await Promise.all([processImage(data), photoTakenAt(data)]);
      const hash = createHash("sha256").update(image.original).digest("hex").slice(0, 32);
      const key = `${hash}.${image.ext}`;
      const variants: ImageVariant[] = [];
      // The row records each variant's bytes as well: the system tab's image total counts them.
      const stored: (ImageVariant & { size: number })[] = [];
      await storage.put(key, image.original, image.contentType);
      for (const variant of image.variants) {
        const variantKey = `${hash}-${variant.width}.webp`;
        await storage.put(variantKey, variant.data, "image/webp");
        const described = { width: variant.width, height: variant.height, path: `${MEDIA_PREFIX}${variantKey}` };
        variants.push(described);
        stored.push({ ...described, size: variant.data.length });
      }
      const path = `${MEDIA_PREFIX}${key}`;
      const record = {
        path,
        contentType: image.contentType,
        size: image.original.length,
        width: image.width,
        height: image.height,
        variants: stored as unknown as object,
        takenAt,
      };
      const attachedAt = options.attached ? { attachedAt: new Date() } : {};
      const upsert = () =>
        prisma.storedFile.upsert({
          where: { id: hash },
          create: { id: hash, ...record, ...attachedAt },
          update: { ...record, ...attachedAt },
        });
      // The same image stored twice at once (two ZIPs of the same photos): both may find no row
      // and insert; the second then finds the first's row and updates it.
      await upsert().catch((error: unknown) => {
        if (isUniqueViolation(error)) return upsert();
        throw error;
      });
      return { path, width: image.width, height: image.height, variants, takenAt };
    },
  };
}
