import { join } from "node:path";
import { createLocalStorage, createMediaService, type MediaService } from "@jugendclub/api";
import type { Database } from "@jugendclub/db";
import type { Config } from "./config.js";

export interface Services {
  db: Database;
  media: MediaService;
  /** Set for the local storage driver: where stored files live on disk. */
  mediaDir?: string;
}

export function createServices(config: Config, db: Database): Services {
  const storage = createLocalStorage(join(config.dataDir, "files"));
  return { db, media: createMediaService(db.prisma, storage), mediaDir: storage.dir };
}
