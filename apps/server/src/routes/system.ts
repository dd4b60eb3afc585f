import { requireRole } from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import { contextFactory } from "../api/context.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import { systemStatus } from "../system-status.js";

export const STATUS_PATH = "/api/admin/status";

/** GET /api/admin/status: the system tab's figures and warnings (admins only). */
export function registerSystemStatus(app: FastifyInstance, config: Config, services: Services): void {
  const createContext = contextFactory(config, services);
  app.get(STATUS_PATH, async (request, reply) => {
    requireRole(await createContext({ req: request, res: reply }), "host.status");
    reply.header("cache-control", "no-store");
    return systemStatus(config, services);
  });
}
