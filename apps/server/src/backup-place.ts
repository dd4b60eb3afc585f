import { createReadStream } from "node:fs";
import { readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { type S3Options, s3Connection } from "@jugendclub/api";

// Where the automatic backups are kept: DATA_DIR/backups, or the S3 bucket (under backups/) when
// the site's files live in one, so a lost disk does not take the backups with it.

export const BACKUP_NAME = /^jugendclub-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;
/** The folder in the bucket; stored files' keys have no slash, so nothing else is named so. */
export const S3_BACKUP_PREFIX = "backups/";

export interface BackupFile {
  name: string;
  bytes: number;
  at: Date;
}

export interface BackupPlace {
  readonly kind: "local" | "s3";
  /** Newest first. */
  list(): Promise<BackupFile[]>;
  /** Moves a finished backup file there under `name` (the file is gone afterwards). */
  store(file: string, name: string): Promise<void>;
  remove(name: string): Promise<void>;
}

/** The moment a backup's name gives (UTC), or null for another name. */
export function backupNameDate(name: string): Date | null {
  const m = BACKUP_NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s));
}

const newestFirst = (files: BackupFile[]) => files.sort((a, b) => b.at.getTime() - a.at.getTime());

export function localBackupPlace(dir: string): BackupPlace {
  return {
    kind: "local",
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const files: BackupFile[] = [];
      for (const name of names.filter((n) => BACKUP_NAME.test(n))) {
        const info = await stat(join(dir, name)).catch(() => null);
        if (info) files.push({ name, bytes: info.size, at: info.mtime });
      }
      return newestFirst(files);
    },
    async store(file, name) {
      await rename(file, join(dir, name));
    },
    async remove(name) {
      await rm(join(dir, name), { force: true });
    },
  };
}

export function s3BackupPlace(options: S3Options): BackupPlace {
  const connect = s3Connection(options);
  const Bucket = options.bucket;
  const Key = (name: string) => {
    if (!BACKUP_NAME.test(name)) throw new Error(`Not a backup's name: ${JSON.stringify(name)}`);
    return `${S3_BACKUP_PREFIX}${name}`;
  };
  return {
    kind: "s3",
    async list() {
      const { sdk, client } = await connect();
      const files: BackupFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: S3_BACKUP_PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? "").slice(S3_BACKUP_PREFIX.length);
          // The name's moment, not the object's: a copied or re-uploaded backup keeps its date.
          const at = backupNameDate(name);
          if (at) files.push({ name, bytes: object.Size ?? 0, at });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return newestFirst(files);
    },
    async store(file, name) {
      const { sdk, client } = await connect();
      const { size } = await stat(file);
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: Key(name),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: "application/gzip",
          }),
        );
      } finally {
        await rm(file, { force: true });
      }
    },
    async remove(name) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: Key(name) }));
    },
  };
}
