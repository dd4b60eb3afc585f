import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { withExifDate } from "./exif-date-segment.js";

// The date segment that a shrunk photo carries, read back by an independent EXIF parser (exifr)
// and by the image library the server uses (sharp).

const plainJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c83264" } })
    .jpeg()
    .toBuffer();

describe("the capture date put back into a shrunk JPEG", () => {
  it("is read as DateTimeOriginal with its offset, and the image still decodes", async () => {
    const jpeg = await plainJpeg();
    const dated = Buffer.from(withExifDate(jpeg, { dateTime: "2026:07:12 20:15:00", offset: "+02:00" }));
    const tags = await exifr.parse(dated, { pick: ["DateTimeOriginal", "OffsetTimeOriginal"], reviveValues: false });
    expect(tags).toEqual({ DateTimeOriginal: "2026:07:12 20:15:00", OffsetTimeOriginal: "+02:00" });
    const meta = await sharp(dated).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 64, 48]);
    expect(await exifr.gps(dated)).toBeFalsy();
  });

  it("keeps only the date when the camera wrote no offset", async () => {
    const dated = Buffer.from(withExifDate(await plainJpeg(), { dateTime: "2025:12:24 18:00:00" }));
    const tags = await exifr.parse(dated, { pick: ["DateTimeOriginal", "OffsetTimeOriginal"], reviveValues: false });
    expect(tags).toEqual({ DateTimeOriginal: "2025:12:24 18:00:00" });
  });

  it("leaves the bytes alone without a date, with a date not in EXIF's form, or for a non-JPEG", async () => {
    const jpeg = new Uint8Array(await plainJpeg());
    expect(withExifDate(jpeg, null)).toBe(jpeg);
    expect(withExifDate(jpeg, { dateTime: "2026-07-12T20:15:00" })).toBe(jpeg);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(withExifDate(png, { dateTime: "2026:07:12 20:15:00" })).toBe(png);
  });
});
