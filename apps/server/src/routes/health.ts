import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { sharedReadiness } from "../readiness.js";
import type { Services } from "../services.js";
import { APP_VERSION } from "../version.js";

/**
 * GET /healthz: 200 once the database answers, 503 when it does not. It names the version and the
 * database's kind and state, nothing private. Cheap enough for a liveness probe every second.
 *
 * GET /healthz?full: every part the site needs (readiness.ts): the database, the file storage
 * (the folder, or the bucket), the mail queue (no mail waiting over an hour) and the free space
 * in DATA_DIR; 503 naming the failing parts in `failing` when one is not well.
 */
export function registerHealth(app: FastifyInstance, config: Config, services: Services): void {
  const { db } = services;
  const full = sharedReadiness(config, services);
  app.get<{ Querystring: { full?: string } }>("/healthz", async (request, reply) => {
    if (request.query.full !== undefined) {
      const answer = await full();
      if (answer.status !== "ok") request.log.warn({ failing: answer.failing }, "health check: not every part is well");
      return reply.code(answer.status === "ok" ? 200 : 503).send({ version: APP_VERSION, ...answer });
    }
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
