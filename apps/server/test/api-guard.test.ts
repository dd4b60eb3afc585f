import { appRouter, PUBLIC_ROUTERS } from "@jugendclub/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

interface ProcedureDef {
  _def: { type: "query" | "mutation"; meta?: { openapi?: { method: string; path: string; protect?: boolean } } };
}

// Walks the whole router rather than a hand-kept list: a new admin procedure is covered the day
// it is added, and a public one must say so with protect: false.
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);
// What visitors may call: the reads of every content router in the registry (packages/api's
// content/registry.ts), the privacy notice (/privacy), the sign-in, the two public forms, and an
// event's sign-up (its places, signing up, and the steps its mails link to, each by its token),
// and the newsletter (subscribing, the steps its mails link to by token, a sent one's web version).
// Everything else needs an admin.
const PUBLIC = new Set([
  ...procedures
    .filter(([name, p]) => PUBLIC_ROUTERS.includes(name.split(".")[0] as string) && p._def.type === "query")
    .map(([name]) => name),
  "auth.login",
  "auth.logout",
  "auth.me",
  "contactSubmissions.create",
  "privacy.get",
  "signups.overview",
  "signups.create",
  "signups.state",
  "signups.confirm",
  "signups.cancel",
  "signups.accept",
  "signups.decline",
  "newsletter.subscribe",
  "newsletter.confirm",
  "newsletter.unsubscribe",
  "newsletter.subscription",
  "newsletter.updateSubscription",
  "newsletter.webVersion",
]);

describe("every non-public procedure requires an admin", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("the router's public procedures are exactly the reads and the public writes", () => {
    const open = procedures.filter(([, p]) => p._def.meta?.openapi?.protect === false).map(([name]) => name);
    expect(new Set(open)).toEqual(PUBLIC);
    expect(procedures.length).toBeGreaterThan(PUBLIC.size + 20);
  });

  it.each(procedures.filter(([name]) => !PUBLIC.has(name)))(
    "%s answers 401 on tRPC without a session",
    async (name, p) => {
      const res =
        p._def.type === "query"
          ? await t.app.inject({
              method: "GET",
              url: `/trpc/${name}?input=${encodeURIComponent(JSON.stringify({ id: 1 }))}`,
            })
          : await t.app.inject({ method: "POST", url: `/trpc/${name}`, payload: { id: 1, name: "x" } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe("Bitte als Admin anmelden");
    },
  );

  it.each(procedures.filter(([name]) => !PUBLIC.has(name)))(
    "%s answers 401 on REST without a session",
    async (_name, p) => {
      const openapi = p._def.meta?.openapi;
      expect(openapi, "every procedure has a REST path").toBeDefined();
      const url = `/api${openapi?.path.replace("{id}", "1")}`;
      const method = openapi?.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      const res = await t.app.inject({
        method,
        url,
        ...(method === "GET" || method === "DELETE" ? {} : { payload: { name: "x", title: "x" } }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "UNAUTHORIZED" });
    },
  );

  it("a forged or expired session cookie and an unknown bearer token are not signed in", async () => {
    for (const headers of [
      { cookie: "jc_session=forged" },
      { authorization: "Bearer jc_not-a-token" },
      { authorization: "Basic YWRtaW46YWRtaW4=" },
    ]) {
      const res = await t.app.inject({ method: "GET", url: "/api/contact-submissions", headers });
      expect(res.statusCode).toBe(401);
    }
  });
});
