import type { Sharp } from "sharp";
import { UnsupportedMediaTypeError } from "../errors.js";
import { loadSharp } from "./sharp-loader.js";

/** The formats we accept, as sharp detects them from the bytes (never from a name or header). */
const ACCEPTED = {
  jpeg: { ext: "jpg", contentType: "image/jpeg" },
  png: { ext: "png", contentType: "image/png" },
  webp: { ext: "webp", contentType: "image/webp" },
  gif: { ext: "gif", contentType: "image/gif" },
  heif: { ext: "avif", contentType: "image/avif" },
} as const;

type AcceptedFormat = keyof typeof ACCEPTED;

/** Widths of the WebP variants: thumbnails, grids and full screen. Never upscaled. */
export const VARIANT_WIDTHS = [320, 800, 1600] as const;

export class UnsupportedImageError extends Error {}

/** What a file that starts like an image but cannot be read is told: cut off, or damaged. */
export const DAMAGED_IMAGE = "Das Bild ist beschädigt oder unvollständig und konnte nicht gelesen werden.";

/** An image whose bytes start like one of the accepted formats but cannot be decoded: a 415. */
export class DamagedImageError extends UnsupportedMediaTypeError {
  constructor() {
    super(DAMAGED_IMAGE);
  }
}

/** Whether the bytes start with the signature of an accepted format (whatever follows). */
function looksLikeImage(data: Buffer): boolean {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString("latin1");
  return (
    (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) ||
    ascii(0, 8) === "\x89PNG\r\n\x1a\n" ||
    ascii(0, 4) === "GIF8" ||
    (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") ||
    (ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12)))
  );
}

export interface ProcessedImage {
  ext: string;
  contentType: string;
  width: number;
  height: number;
  /** The original, turned upright, with every metadata field (EXIF, GPS, XMP, ICC) removed. */
  original: Buffer;
  variants: { width: number; height: number; data: Buffer }[];
}

// Limit decoding to 60 megapixels so a crafted "decompression bomb" fails fast.
const INPUT = { limitInputPixels: 60_000_000, failOn: "error" } as const;

/**
 * Why bytes cannot be taken as an image, before any work on them: "damaged" when they start like
 * an accepted format but cannot be read (a file cut off in transfer), "not an image" otherwise;
 * null when they can be taken. Each path that takes images words its own answer.
 */
export async function imageProblem(data: Buffer): Promise<"damaged" | "not an image" | null> {
  if (await sniffImageFormat(data)) return null;
  return looksLikeImage(data) ? "damaged" : "not an image";
}

export async function sniffImageFormat(data: Buffer): Promise<AcceptedFormat | null> {
  const sharp = await loadSharp();
  try {
    const { format, compression } = await sharp(data, INPUT).metadata();
    if (format === "heif") return compression === "av1" ? "heif" : null;
    return format && format in ACCEPTED ? (format as AcceptedFormat) : null;
  } catch {
    return null;
  }
}

/**
 * At most this many images are processed at once; more uploads wait their turn. A 12-megapixel
 * photo holds about 50 MB of pixels per pipeline, so this keeps memory bounded however many
 * admins upload at the same moment (see pnpm bench:image).
 */
const AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Turns upright, strips metadata, records the size and renders the WebP variants. */
export function processImage(data: Buffer): Promise<ProcessedImage> {
  return inTurn(() => processNow(data));
}

async function processNow(data: Buffer): Promise<ProcessedImage> {
  const format = await sniffImageFormat(data);
  if (!format) {
    throw new UnsupportedImageError("This file is not a JPEG, PNG, WebP, GIF or AVIF image.");
  }
  try {
    return await render(data, format);
  } catch {
    // The header was readable, the pixels were not: a file cut off in transfer, or damaged.
    throw new DamagedImageError();
  }
}

async function render(data: Buffer, format: AcceptedFormat): Promise<ProcessedImage> {
  const animated = format === "gif" || format === "webp";
  const sharp = await loadSharp();
  const upright = sharp(data, { ...INPUT, animated }).rotate();
  const encoded = await encodeOriginal(upright, format).toBuffer({ resolveWithObject: true });
  const width = encoded.info.width;
  const height = encoded.info.pageHeight ?? encoded.info.height;
  // Every variant narrower than the image, plus the image's own width when it is narrower than
  // the largest variant, so small images still get a WebP and nothing is upscaled.
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (width <= 1600) widths.push(width);
  const variants = await Promise.all(
    [...new Set(widths)].map(async (w) => {
      const out = await sharp(data, INPUT)
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { width: out.info.width, height: out.info.height, data: out.data };
    }),
  );
  return { ...ACCEPTED[format], width, height, original: encoded.data, variants };
}

function encodeOriginal(image: Sharp, format: AcceptedFormat): Sharp {
  switch (format) {
    case "jpeg":
      // Not mozjpeg: it took over a second of the 12-MP budget, and visitors get the WebP variants.
      return image.jpeg({ quality: 88 });
    case "png":
      return image.png({ compressionLevel: 8 });
    case "webp":
      return image.webp({ quality: 88 });
    case "gif":
      return image.gif();
    case "heif":
      return image.avif({ quality: 60 });
  }
}

/** Rasterises an SVG we generated ourselves (demo content) into a JPEG. */
export async function svgToJpeg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
