import { PUBLIC_PAGES } from "@jugendclub/web/site";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// /sitemap.xml parsed by an independent XML parser (fast-xml-parser), and /robots.txt.

const SITE = "https://jugendclub.example";

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

function parseSitemap(body: string): { xmlns: string; urls: UrlEntry[] } {
  expect(XMLValidator.validate(body)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" }).parse(body);
  return { xmlns: parsed.urlset["@_xmlns"], urls: parsed.urlset.url ?? [] };
}

describe("the sitemap and robots.txt", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await createAdminTestApp({ PUBLIC_URL: SITE });
    api = rest(t.app, await loginCookie(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every public page and every event page, past ones too, as absolute URLs with lastmod", async () => {
    const summer = (
      await api.post("/api/events", {
        title: "Summerfest am Duerf & Grill",
        date: "2027-07-10T19:00:00+02:00",
        translations: { fr: { title: "Fête d'été au village" } },
      })
    ).json();
    const past = (await api.post("/api/events", { title: "Fuesbal 2020", date: "2020-02-15T20:00:00+01:00" })).json();
    const sponsorId = (await api.post("/api/sponsors", { name: "Bäckerei Muller" })).json().id;
    const sponsor = await t.db.prisma.sponsor.findUniqueOrThrow({ where: { id: sponsorId } });

    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const { xmlns, urls } = parseSitemap(res.body);
    expect(xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    const lastmod = (loc: string) => byLoc.get(loc)?.lastmod;
    // Every page and every event page in each of the five languages.
    expect(urls).toHaveLength((PUBLIC_PAGES.length + 2) * 5);

    for (const page of PUBLIC_PAGES) expect(byLoc.has(`${SITE}${page}`), page).toBe(true);
    for (const prefix of ["/de", "/fr", "/en", "/pt"]) {
      for (const page of PUBLIC_PAGES) expect(byLoc.has(`${SITE}${prefix}${page}`), `${prefix}${page}`).toBe(true);
      // The slug of the title shown in that language: the French title on the French page.
      const slug = prefix === "/fr" ? "fete-d-ete-au-village" : "summerfest-am-duerf-grill";
      expect(lastmod(`${SITE}${prefix}/events/${summer.id}-${slug}`), prefix).toBe(
        summer.updatedAt.replace(/\.\d{3}Z$/, "Z"),
      );
    }
    // An event page: its own last change, to the second.
    const summerLoc = `${SITE}/events/${summer.id}-summerfest-am-duerf-grill`;
    expect(lastmod(summerLoc)).toBe(summer.updatedAt.replace(/\.\d{3}Z$/, "Z"));
    expect(lastmod(`${SITE}/events/${past.id}-fuesbal-2020`)).toBe(past.updatedAt.replace(/\.\d{3}Z$/, "Z"));
    // A page: the latest change of what it shows.
    expect(lastmod(`${SITE}/events`)).toBe(past.updatedAt.replace(/\.\d{3}Z$/, "Z"));
    const sponsorLastmod = sponsor.updatedAt.toISOString().replace(/\.\d{3}Z$/, "Z");
    expect(lastmod(`${SITE}/sponsors`)).toBe(sponsorLastmod);
    expect(lastmod(`${SITE}/`)).toBe(sponsorLastmod);
    // Nothing on the contact page yet (no committee member): no lastmod rather than a made-up one.
    expect(byLoc.get(`${SITE}/contact`)?.lastmod).toBeUndefined();
    for (const url of urls) {
      expect(url.loc.startsWith(`${SITE}/`)).toBe(true);
      if (url.lastmod) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it("follows edits and deletions, and answers 304 to If-None-Match", async () => {
    const event = (await api.post("/api/events", { title: "Kino", date: "2027-01-15T19:00:00+01:00" })).json();
    const first = await get("/sitemap.xml");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const revalidated = await get("/sitemap.xml", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");

    const renamed = (await api.patch(`/api/events/${event.id}`, { title: "Kinosowend" })).json();
    const afterEdit = await get("/sitemap.xml", { "if-none-match": etag });
    expect(afterEdit.statusCode).toBe(200);
    const locs = parseSitemap(afterEdit.body).urls;
    expect(locs.find((url) => url.loc === `${SITE}/events/${event.id}-kinosowend`)?.lastmod).toBe(
      renamed.updatedAt.replace(/\.\d{3}Z$/, "Z"),
    );
    expect(locs.some((url) => url.loc === `${SITE}/events/${event.id}-kino`)).toBe(false);

    await api.delete(`/api/events/${event.id}`);
    const afterDelete = parseSitemap((await get("/sitemap.xml")).body).urls;
    expect(afterDelete.some((url) => url.loc.startsWith(`${SITE}/events/${event.id}-`))).toBe(false);
  });

  it("robots.txt allows the public site, keeps crawlers out of /admin and /api, and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n").map((line) => line.trim());
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Nothing public is disallowed.
    const disallowed = lines.filter((line) => line.startsWith("Disallow:")).map((line) => line.slice(9).trim());
    for (const page of [...PUBLIC_PAGES, "/events/1-summerfest", "/events.ics", "/sitemap.xml"]) {
      expect(
        disallowed.some((prefix) => prefix === "" || page.startsWith(prefix)),
        page,
      ).toBe(false);
    }
  });
});
