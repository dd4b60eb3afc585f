import { statfs } from "node:fs/promises";
import { Transform, type TransformCallback } from "node:stream";
import { BackupError } from "./manifest.js";

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * What an archive may unpack to. Each is checked while the archive streams, before the memory or
 * the disk is spent: an entry's declared size when its header arrives, the bytes as they come.
 * (manifest.json comes last, so its sizes are compared once everything is unpacked: exactly.)
 */
export const RESTORE_LIMITS = {
  /** One row of a table (a line of data/<Table>.jsonl): far above any row the site writes. */
  lineBytes: 16 * MB,
  /** One stored file (an image or a variant; uploads are at most 10 MB). */
  fileBytes: 256 * MB,
  /** manifest.json: a line per table and per stored file. */
  manifestBytes: 64 * MB,
  /** Everything unpacked, as the entries declare it. */
  totalBytes: 64 * GB,
  /** Kept free on the staging folder's disk. */
  spareDiskBytes: 256 * MB,
  /**
   * Unpacked bytes per archive byte read, past the first `ratioAllowance`: images hardly pack,
   * a table's JSON to a tenth or so, a run of zeros (a decompression bomb) a thousandfold.
   */
  ratio: 100,
  ratioAllowance: 64 * MB,
};

export type RestoreLimits = typeof RESTORE_LIMITS;

const inMb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** Passes bytes through and counts them. */
export class CountingStream extends Transform {
  bytes = 0;
  constructor(private readonly check: (bytes: number) => void = () => undefined) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    try {
      this.check(this.bytes);
    } catch (error) {
      return done(error as Error);
    }
    done(null, chunk);
  }
}

/**
 * The unpacked side of a gzip stream whose packed side `packed` counts: refuses once it unpacks
 * to more than the ratio allows (a decompression bomb), before that much is written anywhere.
 */
export function ratioGuard(packed: CountingStream, limits: RestoreLimits): CountingStream {
  return new CountingStream((unpacked) => {
    if (unpacked > limits.ratioAllowance + limits.ratio * packed.bytes) {
      throw new BackupError(
        `The archive is damaged or a decompression bomb: ${inMb(packed.bytes)} of it unpacked to more than ${inMb(unpacked)} (more than ${limits.ratio} times). Nothing was restored.`,
      );
    }
  });
}

/** Refuses a line longer than `lineBytes` as it streams, without holding the line. */
export function lineGuard(name: string, limits: RestoreLimits): Transform {
  let line = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let from = 0;
      for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, from)) {
        line += at - from;
        if (line > limits.lineBytes) break;
        line = 0;
        from = at + 1;
      }
      if (line <= limits.lineBytes) line += chunk.length - from;
      if (line > limits.lineBytes) {
        return done(
          new BackupError(
            `The archive is damaged: ${name} has a row longer than ${inMb(limits.lineBytes)} (no row the site writes is). Nothing was restored.`,
          ),
        );
      }
      done(null, chunk);
    },
  });
}

/**
 * The sizes the entries' headers declare, before their bytes are read: each within its kind's
 * limit, and all of them within the total and the staging disk's free space.
 */
export async function sizeGuard(dir: string, limits: RestoreLimits): Promise<(name: string, size: number) => void> {
  const disk = await statfs(dir);
  const free = disk.bavail * disk.bsize - limits.spareDiskBytes;
  let declared = 0;
  return (name, size) => {
    const own = name === "manifest.json" ? limits.manifestBytes : name.startsWith("files/") ? limits.fileBytes : null;
    if (own !== null && size > own) {
      throw new BackupError(
        `The archive is damaged: ${name} declares ${inMb(size)}, more than the ${inMb(own)} such an entry may hold. Nothing was restored.`,
      );
    }
    declared += size;
    if (declared > limits.totalBytes) {
      throw new BackupError(
        `The archive unpacks to more than ${inMb(limits.totalBytes)}, more than a backup of the site holds. Nothing was restored.`,
      );
    }
    if (declared > free) {
      throw new BackupError(
        `The archive unpacks to more than the ${inMb(Math.max(free, 0))} free on the disk of ${dir}. Free some space, then restore again. Nothing was restored.`,
      );
    }
  };
}
