import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { registerHealth } from "./routes/health.js";
import { registerMedia } from "./routes/media.js";
import { registerWeb } from "./routes/web.js";
import type { Services } from "./services.js";

export interface AppDeps {
  config: Config;
  services: Services;
  /** Pino options or false; tests pass false. */
  logger?: boolean | Record<string, unknown>;
}

/** Builds the Fastify app without listening: plugins, then services, then routes. */
export async function buildApp({ config, services, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
    },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: false,
    return503OnClosing: true,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerHealth(app, services.db);
  await registerMedia(app, services);
  await registerWeb(app, config);
  return app;
}
