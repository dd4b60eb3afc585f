import { createLocalStorage, createMediaService, createS3Storage, type MediaService } from "@jugendclub/api";
import type { Database } from "@jugendclub/db";
import type { Config } from "./config.js";

export interface Services {
  db: Database;
  media: MediaService;
  /** Set for the local storage driver: where stored files live on disk. */
  mediaDir?: string;
}

export function createServices(config: Config, db: Database): Services {
  if (config.storage.kind === "s3") {
    const { kind: _, ...options } = config.storage;
    return { db, media: createMediaService(db.prisma, createS3Storage(options)) };
  }
  const storage = createLocalStorage(config.storage.dir);
  return { db, media: createMediaService(db.prisma, storage), mediaDir: storage.dir };
}
