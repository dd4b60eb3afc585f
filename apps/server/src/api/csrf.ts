import { SESSION_COOKIE } from "@jugendclub/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { SEND_JSON } from "../errors.js";
import { isPhotoZipPath, MULTIPART_UPLOAD_PATH, UPLOAD_PATH } from "../routes/upload-paths.js";
import { bearerToken } from "./context.js";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return "invalid";
  }
}

/** The path of a request target, whether in origin form (/api/x) or absolute form (http://host/api/x). */
function pathOf(url: string): string {
  try {
    return new URL(url, "http://target.invalid").pathname;
  } catch {
    return url;
  }
}

/**
 * Cross-site request forgery: a browser on another site can send our cookie with a form post.
 * Writes authenticated by the cookie must therefore come from our own origin (when the browser
 * says where it comes from) and carry JSON, which a plain cross-site form cannot send. Our origin
 * is PUBLIC_URL's, or the one the request was addressed to; each is compared whole: scheme, host
 * and port. Scripts with a bearer token need neither; curl sends no Origin and is let through.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config, prefixes: string[]): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook("onRequest", async (request: FastifyRequest, reply) => {
    if (SAFE.has(request.method)) return;
    const path = pathOf(request.url);
    if (!prefixes.some((prefix) => path.startsWith(prefix))) return;
    if (bearerToken(request) || !request.cookies[SESSION_COOKIE]) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const addressed = originOf(request.headers.host ? `${request.protocol}://${request.headers.host}` : undefined);
    if (origin !== null && origin !== publicOrigin && origin !== addressed) {
      return reply.code(403).send({
        code: "FORBIDDEN",
        message: "Diese Anfrage kommt von einer fremden Seite und wurde abgelehnt.",
      });
    }
    // Uploads carry bytes or a form, not JSON; their routes say what they take (a ZIP: the archive
    // or a form, which a cross-site page could send like the image upload's: the origin check
    // above applies to them all).
    const isUpload = path.startsWith(UPLOAD_PATH) || path === MULTIPART_UPLOAD_PATH || isPhotoZipPath(path);
    const type = request.headers["content-type"];
    if (type && !isUpload && !/^application\/json\b/i.test(type)) {
      return reply.code(415).send({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: SEND_JSON,
      });
    }
  });
}
