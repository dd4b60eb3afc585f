import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, type Site, signInToAdmin, startSite } from "./harness.js";

// Issue 32: a Portuguese-speaking visitor of the demo site reads Portuguese. Every page a visitor
// opens in /pt is read as a person sees it (visible text nodes), and no Luxembourgish text of the
// seeded demo (each text the API gives with lang=all that has a Portuguese translation, and the
// default privacy notice's) may appear unless its element says lang="lb".

/** Each REST list of the demo's translatable content. */
const CONTENT = ["events", "sponsors", "committee-members", "photo-categories", "photos", "event-categories"];

type Item = Record<string, unknown> & { translations?: Record<string, Record<string, string>> };

/** The visible text nodes of the page, each with the language its element is in (closest [lang]). */
function visibleTexts(page: Page): Promise<{ text: string; lang: string }[]> {
  return page.evaluate(() => {
    const found: { text: string; lang: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const element = node.parentElement;
      if (!text || !element?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push({ text, lang: element.closest("[lang]")?.getAttribute("lang") ?? "" });
    }
    return found;
  });
}

describe("the demo site in Portuguese, in Chromium", () => {
  let site: Site;
  /** The demo's Luxembourgish texts that have a Portuguese translation of their own. */
  const luxembourgish = new Set<string>();
  /** Each of those texts' Portuguese translation. */
  const portuguese = new Map<string, string>();
  beforeAll(async () => {
    site = await startSite();
    for (const path of CONTENT) {
      const items = (await (await fetch(`${site.url}/api/${path}?lang=all`)).json()) as Item[];
      for (const item of items) {
        for (const [field, text] of Object.entries(item.translations?.pt ?? {})) {
          const lb = item[field];
          if (typeof lb !== "string" || lb === text) continue;
          luxembourgish.add(lb);
          portuguese.set(lb, text);
        }
      }
    }
    // Places are entered once, in Luxembourgish, and not translated: marked lang="lb" in /pt.
    const events = (await (await fetch(`${site.url}/api/events?lang=all`)).json()) as Item[];
    for (const event of events)
      if (typeof event.location === "string" && event.location) luxembourgish.add(event.location);
    // The privacy notice's headings and lines, as the page shows them.
    const privacy = (await (await fetch(`${site.url}/api/privacy`)).json()) as { text: string };
    for (const line of privacy.text.split("\n")) {
      const text = line.replace(/^##\s*/, "").trim();
      if (text) luxembourgish.add(text);
    }
    // The demo is translated: every kind of content has Portuguese texts.
    expect(luxembourgish.size).toBeGreaterThan(60);
  });
  afterAll(async () => {
    await site?.close();
  });

  /** No demo text in Luxembourgish unless marked; returns the page's texts. */
  async function expectPortuguese(page: Page, where: string): Promise<string[]> {
    expect(await page.locator("html").getAttribute("lang")).toBe("pt");
    const texts = await visibleTexts(page);
    const unmarked = texts.filter(({ text, lang }) => luxembourgish.has(text) && lang !== "lb").map((t) => t.text);
    expect(unmarked, `${where}: Luxembourgish without lang="lb"`).toEqual([]);
    return texts.map(({ text }) => text);
  }

  it("home, events, an event, sponsors, committee, photos and privacy read in Portuguese", async () => {
    const { page, errors } = await openPage(site, 1280);
    const pt = (lb: string) => portuguese.get(lb) as string;

    await page.goto(`${site.url}/pt/`);
    await page.getByRole("heading", { name: "Próximos destaques" }).waitFor();
    const home = await expectPortuguese(page, "home");
    expect(home).toContain(pt("Summerfest am Duerf"));

    await page.goto(`${site.url}/pt/events`);
    const events = await expectPortuguese(page, "events");
    expect(events).toContain(pt("Kino-Owend am Jugendhaus"));
    expect(events).toContain(pt("Kultur"));

    await page.locator("main a[href*='/pt/events/']").first().click();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.locator("h1#event-title").waitFor();
    await expectPortuguese(page, "an event");

    await page.goto(`${site.url}/pt/sponsors`);
    const sponsors = await expectPortuguese(page, "sponsors");
    expect(sponsors).toContain("Patrocinador principal");
    expect(sponsors).toContain(pt("Liicht a Toun fir all eis Fester."));
    expect(sponsors.join(" ")).not.toMatch(/HAUPTSPONSOR|Hauptsponsor/i);

    await page.goto(`${site.url}/pt/contact`);
    const contact = await expectPortuguese(page, "committee");
    expect(contact).toContain(pt("Presidentin"));

    await page.goto(`${site.url}/pt/photos`);
    const photos = await expectPortuguese(page, "photos");
    expect(photos).toContain(pt("Ausflich & Sport"));
    await page.locator("main a[href*='category=']").first().click();
    await page.locator("main ul a").first().waitFor();
    await expectPortuguese(page, "an album");
    await page.locator("main ul a").first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Foto seguinte" }).waitFor();
    const overlay = await expectPortuguese(page, "a photo");
    expect(overlay).toContain(pt("D'Band 'Routen' huet bis Mëtternuecht gespillt."));
    await page.keyboard.press("Escape");

    await page.goto(`${site.url}/pt/privacy`);
    const privacy = await expectPortuguese(page, "privacy");
    expect(privacy).toContain("Quem é responsável?");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a role without a Portuguese translation is shown in Luxembourgish, marked lang=lb, until it has one", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);
    /** The admin's REST API from the signed-in page (same origin, JSON). */
    const api = (method: string, path: string, body: object) =>
      page.evaluate(
        async ({ method, path, body }) => {
          const response = await fetch(path, {
            method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          return { status: response.status, json: await response.json() };
        },
        { method, path, body },
      );
    const created = await api("POST", "/api/committee-members", { name: "Ana Teste", role: "Bar-Verantwortlechen" });
    expect(created.status).toBe(200);
    const id = (created.json as { id: number }).id;
    const langOfRole = async (role: string) => {
      await page.goto(`${site.url}/pt/contact`);
      const element = page.locator("main").getByText(role, { exact: true });
      await element.waitFor();
      return element.evaluate((node) => node.closest("[lang]")?.getAttribute("lang"));
    };
    expect(await langOfRole("Bar-Verantwortlechen")).toBe("lb");

    const translated = await api("PATCH", `/api/committee-members/${id}`, {
      translations: { pt: { role: "Responsável do bar" } },
    });
    expect(translated.status).toBe(200);
    expect(await langOfRole("Responsável do bar")).toBe("pt");
    // A save without translations (issue 31's data loss) keeps them.
    expect((await api("PATCH", `/api/committee-members/${id}`, { name: "Ana Teste Silva" })).status).toBe(200);
    expect(await langOfRole("Responsável do bar")).toBe("pt");
    expect(errors).toEqual([]);
    await page.close();
  });
});
