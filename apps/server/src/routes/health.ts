import type { Database } from "@jugendclub/db";
import type { FastifyInstance } from "fastify";
import { APP_VERSION } from "../version.js";

/**
 * GET /healthz: 200 once the database answers, 503 when it does not. It names the version and the
 * database's kind and state, nothing private.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get("/healthz", async (request, reply) => {
    const started = performance.now();
    try {
      await db.ping();
      return {
        status: "ok",
        version: APP_VERSION,
        database: db.kind,
        databaseState: "up",
        latencyMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      request.log.warn({ err: error }, "health check: the database does not answer");
      return reply.code(503).send({
        status: "unavailable",
        version: APP_VERSION,
        database: db.kind,
        databaseState: "down",
        message: "The database does not answer",
      });
    }
  });
}
