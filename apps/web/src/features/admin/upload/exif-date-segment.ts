// The one piece of a photo's metadata worth keeping when the browser shrinks it: when it was
// taken. A canvas writes a JPEG without any metadata (no GPS position, no camera serial), so the
// capture date is put back as a minimal EXIF segment holding only DateTimeOriginal (and the
// camera's time offset when it wrote one). The server reads it as it reads any photo's date.

/** EXIF's date form, "2026:07:12 20:15:00", and an offset such as "+02:00". */
export interface CaptureDate {
  dateTime: string;
  offset?: string;
}

const DATE_FORM = /^\d{4}:\d{2}:\d{2} \d{2}:\d{2}:\d{2}$/;
const OFFSET_FORM = /^[+-]\d{2}:\d{2}$/;

/** An APP1 "Exif" segment (little-endian TIFF) with IFD0 pointing to an Exif IFD holding the date. */
export function exifDateSegment(date: CaptureDate): Uint8Array {
  if (!DATE_FORM.test(date.dateTime)) throw new Error(`not an EXIF date: ${date.dateTime}`);
  const offset = date.offset && OFFSET_FORM.test(date.offset) ? date.offset : undefined;
  // ASCII values with their NUL: 20 bytes for the date, 7 for the offset.
  const values: [tag: number, text: string][] = [[0x9003, `${date.dateTime}\0`]];
  if (offset) values.push([0x9011, `${offset}\0`]);

  const ifd0At = 8;
  const ifd0Size = 2 + 12 + 4;
  const exifIfdAt = ifd0At + ifd0Size;
  const exifIfdSize = 2 + values.length * 12 + 4;
  let dataAt = exifIfdAt + exifIfdSize;
  const tiffSize = dataAt + values.reduce((sum, [, text]) => sum + text.length, 0);

  const tiff = new DataView(new ArrayBuffer(tiffSize));
  const bytes = new Uint8Array(tiff.buffer);
  bytes.set([0x49, 0x49, 0x2a, 0x00]); // "II", 42
  tiff.setUint32(4, ifd0At, true);
  // IFD0: one entry, the pointer to the Exif IFD (tag 0x8769, LONG).
  tiff.setUint16(ifd0At, 1, true);
  writeEntry(tiff, ifd0At + 2, 0x8769, 4, 1, exifIfdAt);
  tiff.setUint32(ifd0At + 2 + 12, 0, true);
  // Exif IFD: the ASCII values, stored after it (each longer than 4 bytes).
  tiff.setUint16(exifIfdAt, values.length, true);
  values.forEach(([tag, text], index) => {
    writeEntry(tiff, exifIfdAt + 2 + index * 12, tag, 2, text.length, dataAt);
    for (let i = 0; i < text.length; i++) bytes[dataAt + i] = text.charCodeAt(i);
    dataAt += text.length;
  });
  tiff.setUint32(exifIfdAt + 2 + values.length * 12, 0, true);

  const header = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
  const length = 2 + header.length + tiffSize;
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, 0xe1, length >> 8, length & 0xff]);
  segment.set(header, 4);
  segment.set(bytes, 4 + header.length);
  return segment;
}

function writeEntry(view: DataView, at: number, tag: number, type: number, count: number, value: number) {
  view.setUint16(at, tag, true);
  view.setUint16(at + 2, type, true);
  view.setUint32(at + 4, count, true);
  view.setUint32(at + 8, value, true);
}

/** The JPEG with the segment after its start marker and the encoder's JFIF header, if any. */
export function withExifDate(jpeg: Uint8Array, date: CaptureDate | null): Uint8Array {
  if (!date || !DATE_FORM.test(date.dateTime) || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return jpeg;
  const jfif = jpeg[2] === 0xff && jpeg[3] === 0xe0 ? 2 + ((jpeg[4] ?? 0) << 8) + (jpeg[5] ?? 0) : 0;
  const at = 2 + jfif;
  const segment = exifDateSegment(date);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, at));
  out.set(segment, at);
  out.set(jpeg.subarray(at), at + segment.length);
  return out;
}
