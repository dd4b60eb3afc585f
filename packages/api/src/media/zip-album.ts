import type { Readable } from "node:stream";
import type * as yauzl from "yauzl";
import { titleFromFileName } from "../photo-titles.js";
import { UPLOAD_LIMITS } from "../upload-rules.js";
import { DAMAGED_IMAGE, DamagedImageError, imageProblem } from "./image-pipeline.js";
import type { MediaService, StoredImage } from "./media-service.js";

// A ZIP of photos, unpacked on the server one entry at a time: at most one entry (10 MB) is in
// memory, and each goes through the image pipeline's queue like any upload. Defences, each with
// its own message, while the good files are still taken: paths out of the archive, entries over
// the photo limit, entries packed suspiciously tightly (zip bombs), more than ZIP_LIMITS.totalBytes
// unpacked in all, too many entries, encrypted entries, files that are not images.

export const ZIP_LIMITS = {
  /** The archive as sent. */
  archiveBytes: 1024 * 1024 * 1024,
  /** Everything unpacked, summed. */
  totalBytes: 2 * 1024 * 1024 * 1024,
  /** Each entry: a photo's limit. */
  entryBytes: UPLOAD_LIMITS.photo,
  /** Entries looked at; the rest are refused. */
  entries: 2000,
  /** Unpacked size over packed size above which an entry over 1 MB counts as a bomb. Photos hardly compress. */
  ratio: 50,
} as const;

const MB = 1024 * 1024;

export interface ZipImage {
  /** The entry's name in the archive. */
  name: string;
  /** Its title, from the name. */
  title: string;
  image: StoredImage;
}

export interface ZipRefusal {
  name: string;
  reason: string;
}

/** A file name from the archive that stays inside it, or the reason it does not. */
function checkedName(raw: string): { name: string } | { reason: string } {
  const name = raw.replace(/\\/g, "/");
  if (name.startsWith("/") || /^[a-z]:/i.test(name) || name.split("/").includes("..") || name.includes("\0")) {
    return { reason: "Der Pfad zeigt aus dem Archiv heraus; die Datei wurde nicht übernommen." };
  }
  return { name };
}

/** Names a packer adds beside the photos (macOS resource forks, thumbnails): skipped silently. */
const isPackerNoise = (name: string) =>
  name.startsWith("__MACOSX/") || /(^|\/)\._/.test(name) || /(^|\/)(Thumbs\.db|\.DS_Store)$/i.test(name);

type OpenZip = yauzl.ZipFile;

// yauzl is loaded with the first ZIP, not at start (memory, docs/PERFORMANCE.md).
const openZip = async (path: string) => {
  const { default: yauzlModule } = await import("yauzl");
  return new Promise<OpenZip>((resolve, reject) =>
    yauzlModule.open(
      path,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true },
      (error, zip) => (error || !zip ? reject(error ?? new Error("no zip")) : resolve(zip)),
    ),
  );
};

/** An entry's bytes, at most `limit` of them (the header's size may lie; yauzl checks it too). */
function readEntry(zip: OpenZip, entry: yauzl.Entry, limit: number): Promise<Buffer | "too-large"> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream?: Readable) => {
      if (error || !stream) return reject(error ?? new Error("no stream"));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          stream.destroy();
          resolve("too-large");
        } else chunks.push(chunk);
      });
      stream.on("end", () => resolve(Buffer.concat(chunks)));
      stream.on("error", reject);
    });
  });
}

export class ZipArchiveError extends Error {}

/** The unpacking was stopped from outside (the client went away): nothing is to be added. */
export class ZipImportStopped extends Error {}

/**
 * Reads the ZIP at `path` and stores every image in it. Answers the stored ones (for the caller
 * to make photos of) and the refused ones with why. Throws ZipArchiveError when the file is no
 * readable ZIP at all, and ZipImportStopped between two entries once `signal` is aborted.
 */
export async function unpackPhotoZip(
  media: MediaService,
  path: string,
  limits: Readonly<Record<keyof typeof ZIP_LIMITS, number>> = ZIP_LIMITS,
  signal?: AbortSignal,
): Promise<{ images: ZipImage[]; refused: ZipRefusal[] }> {
  let zip: OpenZip;
  try {
    zip = await openZip(path);
  } catch {
    throw new ZipArchiveError("Die Datei ist kein lesbares ZIP-Archiv. Bitte das Archiv neu packen und erneut senden.");
  }
  const images: ZipImage[] = [];
  const refused: ZipRefusal[] = [];
  let total = 0;
  let seen = 0;
  const refuse = (name: string, reason: string) => refused.push({ name: name.slice(0, 300), reason });

  const handle = async (entry: yauzl.Entry): Promise<void> => {
    const utf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
    const raw = (entry.fileName as unknown as Buffer).toString(utf8 ? "utf8" : "latin1");
    if (raw.endsWith("/") || isPackerNoise(raw)) return;
    seen += 1;
    if (seen > limits.entries) {
      refuse(raw, `Mehr als ${limits.entries} Dateien im Archiv: diese wurde nicht mehr gelesen.`);
      return;
    }
    const checked = checkedName(raw);
    if ("reason" in checked) return void refuse(raw, checked.reason);
    const { name } = checked;
    if (entry.isEncrypted()) return void refuse(name, "Die Datei ist verschlüsselt; bitte ohne Passwort packen.");
    if (entry.uncompressedSize > limits.entryBytes) {
      return void refuse(name, `Die Datei ist zu groß: höchstens ${limits.entryBytes / MB} MB je Foto.`);
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > MB && ratio > limits.ratio) {
      return void refuse(
        name,
        `Die Datei ist verdächtig stark gepackt (1:${Math.round(ratio)}, wie bei einer ZIP-Bombe); sie wurde nicht entpackt.`,
      );
    }
    if (total + entry.uncompressedSize > limits.totalBytes) {
      return void refuse(
        name,
        `Das Archiv ist entpackt größer als ${limits.totalBytes / MB} MB; diese Datei wurde nicht mehr entpackt.`,
      );
    }
    total += entry.uncompressedSize;
    let data: Buffer | "too-large";
    try {
      data = await readEntry(zip, entry, limits.entryBytes);
    } catch {
      return void refuse(name, "Die Datei im Archiv ist beschädigt und konnte nicht entpackt werden.");
    }
    if (data === "too-large") {
      return void refuse(name, `Die Datei ist zu groß: höchstens ${limits.entryBytes / MB} MB je Foto.`);
    }
    const problem = await imageProblem(data);
    if (problem === "damaged") return void refuse(name, DAMAGED_IMAGE);
    if (problem) return void refuse(name, "Diese Datei ist kein Bild (erlaubt: JPEG, PNG, WebP, GIF, AVIF).");
    try {
      images.push({ name, title: titleFromFileName(name), image: await media.storeImage(data) });
    } catch (error) {
      // Only the image's own fault is its refusal; a failing disk or database is the server's.
      if (!(error instanceof DamagedImageError)) throw error;
      refuse(name, DAMAGED_IMAGE);
    }
  };

  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      if (signal?.aborted) {
        zip.close();
        return reject(new ZipImportStopped("The ZIP import was stopped."));
      }
      handle(entry).then(
        () => zip.readEntry(),
        (error) => {
          zip.close();
          reject(error);
        },
      );
    });
    zip.on("end", () => resolve());
    zip.on("error", () => {
      // A broken central directory part-way: what was read so far stays.
      refuse("(Archiv)", "Das Archiv ist ab hier beschädigt; die übrigen Dateien konnten nicht gelesen werden.");
      resolve();
    });
    zip.readEntry();
  });
  return { images, refused };
}
