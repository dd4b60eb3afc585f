import { randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { registerApi } from "./api/plugin.js";
import { registerCompression } from "./compression.js";
import type { Config } from "./config.js";
import { registerErrorHandler } from "./errors.js";
import { registerJsonLimits } from "./json-limits.js";
import { registerBackup } from "./routes/backup.js";
import { registerCalendar } from "./routes/calendar.js";
import { registerDiscovery } from "./routes/discovery.js";
import { registerEventPreview } from "./routes/event-preview.js";
import { registerHealth } from "./routes/health.js";
import { registerMedia } from "./routes/media.js";
import { registerPhotoZip } from "./routes/photo-zip.js";
import { registerSystemStatus } from "./routes/system.js";
import { registerUploads } from "./routes/uploads.js";
import { registerWeb } from "./routes/web.js";
import { registerSecurityHeaders } from "./security.js";
import type { Services } from "./services.js";

/**
 * How long a client may hold a connection without making progress, so that idle or deliberately
 * slow sockets cannot pile up: 10 s to send a request's headers, 2 minutes for a whole request
 * (a 10 MB photo over a slow phone uplink), 30 s without a byte either way, and 5 s for an idle
 * keep-alive connection between requests. Node checks the first two every second.
 */
export const CONNECTION_LIMITS = {
  connectionTimeout: 30_000,
  keepAliveTimeout: 5_000,
  requestTimeout: 120_000,
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
} as const;

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
      redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
    },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    ...CONNECTION_LIMITS,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  registerErrorHandler(app);
  registerJsonLimits(app);
  // Security headers and the request id on every answer.
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await registerCompression(app);

  registerHealth(app, services.db);
  await registerApi(app, config, services);
  await registerUploads(app, config, services);
  await registerPhotoZip(app, config, services);
  registerBackup(app, config, services);
  registerSystemStatus(app, config, services);
  await registerMedia(app, services);
  registerCalendar(app, config, services);
  registerEventPreview(app, config, services);
  registerDiscovery(app, config, services);
  await registerWeb(app, config, services);
  return app;
}
