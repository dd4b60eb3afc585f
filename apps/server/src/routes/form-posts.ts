import {
  appRouter,
  type Context,
  createCallerFactory,
  errorFields,
  HTTP_STATUS,
  TooManyRequestsError,
} from "@jugendclub/api";
import { type FormPost, formAddresses, type SubmitResult } from "@jugendclub/web/site";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { visitorContext } from "../api/context.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import type { PageRenderer } from "./page-renderer.js";

/** A public form's fields are a few kilobytes; the message itself is at most a few thousand characters. */
export const FORM_BODY_LIMIT = 64 * 1024;
const FORM_TYPE = "application/x-www-form-urlencoded";

const createCaller = createCallerFactory(appRouter);

/** Sends a contact message through the API in process, with a visitor's context: its checks, limits and mail. */
async function submitContact(ctx: Context, input: Parameters<FormPost["submit"]>[0]): Promise<SubmitResult> {
  try {
    const answer = await createCaller(ctx).contactSubmissions.create(input);
    return { ok: true, review: (answer as { review?: boolean }).review === true };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const cause = error.cause;
    const fields = errorFields(error);
    return {
      ok: false,
      status: HTTP_STATUS[error.code as keyof typeof HTTP_STATUS] ?? 500,
      ...(fields ? { fields } : {}),
      ...(cause instanceof TooManyRequestsError ? { retryAfter: cause.retryAfterSeconds } : {}),
    };
  }
}

/**
 * The public forms without scripts: each form page (contact, sponsors, in every language) takes
 * its form as a plain POST and answers with the page, rendered with the outcome: the thanks, or
 * the form with what was typed and what to fix (400), or why it was not sent (429, 503). The
 * message goes through the same procedure as the browser's, so its checks, the contact limit,
 * the honeypot and the mails are the same. Nothing of it is kept in the page cache.
 */
export async function registerFormPosts(
  app: FastifyInstance,
  config: Config,
  services: Services,
  pages: PageRenderer,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(FORM_TYPE, { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // Any other body (JSON, multipart, none) is not what a page's form sends.
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    for (const address of formAddresses()) {
      scope.post(address, async (request, reply) => {
        reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
        const type = request.headers["content-type"] ?? "";
        if (!type.toLowerCase().startsWith(FORM_TYPE) || typeof request.body !== "object" || request.body === null) {
          return reply.code(415).send({
            code: "UNSUPPORTED_MEDIA_TYPE",
            message: `Dieses Formular wird als ${FORM_TYPE} gesendet, wie ein Browser es tut.`,
          });
        }
        const ctx = visitorContext(config, services, request.ip);
        let retryAfter: number | undefined;
        const rendered = await pages.render(request.url, request.ip, {
          fields: request.body as Record<string, string>,
          submit: async (input) => {
            const result = await submitContact(ctx, input);
            if (!result.ok) retryAfter = result.retryAfter;
            return result;
          },
        });
        if (!rendered || "redirect" in rendered) {
          return reply.code(503).send({
            code: "SERVICE_UNAVAILABLE",
            message: "Das Formular kann gerade nicht beantwortet werden. Bitte versuchen Sie es gleich noch einmal.",
          });
        }
        if (rendered.status === 429 && retryAfter) reply.header("retry-after", String(retryAfter));
        return reply.code(rendered.status).type("text/html; charset=utf-8").send(rendered.html);
      });
    }
  });
}
