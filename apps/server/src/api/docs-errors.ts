import { type ApiMeta, appRouter, type ErrorCode, HTTP_STATUS } from "@jugendclub/api";
import { SUCCESS_STATUS_BY_OPERATION } from "./success-status.js";

// Every error a REST operation answers with, declared in its document with the one error body.
// What follows from an operation's shape is derived here for all alike (generated or written by
// hand); what only a procedure knows it declares itself (packages/api/src/routers/openapi.ts).

/** The body of every REST answer that is not a success (rest-errors.ts and errors.ts send it). */
export const ERROR_SCHEMA = {
  type: "object",
  required: ["code", "message"],
  additionalProperties: false,
  properties: {
    code: {
      type: "string",
      enum: Object.keys(HTTP_STATUS),
      description: "What went wrong, one code for each HTTP status",
    },
    message: { type: "string", description: "For a person, in German: what to do" },
    fields: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "With 400 for bad input: each field (a dotted path; `_` for the input as a whole) and its problem",
    },
  },
};

/** What a status means where the operation says nothing more precise. */
const MEANING: Record<number, string> = {
  400: "Bad input: broken JSON, or values the operation does not take (fields names each one)",
  401: "Not signed in: no session cookie or API token, or one that is no longer valid",
  403: "A write with the session cookie from another site (send the site's own Origin, or use an API token)",
  404: "No such item",
  409: "The write conflicts with what is stored",
  413: "The body is over its limit (256 KB of JSON)",
  415: "The body is not JSON: send Content-Type: application/json, or no body where the operation takes none",
  429: "Too many requests: wait the seconds in Retry-After",
  500: "The server failed; the details are in its log",
};

const RETRY_AFTER = {
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 1 } },
};

export function errorResponse(status: number, description = MEANING[status] ?? "Error") {
  return {
    description,
    ...(status === 429 ? { headers: RETRY_AFTER } : {}),
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
}

interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<string, { description?: string }>;
}

/** The statuses an operation of this shape can answer with, whatever it does. */
function statusesOfShape(path: string, method: string, operation: Operation): number[] {
  const statuses = [500];
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) statuses.push(400);
  if ((operation.security?.length ?? 0) > 0) statuses.push(401);
  if (path.includes("{")) statuses.push(404);
  // Writes: broken JSON, the cross-site check (csrf.ts), Fastify's body limit, a body not JSON.
  if (method !== "get") statuses.push(400, 403, 413, 415);
  return statuses;
}

/** Each procedure's own errors (its meta's `errors`), by "method path" as the document has them. */
function proceduresErrors(): Map<string, Partial<Record<ErrorCode, string>>> {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ApiMeta } }>;
  const errors = new Map<string, Partial<Record<ErrorCode, string>>>();
  for (const { _def } of Object.values(procedures)) {
    const { openapi, errors: own } = _def.meta ?? {};
    if (openapi) errors.set(`${openapi.method.toLowerCase()} ${openapi.path}`, own ?? {});
  }
  return errors;
}

/**
 * Gives every operation of the document every error status it can answer with, each with the one
 * error body; a description an operation gave (written by hand, or its procedure's) is kept.
 */
export function declareErrors(document: {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}): void {
  const own = proceduresErrors();
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA } };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const described: Record<number, string | undefined> = {};
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) described[Number(status)] = response.description;
      }
      for (const [code, when] of Object.entries(own.get(`${method} ${path}`) ?? {})) {
        described[HTTP_STATUS[code as ErrorCode]] = when;
      }
      for (const status of statusesOfShape(path, method, operation)) described[status] ??= undefined;
      const accepted = SUCCESS_STATUS_BY_OPERATION.get(`${method} ${path}`);
      const success = Object.entries(operation.responses)
        .filter(([status]) => Number(status) < 400)
        .map(([status, response]) => [accepted && status === "200" ? String(accepted) : status, response] as const);
      const errors = Object.keys(described)
        .map(Number)
        .sort((a, b) => a - b)
        .map((status) => [String(status), errorResponse(status, described[status])]);
      operation.responses = Object.fromEntries([...success, ...errors]);
    }
  }
}
