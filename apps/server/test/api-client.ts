import type { AppRouter } from "@jugendclub/api";
import { createTRPCClient, httpLink } from "@trpc/client";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

export const ADMIN = { username: "admin", password: "correct horse battery" };

/** Signs in through POST /api/auth/login and returns the Cookie header to send. */
export async function loginCookie(app: FastifyInstance, credentials = ADMIN): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: credentials });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "jc_session");
  if (!cookie) throw new Error("no session cookie");
  return `jc_session=${cookie.value}`;
}

/** A REST caller that sends the cookie (and JSON) like the spec's client. */
export function rest(app: FastifyInstance, cookie?: string) {
  const call = (method: InjectOptions["method"], url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, body?: unknown) => call("POST", url, body ?? {}),
    put: (url: string, body: unknown) => call("PUT", url, body),
    patch: (url: string, body: unknown) => call("PATCH", url, body),
    delete: (url: string) => call("DELETE", url),
  };
}

/** The typed tRPC client over the app's real HTTP handling (inject instead of a socket). */
export function trpcClient(app: FastifyInstance, cookie?: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: "http://localhost/trpc",
        headers: cookie ? { cookie } : {},
        fetch: async (input, init) => {
          const url = new URL(String(input));
          const res = await app.inject({
            method: (init?.method ?? "GET") as InjectOptions["method"],
            url: url.pathname + url.search,
            headers: { ...(init?.headers as Record<string, string>), "content-type": "application/json" },
            ...(init?.body ? { payload: String(init.body) } : {}),
          });
          return new Response(res.statusCode === 204 ? null : res.body, {
            status: res.statusCode,
            headers: res.headers as Record<string, string>,
          });
        },
      }),
    ],
  });
}
