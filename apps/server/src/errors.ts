import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from "@jugendclub/api";
import type { FastifyError, FastifyInstance } from "fastify";

/** HTTP status and code of the services' domain errors, for plain Fastify routes. */
function domainStatus(error: DomainError): [number, string] {
  if (error instanceof NotFoundError) return [404, "NOT_FOUND"];
  if (error instanceof ConflictError) return [409, "CONFLICT"];
  if (error instanceof UnauthorizedError) return [401, "UNAUTHORIZED"];
  if (error instanceof ForbiddenError) return [403, "FORBIDDEN"];
  if (error instanceof PayloadTooLargeError) return [413, "PAYLOAD_TOO_LARGE"];
  if (error instanceof UnsupportedMediaTypeError) return [415, "UNSUPPORTED_MEDIA_TYPE"];
  if (error instanceof TooManyRequestsError) return [429, "TOO_MANY_REQUESTS"];
  return [400, "BAD_REQUEST"];
}

/**
 * Every error answers JSON with a machine code and a message a person can act on. Errors from
 * bad input keep their 4xx status; anything else is logged and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if ((error as unknown) instanceof DomainError) {
      const [status, code] = domainStatus(error as unknown as DomainError);
      return reply.code(status).send({ code, message: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ code: "INTERNAL_SERVER_ERROR", message: "Feeler opgetrueden" });
    }
    const messages: Record<string, string> = {
      FST_ERR_CTP_INVALID_MEDIA_TYPE: "Bitte die Daten als JSON senden (Content-Type: application/json).",
      FST_ERR_CTP_BODY_TOO_LARGE: "Die gesendeten Daten sind zu groß.",
      FST_ERR_CTP_EMPTY_JSON_BODY: "Der JSON-Inhalt fehlt.",
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Die Länge der Anfrage stimmt nicht.",
    };
    const code =
      status === 413
        ? "PAYLOAD_TOO_LARGE"
        : status === 415
          ? "UNSUPPORTED_MEDIA_TYPE"
          : status === 429
            ? "TOO_MANY_REQUESTS"
            : status === 404
              ? "NOT_FOUND"
              : "BAD_REQUEST";
    const message =
      messages[error.code] ??
      (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
        ? "Der gesendete JSON-Inhalt ist ungültig."
        : error.message);
    return reply.code(status).send({ code, message });
  });
}
