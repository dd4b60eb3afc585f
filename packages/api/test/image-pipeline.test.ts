import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processImage, sniffImageFormat, UnsupportedImageError } from "../src/media/image-pipeline.js";

async function photo(width: number, height: number, exif?: Record<string, Record<string, string>>) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 60 } } }).jpeg();
  if (exif) image = image.withExif(exif);
  return image.toBuffer();
}

describe("the image pipeline", () => {
  it("strips every metadata field, GPS included", async () => {
    const input = await photo(1200, 800, {
      IFD0: { Make: "Phone", Model: "X" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "49/1 36/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "6/1 8/1 0/1" },
    });
    const before = await sharp(input).metadata();
    expect(before.exif?.toString("latin1")).toContain("Phone");
    const out = await processImage(input);
    const after = await sharp(out.original).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(out.original.toString("latin1")).not.toContain("Phone");
    for (const variant of out.variants) expect((await sharp(variant.data).metadata()).exif).toBeUndefined();
  });

  it("turns the image upright from its EXIF orientation", async () => {
    const input = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await processImage(input);
    expect([out.width, out.height]).toEqual([200, 400]);
  });

  it("makes WebP variants of 320, 800 and 1600 px, never upscaled", async () => {
    const big = await processImage(await photo(4000, 3000));
    expect(big.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [800, 600],
      [1600, 1200],
    ]);
    for (const v of big.variants) expect((await sharp(v.data).metadata()).format).toBe("webp");
    const small = await processImage(await photo(500, 250));
    expect(small.variants.map((v) => v.width)).toEqual([320, 500]);
  });

  it("knows images by their bytes, not their name: HTML and SVG are refused", async () => {
    expect(await sniffImageFormat(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBeNull();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await sniffImageFormat(svg)).toBeNull();
    await expect(processImage(svg)).rejects.toBeInstanceOf(UnsupportedImageError);
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: "#fff0" } })
      .png()
      .toBuffer();
    expect(await sniffImageFormat(png)).toBe("png");
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#f00" } })
      .gif()
      .toBuffer();
    expect(await sniffImageFormat(gif)).toBe("gif");
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#f00" } })
      .webp()
      .toBuffer();
    expect(await sniffImageFormat(webp)).toBe("webp");
  });
});
