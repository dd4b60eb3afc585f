import { XMLParser } from "fast-xml-parser";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// Every public page kind in every language names its other languages at their own addresses:
// each hreflang link and each link of the language switcher answers 200 (no redirect) with the
// page in that language, the event's JSON-LD url answers 200, and the page's hreflang set is the
// sitemap's alternates for it. Needs the built web app (pnpm build).

const SITE = "https://club.example.lu";
const LANGUAGES = ["lb", "de", "fr", "en", "pt"] as const;

function parse(html: string) {
  const window = new Window({ url: SITE });
  window.document.write(html);
  return window.document;
}

/** A site address as the path the app answers. */
const pathOf = (href: string) => {
  const url = new URL(href, SITE);
  expect(url.origin).toBe(SITE);
  return `${url.pathname}${url.search}`;
};

describe("the addresses of a page in every language", () => {
  let t: TestApp;
  let cafe: { id: number };
  let albumId: number;
  const get = (url: string) => t.app.inject({ method: "GET", url });
  /** The sitemap's alternates by loc. */
  let sitemap: Map<string, Record<string, string>>;

  beforeAll(async () => {
    t = await createAdminTestApp({ PUBLIC_URL: SITE });
    const api = rest(t.app, await loginCookie(t.app));
    // Titles that give each language its own slug, and one left untranslated in pt.
    cafe = (
      await api.post("/api/events", {
        title: "Sproochecafé",
        date: "2027-05-06T19:00:00+02:00",
        location: "Gemengeplaz",
        translations: {
          de: { title: "Sprachcafé" },
          fr: { title: "Café des langues" },
          en: { title: "Language café" },
        },
      })
    ).json();
    await api.post("/api/events", { title: "Summerfest", date: "2027-07-10T19:00:00+02:00" });
    albumId = (await api.post("/api/photo-categories", { name: "Summerfest 2026" })).json().id;
    await api.post("/api/sponsors", { name: "Bäckerei Muller" });

    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === "url" || name === "xhtml:link",
    }).parse((await get("/sitemap.xml")).body);
    sitemap = new Map(
      (parsed.urlset.url as { loc: string; "xhtml:link"?: { "@_hreflang": string; "@_href": string }[] }[]).map(
        (url) => [
          url.loc,
          Object.fromEntries((url["xhtml:link"] ?? []).map((link) => [link["@_hreflang"], link["@_href"]])),
        ],
      ),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives an event its own slug in each language, in the sitemap", () => {
    const lb = `${SITE}/events/${cafe.id}-sproochecafe`;
    expect(sitemap.get(lb)).toEqual({
      lb,
      de: `${SITE}/de/events/${cafe.id}-sprachcafe`,
      fr: `${SITE}/fr/events/${cafe.id}-cafe-des-langues`,
      en: `${SITE}/en/events/${cafe.id}-language-cafe`,
      pt: `${SITE}/pt/events/${cafe.id}-sproochecafe`,
      "x-default": lb,
    });
  });

  it("links every language of every page kind to an address that answers 200 in that language", async () => {
    const pages = [
      "/",
      "/events",
      "/events?category=Aner",
      `/events/${cafe.id}-sproochecafe`,
      "/photos",
      `/photos?category=${albumId}`,
      "/sponsors",
      "/contact",
      "/privacy",
    ];
    const answers = new Map<string, { status: number; lang: string | null; canonical: string | null }>();
    const visit = async (path: string) => {
      const known = answers.get(path);
      if (known) return known;
      const res = await get(path);
      const doc = parse(res.body);
      const answer = {
        status: res.statusCode,
        lang: doc.documentElement.getAttribute("lang"),
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      };
      answers.set(path, answer);
      return answer;
    };
    for (const page of pages) {
      // The page in lb, then in every language its hreflang names.
      const start = await get(page);
      expect(start.statusCode, page).toBe(200);
      const links = [...parse(start.body).querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang") as string,
        link.getAttribute("href") as string,
      ]);
      expect(links.map(([lang]) => lang).sort(), page).toEqual([...LANGUAGES, "x-default"].sort());
      const alternates = Object.fromEntries(links);
      // A category's list keeps its query in every language.
      const query = new URL(page, SITE).search;
      for (const lang of LANGUAGES) {
        const path = `${pathOf(alternates[lang] as string)}${query}`;
        const res = await get(path);
        expect(res.statusCode, `${page} → ${lang}: ${path}`).toBe(200);
        const doc = parse(res.body);
        expect(doc.documentElement.getAttribute("lang"), path).toBe(lang);
        // It names itself as canonical, and the same set of languages.
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"), path).toBe(alternates[lang]);
        const own = Object.fromEntries(
          [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute("hreflang"),
            link.getAttribute("href"),
          ]),
        );
        expect(own, path).toEqual(alternates);
        // The sitemap lists the page (without its query) with the same alternates.
        expect(sitemap.get(alternates[lang] as string), path).toEqual(alternates);
        // The language switcher (header menu and phone menu) goes to the same addresses, query kept.
        for (const link of doc.querySelectorAll("a[hreflang]")) {
          const target = link.getAttribute("hreflang") as string;
          expect(link.getAttribute("href"), `${path} switcher ${target}`).toBe(
            `${pathOf(alternates[target] as string)}${query}`,
          );
          const answer = await visit(link.getAttribute("href") as string);
          expect([answer.status, answer.lang], `${path} switcher ${target}`).toEqual([200, target]);
        }
        expect(doc.querySelectorAll("a[hreflang]").length, path).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it("gives an event's JSON-LD its page's own address, which answers 200", async () => {
    for (const [prefix, slug] of [
      ["", "sproochecafe"],
      ["/fr", "cafe-des-langues"],
      ["/pt", "sproochecafe"],
    ]) {
      const path = `${prefix}/events/${cafe.id}-${slug}`;
      const doc = parse((await get(path)).body);
      const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
      expect(data.url).toBe(`${SITE}${path}`);
      expect((await get(pathOf(data.url))).statusCode).toBe(200);
    }
  });
});
