import { requireAdmin } from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import { contextFactory } from "../api/context.js";
import { backupFileName, backupStream } from "../backups.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";

export const BACKUP_PATH = "/api/admin/backup";

/**
 * GET /api/admin/backup: the whole site as a .tar.gz, streamed as it is made (admins: session
 * cookie or API token). `pnpm restore FILE` loads it into an empty installation.
 */
export function registerBackup(app: FastifyInstance, config: Config, services: Services): void {
  const createContext = contextFactory(config, services);
  app.get(BACKUP_PATH, async (request, reply) => {
    requireAdmin(await createContext({ req: request, res: reply }));
    const stream = backupStream(services);
    stream.on("error", (error) => request.log.error({ err: error }, "backup download failed"));
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", `attachment; filename="${backupFileName()}"`)
      .header("cache-control", "no-store")
      .send(stream);
  });
}
