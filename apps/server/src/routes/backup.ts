import { requireRole, ServiceUnavailableError } from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import { contextFactory } from "../api/context.js";
import { backupFileName, backupStream } from "../backups.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";

export const BACKUP_PATH = "/api/admin/backup";

/**
 * GET /api/admin/backup: the whole site as a .tar.gz, streamed as it is made (admins: session
 * cookie or API token). `pnpm restore FILE` loads it into an empty installation.
 *
 * The status line goes out before the first byte of the archive, so the database and the file
 * storage are asked first: when either does not answer, the download is a 503 with the reason,
 * not a "200" that breaks off. A failure later in the stream (a file that cannot be read) ends
 * the connection without the chunked body's end, so the browser reports a failed download
 * rather than keeping a truncated file as complete.
 */
export function registerBackup(app: FastifyInstance, config: Config, services: Services): void {
  const createContext = contextFactory(config, services);
  app.get(BACKUP_PATH, async (request, reply) => {
    requireRole(await createContext({ req: request, res: reply }), "host.backup");
    try {
      await services.db.ping();
    } catch (error) {
      request.log.error({ err: error }, "backup download: the database does not answer");
      throw new ServiceUnavailableError(
        "Die Sicherung ist gerade nicht möglich: Die Datenbank antwortet nicht. Bitte später erneut versuchen.",
      );
    }
    try {
      await services.media.storage.check();
    } catch (error) {
      request.log.error({ err: error }, "backup download: the file storage does not answer");
      throw new ServiceUnavailableError(
        `Die Sicherung ist gerade nicht möglich: Der Dateispeicher (${services.media.storage.kind === "s3" ? "S3-Bucket" : "Ordner"}) antwortet nicht. Bitte später erneut versuchen.`,
      );
    }
    const stream = backupStream(services);
    stream.on("error", (error) => request.log.error({ err: error }, "backup download failed"));
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", `attachment; filename="${backupFileName()}"`)
      .header("cache-control", "no-store")
      .send(stream);
  });
}
