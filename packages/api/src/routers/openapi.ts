import type { OpenApiMeta } from "trpc-to-openapi";

type Method = NonNullable<OpenApiMeta["openapi"]>["method"];

/** OpenAPI metadata of a public route (no security) or an admin route (cookie or bearer). */
export function publicRoute(method: Method, path: `/${string}`, tag: string, summary: string): OpenApiMeta {
  return { openapi: { method, path, tags: [tag], summary, protect: false } };
}

export function adminRoute(method: Method, path: `/${string}`, tag: string, summary: string): OpenApiMeta {
  return {
    openapi: { method, path, tags: [tag], summary, protect: true, errorResponses: { 401: "Not signed in" } },
  };
}
