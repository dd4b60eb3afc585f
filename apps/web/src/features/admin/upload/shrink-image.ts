import type { CaptureDate } from "./exif-date-segment.js";
import { withExifDate } from "./exif-date-segment.js";

// A phone's photo is often larger than the server takes (a 6.5 MB picture against 5 MB for an
// event image). Instead of refusing it, the browser shrinks it before sending: decoded upright
// (its EXIF orientation applied), drawn smaller and encoded again until it fits. The canvas writes
// no metadata, so the camera's position (GPS) and serial are gone; the capture date is put back,
// since albums are sorted by it. The server's limits stay as they are.

/** Files larger than this are not decoded in the browser (a panorama of hundreds of MB). */
export const LARGEST_TO_SHRINK = 80 * 1024 * 1024;
/** The longest side of a shrunk photo: more than any page shows (its largest variant is 1600). */
const LONGEST_SIDE = 4000;
const SHRINKABLE = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic", "image/heif"];

/** Whether a file over the limit can be made to fit (not a GIF, whose animation would be lost). */
export const canShrink = (file: File) => SHRINKABLE.includes(file.type) && file.size <= LARGEST_TO_SHRINK;

/** The file itself when it fits; otherwise a smaller JPEG (WebP for images that may be transparent). */
export async function fitToLimit(file: File, maxBytes: number): Promise<File> {
  if (file.size <= maxBytes || !canShrink(file)) return file;
  const date = file.type === "image/jpeg" ? await captureDate(file) : null;
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const type = file.type === "image/png" || file.type === "image/webp" ? "image/webp" : "image/jpeg";
    let scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    // Room for the date segment and a margin: the server counts every byte.
    const target = maxBytes - 4096;
    for (let attempt = 0; attempt < 12; attempt++) {
      const encoded = await encode(bitmap, scale, type);
      if (encoded.size <= target) {
        const bytes = new Uint8Array(await encoded.arrayBuffer());
        const named = file.name.replace(/\.[a-z0-9]{1,5}$/i, "") + (type === "image/jpeg" ? ".jpg" : ".webp");
        const body = type === "image/jpeg" ? withExifDate(bytes, date) : bytes;
        return new File([body as BlobPart], named, { type, lastModified: file.lastModified });
      }
      // Bytes grow with the area: shrink the sides by the square root of what is too much.
      scale *= Math.max(0.5, Math.min(0.9, Math.sqrt(target / encoded.size) * 0.95));
    }
    return file;
  } finally {
    bitmap.close();
  }
}

async function encode(bitmap: ImageBitmap, scale: number, type: string): Promise<Blob> {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  if (type === "image/jpeg") {
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas.convertToBlob({ type, quality: 0.86 });
}

/** DateTimeOriginal (or CreateDate) and its offset as the camera wrote them, or null. */
async function captureDate(file: File): Promise<CaptureDate | null> {
  try {
    const { default: exifr } = await import("exifr");
    const tags = (await exifr.parse(file, {
      pick: ["DateTimeOriginal", "CreateDate", "OffsetTimeOriginal", "OffsetTime"],
      reviveValues: false,
    })) as Record<string, unknown> | undefined;
    const dateTime = tags?.DateTimeOriginal ?? tags?.CreateDate;
    if (typeof dateTime !== "string") return null;
    const offset = tags?.OffsetTimeOriginal ?? tags?.OffsetTime;
    return { dateTime: dateTime.slice(0, 19), offset: typeof offset === "string" ? offset : undefined };
  } catch {
    return null;
  }
}
