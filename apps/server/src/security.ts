import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

export interface SecurityHeaderOptions {
  /** The site is served over https (PUBLIC_URL): browsers are told to keep to it. */
  https?: boolean;
  /** Where the admin's browser PUTs an image when the files live in an S3 bucket. */
  uploadOrigin?: string;
}

/** A year, the usual HSTS lifetime (and what preload lists ask for). */
const HSTS_MAX_AGE = 31_536_000;

/**
 * Security headers, worked out once by helmet and then set on every answer. (The Fastify wrapper
 * of helmet builds helmet anew on every request: that took a tenth of the server's time on a
 * cached read.) The built web app has no inline scripts, so scripts come from 'self' only.
 * Mantine writes its CSS variables into a style element, hence 'unsafe-inline' for styles.
 *
 * On an https site every answer carries Strict-Transport-Security for a year, for this host only:
 * not includeSubDomains, as a club's domain often has other names (a mail provider's webmail, an
 * old site, a router's page) that are still served over http, and those would stop working for
 * every visitor of this site. On http the header would be ignored by browsers, so it is left out.
 *
 * `uploadOrigin` is where the admin's browser PUTs an image when the files live in an S3 bucket
 * (the presigned URL's origin): connect-src allows it, and nothing else. Images are never loaded
 * from the bucket (/media/ is served by this server), so img-src stays 'self'.
 */
export function securityHeaders({ https = false, uploadOrigin }: SecurityHeaderOptions = {}): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(uploadOrigin ? [uploadOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
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

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    reply.header("x-request-id", request.id);
    done();
  });
}
