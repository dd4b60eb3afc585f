import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { createTestDatabase } from "@jugendclub/db/testing";
import { serverDatabase } from "@jugendclub/testing/server-database";
import { type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { startTcpProxy, type TcpProxy } from "@jugendclub/testing/tcp-proxy";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

// Operations review (issue 30), 7: while the database was down, visitors got a bare JSON body
// (or, on the embedded database, an empty page whose scripts then failed). Pages now answer an
// HTML page in their language, 503 with a retry hint; the API keeps its JSON.

const html = { accept: "text/html,application/xhtml+xml" };

function expectErrorPage(res: { statusCode: number; headers: Record<string, unknown>; body: string }, lang: string) {
  expect(res.statusCode).toBe(503);
  expect(String(res.headers["content-type"])).toMatch(/^text\/html/);
  expect(res.headers["retry-after"]).toBe("60");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.body).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}">`));
  // No script: the page must work when nothing else does (and the policy allows none inline).
  expect(res.body).not.toContain("<script");
}

describe("pages while the database does not answer", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.close();
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
  });

  it("answer 503 with an HTML page in the page's language and a retry hint", async () => {
    const home = await t.app.inject({ method: "GET", url: "/", headers: html });
    expectErrorPage(home, "lb");
    expect(home.body).toContain("D'Säit ass grad net erreechbar");
    expect(home.body).toContain('<a href="/">Nach eng Kéier probéieren</a>');

    const events = await t.app.inject({ method: "GET", url: "/fr/events?category=Sport", headers: html });
    expectErrorPage(events, "fr");
    expect(events.body).toContain("Le site est momentanément indisponible");
    expect(events.body).toContain('<a href="/fr/events">Réessayer</a>');

    expectErrorPage(await t.app.inject({ method: "GET", url: "/de/events/1-summerfest", headers: html }), "de");
    expectErrorPage(await t.app.inject({ method: "GET", url: "/en/", headers: html }), "en");
    const pt = await t.app.inject({ method: "GET", url: "/pt/contact", headers: html });
    expectErrorPage(pt, "pt");
    // The retry link never leads to another host.
    const odd = await t.app.inject({ method: "GET", url: "//evil.example/", headers: html });
    expect(odd.body).not.toContain('href="//');
    expect(t.logs.some((line) => line.msg === "a page could not be made")).toBe(true);
  });

  it("keeps JSON for the API", async () => {
    for (const url of ["/api/events", "/trpc/events.list"]) {
      const res = await t.app.inject({ method: "GET", url, headers: html });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(500);
      expect(String(res.headers["content-type"]), url).toMatch(/^application\/json/);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the PostgreSQL driver when the network is cut",
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    it("fails the query that was running, keeps the process, and connects again", async () => {
      const template = await createTestDatabase(inject("dbTemplate"));
      const url = new URL(template.url as string);
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = "127.0.0.1";
      url.port = String(proxy.port);
      const warnings: string[] = [];
      const db = await openDatabase({
        databaseUrl: url.toString(),
        log: { warn: (_, message) => warnings.push(message) },
      });
      try {
        await db.ping();
        // A query under way and an idle connection, both cut. Before, pg reported the cut of a
        // connection in use as a second 'error' event nobody listened to, which ended the process.
        const running = db.readRows("sleep", "SELECT pg_sleep(2)");
        await new Promise((resolve) => setTimeout(resolve, 300));
        await proxy.cut();
        await expect(running).rejects.toThrow();
        await new Promise((resolve) => setTimeout(resolve, 500));
        await expect(db.ping()).rejects.toThrow();
        expect(warnings).toContain("PostgreSQL closed a connection; a new one is opened when needed");
        await proxy.restore();
        await db.ping();
        expect(await db.prisma.eventCategory.count()).toBeGreaterThanOrEqual(0);
      } finally {
        await db.close();
        await proxy.cut();
        await template.destroy();
      }
    }, 60_000);
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the built server when PostgreSQL cannot be reached",
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    let server: RunningServer;
    let proxy: TcpProxy;
    let destroy: () => Promise<void>;
    const dataDir = mkdtempSync(join(tmpdir(), "jc-dbdown-"));
    beforeAll(async () => {
      const pg = await serverDatabase();
      destroy = pg.destroy;
      const url = new URL(pg.env.DATABASE_URL as string);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = "127.0.0.1";
      url.port = String(proxy.port);
      server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        SEED_DEMO: "false",
        LOG_LEVEL: "info",
      });
    }, 5 * 60_000);
    afterAll(async () => {
      await server?.stop();
      await proxy?.cut().catch(() => undefined);
      await destroy?.();
      rmSync(dataDir, { recursive: true, force: true });
    });

    // Each answer within 30 s: a request that hangs while the database is away fails the test.
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(30_000) });

    it("answers visitors with the error page while it is cut, and pages again once it is back", async () => {
      expect((await get("/", html)).status).toBe(200);
      // Cut while pages are being made, so connections are lent out at that moment. Before, a cut
      // of a connection in use ended the process now and then (an 'error' event nobody heard);
      // every request must be answered, a page or the error page.
      const inFlight = Array.from({ length: 12 }, (_, i) =>
        get(["/", "/fr/events", "/de/photos"][i % 3] as string, html).then(
          (res) => res.status,
          (error: Error) => `no answer: ${error.message}`,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      await proxy.cut();
      for (const status of await Promise.all(inFlight)) expect([200, 503]).toContain(status);
      const down = await get("/de/events", html);
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("60");
      expect(await down.text()).toContain('<html lang="de">');
      const api = await get("/api/events");
      expect(api.status).toBeGreaterThanOrEqual(500);
      expect(api.headers.get("content-type")).toMatch(/^application\/json/);
      expect((await get("/healthz")).status).toBe(503);

      await proxy.restore();
      await expect.poll(async () => (await get("/", html)).status, { timeout: 30_000 }).toBe(200);
      // Every line the server wrote meanwhile, the driver's warnings included, is a JSON log line.
      for (const line of server.output().split("\n").filter(Boolean))
        expect(() => JSON.parse(line), line).not.toThrow();
    }, 120_000);
  },
);
