import { format } from "node:util";
import type { FastifyInstance, FastifyRequest } from "fastify";
import pino, { type Logger } from "pino";
import type { RequestLogging } from "./config.js";

// The server's one log: JSON lines on stdout, written by pino (Fastify's own logger), so a log
// collector can read every line the server writes.

/**
 * How a request is written to the log: its method and path, never its query string. A signed
 * upload URL carries its signature there (whoever reads the log could upload with it until it
 * expires), and other queries carry what visitors searched for or tracking ids; the path is what
 * a log reader needs. Cookies and the Authorization header are not logged either.
 */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    // As it came (registerRequestLog makes sure): the REST adapter cuts /api off request.url.
    url: (request.originalUrl ?? request.url).split("?")[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Refusals worth a line by default: signed out or not allowed (someone trying the admin API),
 * too slow or too large a body, too many attempts. Not 404 (crawlers and scanners ask for
 * anything), nor a visitor's mistyped form (400).
 */
const NOTABLE_REFUSALS = new Set([401, 403, 408, 413, 429]);

/**
 * One line per request that matters, written when its answer is sent, in place of Fastify's two
 * lines per request ("incoming request", "request completed"): writing those cost some 40 % of
 * the kept pages' throughput (docs/PERFORMANCE.md, "The request log").
 * - problems (the default): answers with status 500 or above (level error), requests that took
 *   `slowMs` or longer (warn), and the refusals above (info);
 * - all: every request as well (info);
 * - none: no request lines (errors keep their own lines from the error handler).
 * Each line has the request as logRequest writes it (never the query string), the status and the
 * time taken in ms.
 */
export function registerRequestLog(app: FastifyInstance, mode: RequestLogging, slowMs: number): void {
  if (mode === "none") return;
  const all = mode === "all";
  // Fastify reads originalUrl when first asked: asked here, before the REST adapter cuts /api off.
  app.addHook("onRequest", (request, _reply, done) => {
    void request.originalUrl;
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const level = status >= 500 ? "error" : ms >= slowMs ? "warn" : all || NOTABLE_REFUSALS.has(status) ? "info" : null;
    if (level) {
      request.log[level](
        {
          req: request,
          res: { statusCode: status },
          responseTime: Math.round(ms * 10) / 10,
          ...(ms >= slowMs ? { slow: true } : {}),
        },
        "request completed",
      );
    }
    done();
  });
}

/**
 * The logger's options: the level, the request's form above, and request headers that never go
 * into the log, under whatever else the caller gives (tests give a level and a stream to read the
 * lines from; false logs nothing).
 */
export function loggerOptions(
  level: string,
  given?: boolean | Record<string, unknown>,
): false | Record<string, unknown> {
  if (given === false) return false;
  return {
    level,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
    serializers: { req: logRequest },
    ...(typeof given === "object" ? given : {}),
  };
}

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level) as pino.LoggerOptions);
}

/**
 * What would otherwise reach the output as plain text goes through the log instead: libraries'
 * console.* lines (Prisma's "prisma:warn", a driver's notices), Node's process warnings (which
 * it prints to stderr by default) and an exception nothing caught (logged, then the process ends
 * with 1, as Node does).
 */
export function logEverythingAsJson(log: Logger): void {
  const from = { source: "console" };
  console.log = (...args: unknown[]) => log.info(from, format(...args));
  console.info = console.log;
  console.debug = (...args: unknown[]) => log.debug(from, format(...args));
  console.warn = (...args: unknown[]) => log.warn(from, format(...args));
  console.error = (...args: unknown[]) => log.error(from, format(...args));
  // Node's own listener prints each warning as text; this one logs it instead.
  process.removeAllListeners("warning");
  process.on("warning", (warning) =>
    log.warn({ warning: { name: warning.name, code: (warning as { code?: string }).code } }, warning.message),
  );
  process.on("uncaughtException", (error) => {
    log.fatal({ err: error }, "an uncaught exception ended the server");
    process.exit(1);
  });
}
