import type { Database } from "@jugendclub/db";
import type { FastifyInstance } from "fastify";

/** GET /healthz: 200 once the database answers, 503 when it does not. */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get("/healthz", async (request, reply) => {
    const started = performance.now();
    try {
      await db.ping();
      return { status: "ok", database: db.kind, latencyMs: Math.round(performance.now() - started) };
    } catch (error) {
      request.log.warn({ err: error }, "health check: the database does not answer");
      return reply
        .code(503)
        .send({ status: "unavailable", database: db.kind, message: "The database does not answer" });
    }
  });
}
