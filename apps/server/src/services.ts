import { join } from "node:path";
import {
  createLocalStorage,
  createMailService,
  createMediaService,
  createS3Storage,
  liveClient,
  type MailService,
  type MediaService,
  type RemoteImageOptions,
  visitorClient,
} from "@jugendclub/api";
import type { Database, PrismaClient } from "@jugendclub/db";
import { serverClock } from "./clock.js";
import { type Config, s3Options } from "./config.js";

export interface Services {
  db: Database;
  /**
   * The database as visitors see it: no drafts, nothing scheduled for later, no sponsor outside
   * its period (content/visibility.ts). Public pages, feeds, the sitemap and every request
   * without a signed-in admin read through it.
   */
  visitorPrisma: PrismaClient;
  /**
   * The database as admins see it: everything but the trash (trash/live-client.ts). db.prisma
   * itself sees the trash too (backups, the media sweep, the housekeeping's purge).
   */
  adminPrisma: PrismaClient;
  /** The server's "now" for visibility (clock.ts: a test may move it). */
  now(): Date;
  media: MediaService;
  /** The outbox's worker and the mail server; main.ts starts it. */
  mail: MailService;
  /** Set for the local storage driver: where stored files live on disk. */
  mediaDir?: string;
  /** Where an upload waits on disk until it is unpacked (DATA_DIR/incoming, incoming.ts). */
  incomingDir: string;
}

/** Tests only: how images given by URL are fetched (the server itself never sets this). */
export interface ServiceOverrides {
  remoteImages?: RemoteImageOptions;
}

export function createServices(config: Config, db: Database, overrides: ServiceOverrides = {}): Services {
  const mediaOptions = { remote: overrides.remoteImages };
  const mail = createMailService(db.prisma, {
    config: config.mail,
    publicUrl: config.publicUrl,
    retryBaseMs: config.mailRetrySeconds * 1000,
    leaseMs: config.mailLeaseSeconds * 1000,
    publicHourlyLimit: config.publicMailHourlyLimit,
  });
  const now = serverClock(config.testClockFile);
  const adminPrisma = liveClient(db.prisma);
  const visitorPrisma = visitorClient(adminPrisma, now);
  const incomingDir = join(config.dataDir, "incoming");
  const shared = { db, visitorPrisma, adminPrisma, now, mail, incomingDir };
  if (config.storage.kind === "s3") {
    const storage = createS3Storage(s3Options(config.storage));
    return { ...shared, media: createMediaService(db.prisma, storage, mediaOptions) };
  }
  const storage = createLocalStorage(config.storage.dir);
  return { ...shared, media: createMediaService(db.prisma, storage, mediaOptions), mediaDir: storage.dir };
}
