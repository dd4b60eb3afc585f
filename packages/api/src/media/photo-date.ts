import { luxembourgOffsetMinutes } from "../luxembourg-date.js";

// When a photo was taken, from its EXIF data. The stored image is written without metadata
// (image-pipeline.ts strips it, with the camera's position), so the date is read from the bytes
// as they arrive and kept in the photo's takenAt.

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * The instant in EXIF's DateTimeOriginal (or CreateDate): with its OffsetTimeOriginal when the
 * camera wrote one, otherwise read as Luxembourg's local time. Null when there is none or it is
 * not a date.
 */
export async function photoTakenAt(data: Buffer): Promise<Date | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    const { default: exifr } = await import("exifr");
    tags = await exifr.parse(data, {
      pick: ["DateTimeOriginal", "CreateDate", "OffsetTimeOriginal", "OffsetTime"],
      reviveValues: false,
    });
  } catch {
    return null;
  }
  const raw = tags?.DateTimeOriginal ?? tags?.CreateDate;
  const match = typeof raw === "string" ? EXIF_DATE.exec(raw) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall) || year < 1900 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const offset = OFFSET.exec(String(tags?.OffsetTimeOriginal ?? tags?.OffsetTime ?? ""));
  const minutes = offset
    ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
    : luxembourgOffsetMinutes(new Date(wall - 60 * 60_000));
  return new Date(wall - minutes * 60_000);
}
