import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The review: no Strict-Transport-Security on an https site, so a visitor's first request over
// http (a typed address, an old link) can be intercepted. On https every answer carries it, for
// this host only (security.ts says why not includeSubDomains); on http it is never sent.

/** Answers of every kind: pages, a 404 page, JSON (read, cached 304, error), an asset, health. */
const requests: (InjectOptions & { url: string })[] = [
  { method: "GET", url: "/" },
  { method: "GET", url: "/fr/events" },
  { method: "GET", url: "/fr" },
  { method: "GET", url: "/does-not-exist" },
  { method: "GET", url: "/api/events" },
  { method: "GET", url: "/trpc/events.list" },
  { method: "GET", url: "/api/contact-submissions" },
  { method: "GET", url: "/api/nothing-here" },
  { method: "GET", url: "/media/0000000000000000000000000000dead.jpg" },
  { method: "GET", url: "/robots.txt" },
  { method: "GET", url: "/healthz" },
  { method: "POST", url: "/api/auth/login", payload: { username: "x", password: "wrong password" } },
  { method: "POST", url: "/api/auth/login", headers: { "content-type": "application/json" }, payload: "{" },
];

describe.each([
  { publicUrl: "https://jugendclub.example", hsts: "max-age=31536000" },
  { publicUrl: "http://jugendclub.example", hsts: undefined },
])("Strict-Transport-Security with PUBLIC_URL=$publicUrl", ({ publicUrl, hsts }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await t.close();
  });

  it(hsts ? "is on every answer, for this host only" : "is on no answer", async () => {
    const etag = (await t.app.inject({ method: "GET", url: "/api/events" })).headers.etag as string;
    const cookie = await loginCookie(t.app);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec((await t.app.inject({ method: "GET", url: "/" })).body)?.[1];
    for (const request of [
      ...requests,
      { method: "GET", url: "/api/events", headers: { "if-none-match": etag } },
      { method: "GET", url: "/api/contact-submissions", headers: { cookie } },
      { method: "GET", url: asset as string },
    ] as (InjectOptions & { url: string })[]) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBeLessThan(500);
      expect(res.headers["strict-transport-security"], `${request.method} ${request.url} ${res.statusCode}`).toBe(hsts);
    }
  });
});
