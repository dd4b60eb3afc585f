import { renameSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { jpeg } from "./upload-fixtures.js";

// The review: valid signed upload URLs were written to the server log, query string and all, so
// whoever reads the log could upload with them until they expire. Requests are logged by their
// path; no query string reaches the log. And by default only the requests that matter are logged
// (a line for every request cost some 40 % of the kept pages' throughput, issue 30).

describe("the request log", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ LOG_LEVEL: "info", LOG_REQUESTS: "all" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("names each request by its path, never with its query string: no upload signature in any line", async () => {
    const cookie = await loginCookie(t.app);
    const api = rest(t.app, cookie);
    const signed = new URL((await api.get("/api/object-uploads/url?purpose=event")).json().url);
    const signature = signed.searchParams.get("signature") as string;
    expect(signature.length).toBeGreaterThan(20);
    const before = t.logs.length;

    const put = await t.app.inject({
      method: "PUT",
      url: signed.pathname + signed.search,
      headers: { "content-type": "image/jpeg", cookie },
      payload: await jpeg(400, 300),
    });
    expect(put.statusCode).toBe(200);
    // A forged one too, and queries that say what a visitor searched or where they came from.
    await t.app.inject({ method: "PUT", url: `${signed.pathname}?expires=1&signature=forged-signature` });
    await t.app.inject({ method: "GET", url: "/api/events?lang=fr&token=secret-token-in-query" });
    await t.app.inject({ method: "GET", url: "/events?q=private-search&utm_source=facebook.com" });

    const lines = t.logs.slice(before).map((line) => JSON.stringify(line));
    const urls = t.logs.slice(before).flatMap((line) => {
      const req = line.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    // Every request is in the log, by its path.
    expect(urls).toEqual([signed.pathname, signed.pathname, "/api/events", "/events"]);
    for (const secret of [signature, "forged-signature", "expires=", "secret-token-in-query", "private-search", "?"]) {
      expect(
        lines.filter((line) => line.includes(secret)),
        secret,
      ).toEqual([]);
    }
  });

  it("names each request once, with its status and time taken", async () => {
    const before = t.logs.length;
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const logged = t.logs.slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: "request completed", req: { url: "/healthz" }, res: { statusCode: 200 } });
    expect(typeof logged[0]?.responseTime).toBe("number");
  });
});

describe("the request log by default", () => {
  let t: TestApp;
  let slow: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ LOG_LEVEL: "info" });
    // Every request counts as slow from 1 ms on.
    slow = await createAdminTestApp({ LOG_LEVEL: "info", LOG_SLOW_MS: "1" });
  });
  afterAll(async () => {
    await t.close();
    await slow.close();
  });

  const requestLines = (app: TestApp, from: number) =>
    app.logs.slice(from).filter((line) => line.msg === "request completed") as {
      level: number;
      req: { url: string };
      res: { statusCode: number };
      slow?: boolean;
    }[];

  it("leaves out answered pages, API reads and 404s, and logs refusals and errors", async () => {
    const before = t.logs.length;
    expect((await t.app.inject({ method: "GET", url: "/events?utm_source=x" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/events" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/nothing-here" })).statusCode).toBe(404);
    // Not signed in: the admin API refuses.
    expect((await t.app.inject({ method: "GET", url: "/api/admin/status?token=secret" })).statusCode).toBe(401);
    // The file storage gone for a moment: the full health check answers 503.
    const files = join(t.config.dataDir, "files");
    renameSync(files, `${files}-away`);
    try {
      expect((await t.app.inject({ method: "GET", url: "/healthz?full" })).statusCode).toBe(503);
    } finally {
      renameSync(`${files}-away`, files);
    }
    const lines = requestLines(t, before);
    expect(lines.map((line) => [line.req.url, line.res.statusCode, line.level])).toEqual([
      ["/api/admin/status", 401, 30],
      ["/healthz", 503, 50],
    ]);
    expect(JSON.stringify(t.logs.slice(before))).not.toContain("secret");
  });

  it("logs a slow request as a warning, by its path", async () => {
    const before = slow.logs.length;
    expect((await slow.app.inject({ method: "GET", url: "/fr/events?q=private" })).statusCode).toBe(200);
    const lines = requestLines(slow, before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, slow: true, req: { url: "/fr/events" }, res: { statusCode: 200 } });
    expect(JSON.stringify(lines)).not.toContain("private");
  });
});
