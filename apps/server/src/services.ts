import {
  createLocalStorage,
  createMediaService,
  createS3Storage,
  type MediaService,
  type RemoteImageOptions,
} from "@jugendclub/api";
import type { Database } from "@jugendclub/db";
import type { Config } from "./config.js";

export interface Services {
  db: Database;
  media: MediaService;
  /** Set for the local storage driver: where stored files live on disk. */
  mediaDir?: string;
}

/** Tests only: how images given by URL are fetched (the server itself never sets this). */
export interface ServiceOverrides {
  remoteImages?: RemoteImageOptions;
}

export function createServices(config: Config, db: Database, overrides: ServiceOverrides = {}): Services {
  const mediaOptions = { remote: overrides.remoteImages };
  if (config.storage.kind === "s3") {
    const { kind: _, ...options } = config.storage;
    return { db, media: createMediaService(db.prisma, createS3Storage(options), mediaOptions) };
  }
  const storage = createLocalStorage(config.storage.dir);
  return { db, media: createMediaService(db.prisma, storage, mediaOptions), mediaDir: storage.dir };
}
