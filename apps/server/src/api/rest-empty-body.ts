import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** The methods whose REST calls trpc-to-openapi reads a JSON body for. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/** Whether a request carries no body at all: no length or length 0, and not chunked. */
function carriesNoBody(raw: IncomingMessage): boolean {
  const length = raw.headers["content-length"];
  return raw.headers["transfer-encoding"] === undefined && (length === undefined || length === "0");
}

/**
 * A REST call without a body is a call without input, whatever content type it names. trpc-to-
 * openapi answers 415 to a POST, PUT or PATCH without `Content-Type: application/json` even when
 * the operation takes no input (`curl -X POST /api/auth/logout` left the session valid), and
 * Fastify answers 400 to an empty body sent as JSON. So the content type of a bodiless request is
 * dropped before Fastify parses (nothing to parse), and JSON is named for the adapter after it:
 * the operation's schema decides, as for any input (none needed: done; fields missing: 400 naming
 * them). The cross-site check (csrf.ts) has run before, on the request as it came.
 */
export function registerEmptyBodies(rest: FastifyInstance): void {
  rest.addHook("onRequest", async (request) => {
    if (carriesNoBody(request.raw)) delete request.raw.headers["content-type"];
  });
  rest.addHook("preHandler", async (request) => {
    if (BODY_METHODS.has(request.method) && request.body === undefined && carriesNoBody(request.raw)) {
      request.raw.headers["content-type"] = "application/json";
    }
  });
}
