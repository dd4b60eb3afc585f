import sharp from "sharp";
import yazl from "yazl";

/** A plain JPEG; with gps, it carries a GPS position and a camera make in its EXIF. */
export async function jpeg(width = 2000, height = 1200, gps = false): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 70, b: 90 } } }).jpeg();
  if (gps) {
    image = image.withExif({
      IFD0: { Make: "Phone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "49/1 37/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "6/1 9/1 0/1" },
    });
  }
  return image.toBuffer();
}

/** Bytes that are a valid JPEG of about `bytes` size (noise does not compress). */
export async function bigJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 1.5));
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** A multipart/form-data request with one file field, as a script would send it. */
export function multipartBody(
  body: Buffer,
  filename: string,
  headers: Record<string, string>,
): { headers: Record<string, string>; payload: Buffer } {
  const boundary = "----jc-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` }, payload };
}

/** A ZIP of the given entries (deflated); `rename` patches a name afterwards (yazl refuses "../"). */
export async function zipOf(entries: [string, Buffer][], rename?: [string, string]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name, { compress: true });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  let out = Buffer.concat(chunks);
  if (rename) {
    const [from, to] = rename.map((name) => Buffer.from(name)) as [Buffer, Buffer];
    if (from.length !== to.length) throw new Error("a renamed entry keeps its length");
    let at = out.indexOf(from);
    while (at >= 0) {
      to.copy(out, at);
      at = out.indexOf(from, at + 1);
    }
    out = Buffer.from(out);
  }
  return out;
}
