import { describeFields, fieldsFromIssues, INTERNAL_MESSAGE, type Issue } from "@jugendclub/api";
import type { FastifyInstance } from "fastify";

interface RestErrorBody {
  message?: string;
  code?: string;
  issues?: Issue[];
  data?: { fields?: Record<string, string> };
  [key: string]: unknown;
}

/**
 * trpc-to-openapi answers with its own error shape (a validation error as "Input validation
 * failed" and zod's raw issues). Rewrite it into the API's: `{ code, message, fields? }`, the
 * fields taken the same way tRPC takes them (packages/api/src/errors.ts), and named in the message,
 * since no form shows them beside the fields.
 */
export function registerRestErrorFormat(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string" || !payload.startsWith("{")) return payload;
    let body: RestErrorBody;
    try {
      body = JSON.parse(payload) as RestErrorBody;
    } catch {
      return payload;
    }
    const fields = { ...fieldsFromIssues(body.issues ?? []), ...(body.data?.fields ?? {}) };
    const hasFields = Object.keys(fields).length > 0;
    const message =
      hasFields && body.code === "BAD_REQUEST" ? describeFields(fields) : (body.message ?? INTERNAL_MESSAGE);
    return JSON.stringify({ code: body.code ?? "ERROR", message, ...(hasFields ? { fields } : {}) });
  });
}
