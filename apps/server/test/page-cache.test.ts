import { existsSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFreshness } from "../src/api/content-freshness.js";
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
