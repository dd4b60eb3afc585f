import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Security headers, worked out once by helmet and then set on every answer. (The Fastify wrapper
 * of helmet builds helmet anew on every request: that took a tenth of the server's time on a
 * cached read.) The built web app has no inline scripts, so scripts come from 'self' only.
 * Mantine writes its CSS variables into a style element, hence 'unsafe-inline' for styles.
 */
export function securityHeaders(extraImageSources: string[] = []): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...extraImageSources],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...extraImageSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
  });
  // No directive depends on the request, so one run against a recording response gives them all.
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, extraImageSources: string[] = []): void {
  const headers = securityHeaders(extraImageSources);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    reply.header("x-request-id", request.id);
    done();
  });
}
