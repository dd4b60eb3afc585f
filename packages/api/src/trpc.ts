import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import { type AuditNotes, auditAction, recordAudit, titleOf } from "./audit/record.js";
import type { AuthUser, Context } from "./context.js";
import {
  AppError,
  CHECK_INPUT,
  ForbiddenError,
  fieldsFromIssues,
  INTERNAL_MESSAGE,
  TooManyRequestsError,
  UnauthorizedError,
} from "./errors.js";
import { forbiddenMessage, mayUse } from "./roles.js";
import type { RouteErrors } from "./routers/openapi.js";
import { useGermanZodMessages } from "./zod-messages.js";

/** Field name -> the first problem with it, for forms and REST clients. */
export function fieldErrors(error: ZodError): Record<string, string> {
  return fieldsFromIssues(error.issues);
}

/** A procedure's error's problems per field (its input's, or a service's), as forms show them. */
export function errorFields(error: TRPCError): Record<string, string> | undefined {
  if (error.cause instanceof ZodError) return fieldErrors(error.cause);
  return error.cause instanceof AppError ? error.cause.fields : undefined;
}

// Inputs without a message of their own are answered in German too, not in zod's English.
useGermanZodMessages();

/**
 * A procedure's metadata: its REST path, the errors only it answers with (routers/openapi.ts), and
 * `batch: false` for one that must come alone.
 */
export type ApiMeta = OpenApiMeta & {
  errors?: RouteErrors;
  batch?: false;
  /** A REST success other than 200: 202 for a request taken that is not done yet (a sign-up to confirm). */
  successStatus?: 202;
};

const t = initTRPC
  .context<Context>()
  .meta<ApiMeta>()
  .create({
    // Never send stack traces, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      const fields = errorFields(error);
      // Internal errors keep their details in the log, not in the answer.
      const message = zod
        ? CHECK_INPUT
        : shape.data.code === "INTERNAL_SERVER_ERROR"
          ? INTERNAL_MESSAGE
          : shape.message;
      return {
        message,
        // The JSON-RPC number the tRPC client expects; the name is in data.code.
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          ...(fields ? { fields } : {}),
          // The Retry-After seconds of a 429, for the forms to say the wait in the page's language.
          ...(error.cause instanceof TooManyRequestsError ? { retryAfter: error.cause.retryAfterSeconds } : {}),
        },
      };
    },
  });

/** Turns the services' errors into tRPC errors with the same code, hence the same HTTP status. */
const domainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    if (cause instanceof TooManyRequestsError) ctx.setHeader("retry-after", String(cause.retryAfterSeconds));
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

/**
 * A procedure marked `batch: false` (a password check) is refused inside a tRPC batch, so one
 * request can never carry many guesses.
 */
const unbatched = t.middleware(({ ctx, meta, next }) => {
  if (meta?.batch === false && ctx.callsInRequest > 1) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "Diese Anfrage muss einzeln gesendet werden, nicht gebündelt.",
    });
  }
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(unbatched).use(domainErrors);

/**
 * The one admin check: the signed-in admin, or a 401. Every admin procedure goes through it, and
 * so does every host route outside tRPC (the multipart upload).
 */
export function requireAdmin(ctx: Pick<Context, "user">): AuthUser {
  if (!ctx.user) throw new UnauthorizedError("Bitte als Admin anmelden");
  return ctx.user;
}

/**
 * The one role check (roles.ts's table): a signed-in account whose role may use the procedure or
 * host route named by `path`, else a 401 (nobody signed in) or a 403 in German.
 */
export function requireRole(ctx: Pick<Context, "user">, path: string): AuthUser {
  const user = requireAdmin(ctx);
  if (!mayUse(user.role, path)) throw new ForbiddenError(forbiddenMessage(user.role));
  return user;
}

/**
 * Every admin write leaves an entry in the audit log: who (the admin, by session or API token),
 * what (the router and the procedure), which item and its title. A handler may add the exact
 * fields it changed, or a title it read before deleting, through `ctx.audit`.
 */
const audited = t.middleware(async ({ ctx, type, path, getRawInput, next }) => {
  // An upload's steps are not entries of their own: the write that uses the file has one.
  if (type !== "mutation" || !ctx.user || path.startsWith("uploads.")) return next();
  const audit: AuditNotes = {};
  const result = await next({ ctx: { audit } });
  if (result.ok) {
    const raw = (await getRawInput().catch(() => undefined)) as Record<string, unknown> | undefined;
    const data = result.data as Record<string, unknown> | undefined;
    const id = audit.entityId ?? data?.id ?? raw?.id;
    await recordAudit(ctx.prisma, {
      actor: ctx.user.username,
      via: ctx.authMethod === "token" ? "token" : "session",
      ...auditAction(path),
      entityId: typeof id === "number" ? id : typeof id === "string" && /^\d+$/.test(id) ? Number(id) : null,
      title: audit.title ?? (titleOf(data) || titleOf(raw)),
      changedFields: audit.changedFields ?? audit.changes?.map((change) => change.field) ?? [],
      changes: audit.changes ?? [],
      tokenName: ctx.authMethod === "token" ? (ctx.tokenName ?? null) : null,
    });
  }
  return result;
});

/**
 * Every write, and every read of private data, goes through this: a signed-in account whose role
 * may use the procedure (roles.ts).
 */
export const adminProcedure = publicProcedure
  .use(({ ctx, path, next }) => next({ ctx: { ...ctx, user: requireRole(ctx, path) } }))
  .use(audited);
