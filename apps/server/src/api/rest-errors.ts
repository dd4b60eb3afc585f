import type { FastifyInstance } from "fastify";

interface RestErrorBody {
  message?: string;
  code?: string;
  issues?: { path?: (string | number)[]; message?: string }[];
  data?: { fields?: Record<string, string> };
  [key: string]: unknown;
}

/**
 * trpc-to-openapi answers a validation error with "Input validation failed" and zod's raw issues.
 * Rewrite that into our format: a human message, and each field with its problem.
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
    const fields: Record<string, string> = { ...(body.data?.fields ?? {}) };
    for (const issue of body.issues ?? []) {
      const key = issue.path && issue.path.length > 0 ? issue.path.join(".") : "_";
      fields[key] ??= issue.message ?? "Ungültiger Wert";
    }
    const hasFields = Object.keys(fields).length > 0;
    const message =
      hasFields && body.code === "BAD_REQUEST"
        ? `Bitte die Eingaben prüfen: ${Object.entries(fields)
            .map(([field, problem]) => `${field}: ${problem}`)
            .join("; ")}`
        : (body.message ?? "Feeler opgetrueden");
    return JSON.stringify({ code: body.code ?? "ERROR", message, ...(hasFields ? { fields } : {}) });
  });
}
