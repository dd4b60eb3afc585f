import type { OpenApiMeta } from "trpc-to-openapi";
import type { ErrorCode } from "../errors.js";
import type { ApiMeta } from "../trpc.js";

type Method = NonNullable<OpenApiMeta["openapi"]>["method"];

/**
 * The errors an operation answers with that only the procedure knows (a conflict, a rate limit,
 * a token's own admin), each with when it happens. Those that follow from an operation's shape
 * are added to every operation alike where the REST document is made (apps/server/src/api/
 * docs-errors.ts): 400 for any input or body, 401 for an admin operation, 404 for a path with an
 * id, 403, 413 and 415 for every write, 500 for all.
 */
export type RouteErrors = Partial<Record<ErrorCode, string>>;

/** Every password check waits in one queue (services/passwords.ts), which turns a burst away. */
export const PASSWORD_QUEUE_FULL: RouteErrors = {
  TOO_MANY_REQUESTS: "Too many password checks at once; wait the seconds in Retry-After",
};

/** OpenAPI metadata of a public route (no security). */
export function publicRoute(
  method: Method,
  path: `/${string}`,
  tag: string,
  summary: string,
  errors: RouteErrors = {},
): ApiMeta {
  // errorResponses {}: trpc-to-openapi adds no error answers of its own (its shape is not ours).
  return { openapi: { method, path, tags: [tag], summary, protect: false, errorResponses: {} }, errors };
}

/** OpenAPI metadata of an admin route (cookie or bearer). */
export function adminRoute(
  method: Method,
  path: `/${string}`,
  tag: string,
  summary: string,
  errors: RouteErrors = {},
): ApiMeta {
  return { openapi: { method, path, tags: [tag], summary, protect: true, errorResponses: {} }, errors };
}
