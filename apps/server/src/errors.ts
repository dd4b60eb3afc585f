import { AppError, codeForStatus, INTERNAL_MESSAGE, ServiceUnavailableError } from "@jugendclub/api";
import type { FastifyError, FastifyInstance } from "fastify";
import { databaseAnswers } from "./readiness.js";
import { isPageRequest, sendErrorPage } from "./routes/error-page.js";
import type { Services } from "./services.js";

/** What a REST write with a body that is not JSON is told. */
export const SEND_JSON = "Bitte die Daten als JSON senden (Content-Type: application/json).";

/** Fastify's own errors from bad requests, in words a person can act on. */
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SEND_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: "Die gesendeten Daten sind zu groß.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Der JSON-Inhalt fehlt.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Die Länge der Anfrage stimmt nicht.",
  FST_ERR_CTP_INVALID_JSON_BODY: "Der gesendete JSON-Inhalt ist ungültig.",
};

/**
 * Every error answers JSON `{ code, message, fields? }` with a message a person can act on: the
 * services' AppErrors with the status of their code (packages/api/src/errors.ts), errors from bad
 * input with their 4xx status; anything else is logged and answered without details.
 *
 * A page that fails (a visitor's navigation, not the API) gets an HTML page in its language
 * instead (routes/error-page.ts): 503 with a retry hint when the database does not answer, else 500.
 */
export function registerErrorHandler(app: FastifyInstance, services: Services): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const unavailable = (error as unknown) instanceof ServiceUnavailableError;
    if ((unavailable || !((error as unknown) instanceof AppError)) && isPageRequest(request)) {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        const down = unavailable || !(await databaseAnswers(services));
        request.log.error({ err: error, databaseDown: down }, "a page could not be made");
        return sendErrorPage(request, reply, down ? 503 : 500);
      }
    }
    if ((error as unknown) instanceof AppError) {
      const appError = error as unknown as AppError;
      return reply.code(appError.status).send({
        code: appError.code,
        message: appError.message,
        ...(appError.fields ? { fields: appError.fields } : {}),
      });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ code: "INTERNAL_SERVER_ERROR", message: INTERNAL_MESSAGE });
    }
    const message =
      MESSAGES[error.code] ?? (error instanceof SyntaxError ? MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
    return reply.code(status).send({ code: codeForStatus(status), message });
  });
}
