import type { FastifyInstance, FastifyRequest } from "fastify";

/** Deeper than any input of the API (which nests three levels at most), far below a stack's limit. */
export const MAX_JSON_DEPTH = 32;

const TOO_DEEP = "Der JSON-Inhalt ist zu tief verschachtelt.";

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by one pass over the
 * characters before anything parses or walks it (a parser or validator would recurse, and
 * 10 000 levels overflow the stack).
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character.
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}

function tooDeep(): Error {
  return Object.assign(new Error(TOO_DEEP), { statusCode: 400, code: "FST_ERR_CTP_JSON_TOO_DEEP" });
}

/**
 * Bounds the nesting of every JSON the server takes: REST bodies (Fastify's parser, behind a depth
 * check), and tRPC's bodies and `?input=` queries, which the tRPC adapter parses itself.
 */
export function registerJsonLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (jsonTooDeep(body as string)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, body as string, done);
  });
  app.addHook("preValidation", async (request: FastifyRequest) => {
    const input = (request.query as { input?: unknown } | undefined)?.input;
    if (typeof request.body === "string" && jsonTooDeep(request.body)) throw tooDeep();
    if (typeof input === "string" && jsonTooDeep(input)) throw tooDeep();
  });
}
