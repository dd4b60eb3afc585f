import { type ApiSettings, authenticate, type Context, DEVICE_COOKIE, SESSION_COOKIE } from "@jugendclub/api";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { UPLOAD_PATH } from "../routes/upload-paths.js";
import type { Services } from "../services.js";

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function sessionCookieOptions(config: Config, expires: Date) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
    expires,
  };
}

/** The device cookie is only ever read by the login, which the site's own pages send. */
function deviceCookieOptions(config: Config, expires: Date) {
  return { ...sessionCookieOptions(config, expires), sameSite: "strict" as const };
}

function apiSettings(config: Config): ApiSettings {
  return {
    contactRateLimit: config.contactRateLimit,
    signupRateLimit: config.signupRateLimit,
    loginRateLimit: config.loginRateLimit,
    uploadUrl: `${config.publicUrl}${UPLOAD_PATH}`,
  };
}

/** Builds a procedure's context from a Fastify request: who is signed in, and how to answer. */
export function contextFactory(config: Config, services: Services) {
  return async ({
    req,
    res,
    info,
  }: {
    req: FastifyRequest;
    res: FastifyReply;
    info?: { calls: unknown[] };
  }): Promise<Context> => {
    const sessionToken = req.cookies[SESSION_COOKIE] ?? null;
    const auth = await authenticate(services.db.prisma, { sessionToken, bearer: bearerToken(req) });
    if (auth?.renewedUntil && sessionToken) {
      res.setCookie(SESSION_COOKIE, sessionToken, sessionCookieOptions(config, auth.renewedUntil));
    }
    return {
      // A signed-in admin sees drafts and scheduled items; everybody else reads as a visitor.
      prisma: auth?.user ? services.adminPrisma : services.visitorPrisma,
      media: services.media,
      mail: services.mail,
      settings: apiSettings(config),
      user: auth?.user ?? null,
      authMethod: auth?.method ?? null,
      tokenName: auth?.tokenName ?? null,
      ip: req.ip,
      sessionToken: auth?.method === "session" ? sessionToken : null,
      setSessionCookie: (token, expiresAt) => {
        res.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, expiresAt));
      },
      clearSessionCookie: () => {
        res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: config.secureCookies });
      },
      deviceToken: req.cookies[DEVICE_COOKIE] ?? null,
      setDeviceCookie: (value, expiresAt) => {
        res.setCookie(DEVICE_COOKIE, value, deviceCookieOptions(config, expiresAt));
      },
      // The REST paths carry one call; a tRPC batch says how many it carries.
      callsInRequest: info?.calls.length ?? 1,
      setHeader: (name, value) => {
        res.header(name, value);
      },
    };
  };
}

/**
 * The context of a visitor nobody signed in as, for the server's page rendering: it reads only
 * public data, whatever cookies the request carries, and never sets any.
 */
export function visitorContext(config: Config, services: Services, ip: string): Context {
  return {
    prisma: services.visitorPrisma,
    media: services.media,
    mail: services.mail,
    settings: apiSettings(config),
    user: null,
    authMethod: null,
    ip,
    sessionToken: null,
    setSessionCookie: () => undefined,
    clearSessionCookie: () => undefined,
    deviceToken: null,
    setDeviceCookie: () => undefined,
    callsInRequest: 1,
    setHeader: () => undefined,
  };
}
