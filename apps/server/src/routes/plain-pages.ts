import { errorFields, HTTP_STATUS, TooManyRequestsError } from "@jugendclub/api";
import type { PublicLocale } from "@jugendclub/api/locales";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply } from "fastify";
import { FORM_BODY_LIMIT } from "./form-posts.js";
import { pageHtml } from "./signup-page-html.js";

// What the host's plain pages (sign-ups, newsletter) share: how a page is answered, and how their
// forms' bodies are read.

const FORM_TYPE = "application/x-www-form-urlencoded";

/** A plain page: never kept by a cache or a search engine (it answers one person's link). */
export function sendPage(reply: FastifyReply, status: number, locale: PublicLocale, title: string, body: string) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .type("text/html; charset=utf-8")
    .send(pageHtml(locale, title, body));
}

/**
 * In `scope`, a form's body as its fields (a field sent twice, such as checkboxes: the values
 * joined by commas), up to FORM_BODY_LIMIT; any other body is read as none.
 */
export function readPlainForms(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(FORM_TYPE, { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body as string))
      fields[key] = key in fields ? `${fields[key]},${value}` : value;
    done(null, fields);
  });
  scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
}

/**
 * A procedure's refusal as a page shows it: the HTTP status, the message per field, and for a
 * rate limit the seconds to wait. Anything else is thrown on (a 500).
 */
export function failure(error: unknown): { status: number; fields: Record<string, string>; retryAfter?: number } {
  if (!(error instanceof TRPCError)) throw error;
  const cause = error.cause;
  return {
    status: HTTP_STATUS[error.code as keyof typeof HTTP_STATUS] ?? 500,
    fields: errorFields(error) ?? {},
    ...(cause instanceof TooManyRequestsError ? { retryAfter: cause.retryAfterSeconds } : {}),
  };
}
