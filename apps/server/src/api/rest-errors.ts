import {
  codeForStatus,
  describeFields,
  type ErrorCode,
  fieldsFromIssues,
  HTTP_STATUS,
  INTERNAL_MESSAGE,
  type Issue,
} from "@jugendclub/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SEND_JSON } from "../errors.js";

interface RestErrorBody {
  message?: string;
  code?: string;
  issues?: Issue[];
  data?: { fields?: Record<string, string> };
  [key: string]: unknown;
}

/** Each request's path as it came: the adapter cuts /api off the request's URL before it answers. */
const pathAsSent = new WeakMap<FastifyRequest, string>();

/** No procedure at this method and path: trpc-to-openapi's own "Not found". */
function unknownAddress(request: FastifyRequest): string {
  const path = pathAsSent.get(request) ?? request.url.split("?")[0];
  return `Diese Adresse gibt es in der REST-API nicht: ${request.method} ${path}. Alle Adressen stehen unter /api/openapi.json.`;
}

/** trpc-to-openapi's own English, for a body that is not JSON or a path it has no procedure for. */
function adapterMessage(body: RestErrorBody, request: FastifyRequest): string | undefined {
  if (body.code === "NOT_FOUND" && body.message === "Not found" && !body.data?.fields) return unknownAddress(request);
  if (
    body.code === "UNSUPPORTED_MEDIA_TYPE" &&
    /^(Unsupported content-type|Missing content-type)/.test(body.message ?? "")
  )
    return SEND_JSON;
  return undefined;
}

/**
 * trpc-to-openapi answers with its own error shape (a validation error as "Input validation
 * failed" and zod's raw issues). Rewrite it into the API's, the one error body of the REST
 * document (docs-errors.ts): `{ code, message, fields? }`, the code the status's, the fields taken
 * the same way tRPC takes them (packages/api/src/errors.ts), and named in the message, since no
 * form shows them beside the fields.
 */
export function registerRestErrorFormat(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    pathAsSent.set(request, request.url.split("?")[0] ?? request.url);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string" || !payload.startsWith("{")) return payload;
    let body: RestErrorBody;
    try {
      body = JSON.parse(payload) as RestErrorBody;
    } catch {
      return payload;
    }
    const code = body.code && body.code in HTTP_STATUS ? (body.code as ErrorCode) : codeForStatus(reply.statusCode);
    const fields = { ...fieldsFromIssues(body.issues ?? []), ...(body.data?.fields ?? {}) };
    const hasFields = Object.keys(fields).length > 0;
    const message =
      hasFields && code === "BAD_REQUEST"
        ? describeFields(fields)
        : (adapterMessage(body, request) ?? body.message ?? INTERNAL_MESSAGE);
    return JSON.stringify({ code, message, ...(hasFields ? { fields } : {}) });
  });
}
