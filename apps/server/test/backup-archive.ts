import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { extract as tarExtract, pack as tarPack } from "tar-stream";

/** Test support: the entries of a backup archive, and an archive built from (changed) entries. */
export async function unpack(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tarExtract();
  const done = pipeline(Readable.from([gunzipSync(archive)]), extract as unknown as Writable);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await done;
  return entries;
}

export async function repack(entries: Map<string, Buffer>): Promise<Buffer> {
  const pack = tarPack();
  const chunks: Buffer[] = [];
  pack.on("data", (chunk) => {
    chunks.push(chunk as Buffer);
  });
  const ended = new Promise<void>((resolve) => pack.on("end", () => resolve()));
  for (const [name, data] of entries) pack.entry({ name }, data);
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}
