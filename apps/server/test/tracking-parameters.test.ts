import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The review: /events?utm_source=facebook.com (a link shared on Facebook) answered a JSON 404, as
// ".com" at the end of the query looked like a file's extension. A page's address is its path; of
// its query only the parameters the page reads count (@jugendclub/web/site's pageAddress), so
// tracking parameters neither break the page nor fill the page cache with copies of it.

const TRACKING = [
  "utm_source=facebook.com",
  "utm_source=facebook.com&utm_medium=social&utm_campaign=summerfest&utm_content=post&utm_term=fest",
  "fbclid=IwAR2xYzQ1-abc_DEF.ghi",
  "gclid=Cj0KCQjw.example.com",
  "utm_source=newsletter.lu&fbclid=x&gclid=y",
];
const LANGUAGES = ["", "/de", "/fr", "/en", "/pt"];

/** The page's data carries the moments it was read; two renderings differ only there. */
const timeless = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, "");

describe("public pages reached with tracking parameters", () => {
  let t: TestApp;
  let eventPath: string;
  beforeAll(async () => {
    t = await createAdminTestApp();
    const admin = rest(t.app, await loginCookie(t.app));
    const event = await admin.post("/api/events", { title: "Summerfest", date: "2031-07-01T18:00:00.000Z" });
    expect(event.statusCode).toBe(200);
    eventPath = `/events/${event.json().id}-summerfest`;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("answers every public page in every language with the page itself, whatever tracking query it has", async () => {
    for (const language of LANGUAGES) {
      for (const page of ["/", "/events", "/photos", "/sponsors", "/contact", "/privacy", eventPath]) {
        const path = page === "/" && language ? `${language}/` : `${language}${page}`;
        const plain = await get(path);
        expect(plain.statusCode, path).toBe(200);
        for (const query of TRACKING) {
          const url = `${path}?${query}`;
          const res = await get(url);
          expect(res.statusCode, url).toBe(200);
          expect(res.headers["content-type"], url).toMatch(/^text\/html/);
          expect(timeless(res.body), url).toBe(timeless(plain.body));
        }
      }
    }
  });

  it("keeps the page's own parameters and answers them as before", async () => {
    const search = await get("/fr/events?utm_source=facebook.com&q=Summer");
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('value="Summer"');
    expect((await get(`${eventPath}?date=2031-07-01&fbclid=x`)).statusCode).toBe(200);
    // The bare id still redirects to the page's own address.
    const bare = await get(`/events/${eventPath.split("/")[2]?.split("-")[0]}?utm_source=facebook.com`);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(eventPath);
  });

  it("keeps one copy of a page for any number of tracking queries", async () => {
    // The first visit renders and keeps the page; a flood of distinct tracking queries within
    // the minute it is kept gets that very copy, byte for byte, not a rendering (and copy) each.
    const first = await get("/sponsors?utm_source=first");
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 50; i++) {
      const res = await get(`/sponsors?utm_source=s${i}&fbclid=${i}.example.com&gclid=${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(first.body);
    }
    expect((await get("/sponsors")).body).toBe(first.body);
  });

  it("still answers files and API paths that do not exist with a JSON 404", async () => {
    for (const url of ["/favicon-nope.ico?utm_source=x", "/api/nothing?utm_source=facebook.com", "/assets/x.js?v=1"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/application\/json/);
      expect(res.json().message, url).not.toContain("?");
    }
  });
});
