import { existsSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFreshness, MAX_AGE_MS, STALE_MS } from "../src/api/content-freshness.js";
import { PageCache } from "../src/routes/page-cache.js";
import { loginCookie, rest } from "./api-client.js";
import { type ClockedTestApp, createClockedAdminTestApp, DAY, scheduledEventBody } from "./helpers.js";

// Rendered public pages are kept for the next visitor (routes/page-cache.ts), under the same
// freshness rules as the public API's answers: a write, the language, a scheduled moment.

describe("the cache of rendered pages", () => {
  let t: ClockedTestApp;
  const start = Date.now();

  beforeAll(async () => {
    t = await createClockedAdminTestApp();
    if (!existsSync(`${t.config.webDistDir}/index.html`)) throw new Error("Build the web app first (pnpm build)");
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "GET", url, headers });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    return res;
  };

  it("keeps a page under the content version and renders it again after a write", async () => {
    const cache = new PageCache(await contentFreshness(t.services));
    const first = await cache.lookup("/events");
    expect("stamp" in first).toBe(true);
    if (!("stamp" in first)) return;
    const html = Buffer.from("<html>the events</html>");
    cache.keep("/events", first.stamp, html);
    const again = await cache.lookup("/events");
    expect("page" in again && again.page.html).toEqual(html);
    expect(await cache.lookup("/fr/events")).toHaveProperty("stamp");
    if (!("page" in again)) return;
    expect(brotliDecompressSync(await cache.body("/events", again.page, "br"))).toEqual(html);
    expect(gunzipSync(await cache.body("/events", again.page, "gzip"))).toEqual(html);

    const admin = rest(t.app, await loginCookie(t.app));
    expect((await admin.post("/api/events", { title: "Versioun", date: "2031-01-10T18:00:00Z" })).statusCode).toBe(200);
    expect(await cache.lookup("/events")).toHaveProperty("stamp");
  });

  // The first burst after a quiet minute rendered each expired page once per request (issue 30).
  describe("one rendering per address", () => {
    const counted = (html: string, delayMs = 40) => {
      const counter = { renders: 0, render: async () => ({ status: 0, html: Buffer.alloc(0), keep: true }) };
      counter.render = async () => {
        counter.renders++;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return { status: 200, html: Buffer.from(`${html} ${counter.renders}`), keep: true };
      };
      return counter;
    };
    const N = 25;

    it("renders an expired page once for N requests at once, all answered with a page", async () => {
      const cache = new PageCache(await contentFreshness(t.services));
      const found = await cache.lookup("/photos");
      if (!("stamp" in found)) throw new Error("a new cache keeps nothing");
      // Kept a minute and a second ago, nothing written since: it only grew old.
      cache.keep("/photos", { ...found.stamp, storedAt: Date.now() - MAX_AGE_MS - 1000 }, Buffer.from("old photos"));
      const counter = counted("new photos");
      const answers = await Promise.all(Array.from({ length: N }, () => cache.serve("/photos", counter.render)));
      expect(counter.renders).toBe(1);
      const bodies = answers.map((answer) => ("page" in answer ? answer.page.html.toString() : "no page"));
      // The one that rendered waited for its rendering; the others got the kept copy meanwhile.
      expect(bodies.filter((body) => body === "new photos 1")).toHaveLength(1);
      expect(bodies.filter((body) => body === "old photos")).toHaveLength(N - 1);
      // And the next request gets the new one, without rendering.
      const next = await cache.serve("/photos", counter.render);
      expect("page" in next && next.page.html.toString()).toBe("new photos 1");
      expect(counter.renders).toBe(1);
    });

    it("after a write, N requests at once wait for one new rendering: none gets the old page", async () => {
      const cache = new PageCache(await contentFreshness(t.services));
      const first = counted("sponsors before");
      await cache.serve("/sponsors", first.render);
      const admin = rest(t.app, await loginCookie(t.app));
      expect((await admin.post("/api/events", { title: "Schreiwen", date: "2031-03-01T18:00:00Z" })).statusCode).toBe(
        200,
      );
      const counter = counted("sponsors after");
      const answers = await Promise.all(Array.from({ length: N }, () => cache.serve("/sponsors", counter.render)));
      expect(counter.renders).toBe(1);
      for (const answer of answers) expect("page" in answer && answer.page.html.toString()).toBe("sponsors after 1");
    });

    it("renders a page kept too long ago before sending it, and shares that one rendering", async () => {
      const cache = new PageCache(await contentFreshness(t.services));
      const found = await cache.lookup("/contact");
      if (!("stamp" in found)) throw new Error("a new cache keeps nothing");
      cache.keep(
        "/contact",
        { ...found.stamp, storedAt: Date.now() - MAX_AGE_MS - STALE_MS - 1 },
        Buffer.from("ancient"),
      );
      const counter = counted("contact");
      const answers = await Promise.all(Array.from({ length: N }, () => cache.serve("/contact", counter.render)));
      expect(counter.renders).toBe(1);
      for (const answer of answers) expect("page" in answer && answer.page.html.toString()).toBe("contact 1");
    });

    it("never renders one address twice at once when a write comes during a rendering", async () => {
      const cache = new PageCache(await contentFreshness(t.services));
      let running = 0;
      let most = 0;
      let renders = 0;
      const render = async () => {
        renders++;
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 60));
        running--;
        return { status: 200, html: Buffer.from(`rendering ${renders}`), keep: true };
      };
      const before = Array.from({ length: 5 }, () => cache.serve("/privacy", render));
      await new Promise((resolve) => setTimeout(resolve, 10));
      const admin = rest(t.app, await loginCookie(t.app));
      expect((await admin.post("/api/events", { title: "Mëttendran", date: "2031-04-01T18:00:00Z" })).statusCode).toBe(
        200,
      );
      const after = await Promise.all(Array.from({ length: 5 }, () => cache.serve("/privacy", render)));
      await Promise.all(before);
      expect(most).toBe(1);
      expect(renders).toBe(2);
      // Those who came after the write got the rendering begun after it.
      for (const answer of after) expect("page" in answer && answer.page.html.toString()).toBe("rendering 2");
    });

    it("gives a failed rendering's error to the requests that waited for it, and renders again next time", async () => {
      const cache = new PageCache(await contentFreshness(t.services));
      let renders = 0;
      const failing = async (): Promise<{ status: number; html: Buffer; keep: boolean }> => {
        renders++;
        // Fails at once: the requests that came before it ended get its error, however far
        // their own reading of the content version had got (on PostgreSQL it is a query).
        await Promise.resolve();
        throw new Error("the renderer failed");
      };
      const results = await Promise.allSettled(Array.from({ length: 4 }, () => cache.serve("/fr/photos", failing)));
      expect(renders).toBe(1);
      expect(results.every((result) => result.status === "rejected")).toBe(true);
      const counter = counted("fr photos");
      const next = await cache.serve("/fr/photos", counter.render);
      expect("page" in next && next.page.html.toString()).toBe("fr photos 1");
    });
  });

  it("answers N requests at once for a page with 200 and the page, and the new content after a write", async () => {
    const admin = rest(t.app, await loginCookie(t.app));
    for (const title of ["Burst Owend", "Burst Moien"]) {
      expect((await admin.post("/api/events", { title, date: "2031-05-01T18:00:00Z" })).statusCode).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: "GET", url: "/en/events" })),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(title);
      }
    }
  });

  it("sends the same page again, compressed as asked, and the new content right after a write", async () => {
    const plain = await page("/events");
    const again = await page("/events");
    expect(again.body).toBe(plain.body);
    const br = await page("/events", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await page("/events", { "accept-encoding": "gzip" });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const admin = rest(t.app, await loginCookie(t.app));
    const created = await admin.post("/api/events", { title: "Fresh Fuesbal-Owend", date: "2031-02-01T18:00:00Z" });
    expect(created.statusCode).toBe(200);
    expect((await page("/events")).body).toContain("Fresh Fuesbal-Owend");
    expect(brotliDecompressSync((await page("/events", { "accept-encoding": "br" })).rawPayload).toString()).toContain(
      "Fresh Fuesbal-Owend",
    );
  });

  it("keeps each language's page apart", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await page("/events")).body).toContain('<html lang="lb"');
      expect((await page("/fr/events")).body).toContain('<html lang="fr"');
      expect((await page("/en/events")).body).toContain('<html lang="en"');
    }
  });

  it("gives a signed-in admin the visitor's page, and no trace of the admin to the next visitor", async () => {
    const cookie = await loginCookie(t.app);
    // Rendered anew for the admin, kept for visitors: the same page but for when its data was read.
    const timeless = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, "");
    const asAdmin = await page("/events", { cookie });
    const visitor = await page("/events");
    expect(timeless(visitor.body)).toBe(timeless(asAdmin.body));
    expect(visitor.headers["set-cookie"]).toBeUndefined();
  });

  it("shows a scheduled event at its time though the page was kept", async () => {
    const admin = rest(t.app, await loginCookie(t.app));
    const created = await admin.post("/api/events", scheduledEventBody("Scheduled Kiermes", start));
    expect(created.statusCode, created.body).toBe(200);
    for (let i = 0; i < 2; i++) expect((await page("/events")).body).not.toContain("Scheduled Kiermes");
    t.setClock(new Date(start + 3 * DAY));
    expect((await page("/events")).body).toContain("Scheduled Kiermes");
    t.setClock(null);
  });
});
