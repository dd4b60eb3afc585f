import { randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import { registerApi } from "./api/plugin.js";
import { registerCompression } from "./compression.js";
import type { Config } from "./config.js";
import { CONNECTION_LIMITS, type ConnectionLimits, registerBodyLimit, serverTimeouts } from "./connection-limits.js";
import { registerErrorHandler } from "./errors.js";
import { registerJsonLimits } from "./json-limits.js";
import { loggerOptions, registerRequestLog } from "./logging.js";
import { registerBackup } from "./routes/backup.js";
import { registerCalendar } from "./routes/calendar.js";
import { registerDiscovery } from "./routes/discovery.js";
import { registerEventPreview } from "./routes/event-preview.js";
import { registerHealth } from "./routes/health.js";
import { registerMedia } from "./routes/media.js";
import { registerNewsletterPages } from "./routes/newsletter-pages.js";
import { registerPhotoZip } from "./routes/photo-zip.js";
import { registerSignupPages } from "./routes/signup-pages.js";
import { registerSignupsCsv } from "./routes/signups-csv.js";
import { registerSystemStatus } from "./routes/system.js";
import { registerUploads } from "./routes/uploads.js";
import { registerWeb } from "./routes/web.js";
import { registerSecurityHeaders } from "./security.js";
import type { Services } from "./services.js";
import { fastifyTrustProxy } from "./trust-proxy.js";

export interface AppDeps {
  config: Config;
  services: Services;
  /** Pino options (tests pass a level and a stream) or false; requests are logged as logging.ts says. */
  logger?: boolean | Record<string, unknown>;
  /** Tests only: shorter connection limits, so a test of them takes seconds, not minutes. */
  connectionLimits?: ConnectionLimits;
  /** The logger itself (main.ts: one logger for the database, the app and the background work). */
  loggerInstance?: FastifyBaseLogger;
}

/** Builds the Fastify app without listening: plugins, then services, then routes. */
export async function buildApp({
  config,
  services,
  logger,
  loggerInstance,
  connectionLimits = CONNECTION_LIMITS,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: loggerOptions(config.logLevel, logger) }),
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Requests are logged by registerRequestLog: one line, for the requests that matter.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    ...serverTimeouts(connectionLimits),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  registerRequestLog(app, config.logRequests, config.logSlowMs);
  registerErrorHandler(app, services);
  registerBodyLimit(app, connectionLimits);
  registerJsonLimits(app);
  // Security headers and the request id on every answer; the browser may PUT uploads to the bucket.
  registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith("https://"),
    uploadOrigin: await services.media.storage.uploadOrigin?.(),
  });
  await app.register(fastifyCookie);
  await registerCompression(app);

  registerHealth(app, config, services);
  await registerApi(app, config, services);
  await registerUploads(app, config, services);
  await registerPhotoZip(app, config, services);
  registerBackup(app, config, services);
  registerSystemStatus(app, config, services);
  registerSignupsCsv(app, config, services);
  await registerMedia(app, services);
  registerCalendar(app, config, services);
  registerEventPreview(app, config, services);
  registerDiscovery(app, config, services);
  await registerSignupPages(app, config, services);
  await registerNewsletterPages(app, config, services);
  await registerWeb(app, config, services);
  return app;
}
