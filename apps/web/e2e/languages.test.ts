import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, openPage, type Site, screenshot, sharedSite, signInToAdmin } from "./harness.js";

// The public site in its five languages and the admin panel in English, on one server: in each
// language the home page, events with a search, the photo overlay and the contact form with a
// validation error; each checks <html lang>, a phrase of the language, that no Luxembourgish
// interface text is left (the demo's own content is Luxembourgish and has no translation), axe,
// and that the page logged no error (a hydration mismatch is one).

type Locale = "lb" | "de" | "fr" | "en" | "pt";

interface Words {
  prefix: string;
  highlights: string;
  search: string;
  noEvents: string;
  nextPhoto: string;
  required: string;
  send: string;
  date: RegExp;
}

const MONTH = "[A-Za-zäçéû]+";
const WORDS: Record<Locale, Words> = {
  lb: {
    prefix: "",
    highlights: "Nächst Highlights",
    search: "Eventen sichen",
    noEvents: "Keng Eventen fonnt",
    nextPhoto: "Nächst Foto",
    required: "Fëllt dëst Feld w.e.g. aus.",
    send: "Ufro schécken",
    date: new RegExp(`\\d{1,2}\\. ${MONTH} \\d{4} um \\d\\d:\\d\\d`),
  },
  de: {
    prefix: "/de",
    highlights: "Nächste Highlights",
    search: "Veranstaltungen suchen",
    noEvents: "Keine Veranstaltungen gefunden",
    nextPhoto: "Nächstes Foto",
    required: "Bitte füll dieses Feld aus.",
    send: "Anfrage senden",
    date: new RegExp(`\\d{1,2}\\. ${MONTH} \\d{4} um \\d\\d:\\d\\d`),
  },
  fr: {
    prefix: "/fr",
    highlights: "Prochains temps forts",
    search: "Rechercher des événements",
    noEvents: "Aucun événement trouvé",
    nextPhoto: "Photo suivante",
    required: "Remplis ce champ, s'il te plaît.",
    send: "Envoyer la demande",
    date: new RegExp(`\\d{1,2} ${MONTH} \\d{4} à \\d\\d:\\d\\d`),
  },
  en: {
    prefix: "/en",
    highlights: "Coming highlights",
    search: "Search events",
    noEvents: "No events found",
    nextPhoto: "Next photo",
    required: "Please fill in this field.",
    send: "Send enquiry",
    date: new RegExp(`\\d{1,2} ${MONTH} \\d{4} at \\d\\d:\\d\\d`),
  },
  pt: {
    prefix: "/pt",
    highlights: "Próximos destaques",
    search: "Pesquisar eventos",
    noEvents: "Nenhum evento encontrado",
    nextPhoto: "Foto seguinte",
    required: "Preenche este campo, por favor.",
    send: "Enviar pedido",
    date: new RegExp(`\\d{1,2} de ${MONTH} de \\d{4} às \\d\\d:\\d\\d`),
  },
};

/** Interface texts that only the Luxembourgish pages have (none of them is in the demo's content). */
const LB_ONLY = ["Nächst Highlights", "Merci un eis Sponsoren", "Eventen sichen", "Eis Equipe", "Ufro schécken"];

async function expectLanguage(page: Page, locale: Locale): Promise<void> {
  expect(await page.locator("html").getAttribute("lang")).toBe(locale);
  if (locale === "lb") return;
  // The text a person sees (innerText), not the page's data block.
  // biome-ignore lint/performance/useDomNodeTextContent: hidden text is not what a visitor reads
  const text = await page.locator("body").innerText();
  for (const phrase of LB_ONLY) expect(text, `${locale}: "${phrase}" left in Luxembourgish`).not.toContain(phrase);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("the site in every language, in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    site = await sharedSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  for (const locale of Object.keys(WORDS) as Locale[]) {
    const words = WORDS[locale];
    it(`${locale}: home, events with a search, the photo overlay and a form error speak ${locale}`, async () => {
      const { page, errors } = await openPage(site, 1280);
      await page.goto(`${site.url}${words.prefix}/`);
      await page.getByRole("heading", { name: words.highlights }).waitFor();
      await expectLanguage(page, locale);
      expect(await page.locator(`header a[href='${words.prefix}/events']`).count()).toBeGreaterThan(0);
      await expectAccessible(page, `${locale} home`);
      await screenshot(page, `home-${locale}`);

      await page.goto(`${site.url}${words.prefix}/events`);
      await expectLanguage(page, locale);
      expect(await page.locator("main").textContent()).toMatch(words.date);
      await page.getByRole("searchbox", { name: words.search }).fill("kee sou event");
      await page.getByText(words.noEvents).waitFor();
      await expectAccessible(page, `${locale} events`);

      await page.goto(`${site.url}${words.prefix}/photos`);
      await page.locator("main a[href*='category=']").first().click();
      const thumbs = page.locator("main ul a");
      await thumbs.first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: words.nextPhoto }).waitFor();
      await expectLanguage(page, locale);
      await expectAccessible(page, `${locale} photo overlay`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      await page.goto(`${site.url}${words.prefix}/contact`);
      const form = page.locator("form");
      await form.getByRole("button", { name: words.send }).click();
      await expect.poll(() => form.getByText(words.required).count()).toBe(3);
      expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
      await expectLanguage(page, locale);
      await expectAccessible(page, `${locale} contact form with errors`);
      await screenshot(page, `contact-errors-${locale}`);
      // The browser logs the 400 the form's page answered (what to fix); nothing else went wrong.
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await page.close();
    });
  }

  it("every page names its languages: hreflang for each and x-default, canonical itself, og:locale", async () => {
    const html = await (await fetch(`${site.url}/fr/events`)).text();
    expect(html).toContain('<html lang="fr"');
    const base = /<link rel="canonical" href="([^"]+)\/fr\/events">/.exec(html)?.[1];
    expect(base).toBeTruthy();
    for (const [lang, path] of [
      ["lb", "/events"],
      ["de", "/de/events"],
      ["fr", "/fr/events"],
      ["en", "/en/events"],
      ["pt", "/pt/events"],
      ["x-default", "/events"],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${base}${path}">`);
    }
    expect(html).toContain('<meta property="og:locale" content="fr_LU">');
    // A language's home page has its slash; the admin area has no language prefix.
    const bare = await fetch(`${site.url}/pt`, { redirect: "manual" });
    expect([bare.status, bare.headers.get("location")]).toEqual([301, "/pt/"]);
    const event = await fetch(`${site.url}/en/events/1`, { redirect: "manual" });
    expect([event.status, event.headers.get("location")?.startsWith("/en/events/1-")]).toEqual([301, true]);
    expect((await fetch(`${site.url}/fr/admin`)).status).toBe(404);
    expect((await fetch(`${site.url}/it/events`)).status).toBe(404);
  });

  it("the switcher keeps the page and fits a phone; the admin header fits too", async () => {
    for (const width of [320, 375] as const) {
      const { page, errors } = await openPage(site, width);
      await page.goto(`${site.url}/fr/events?category=Sport`);
      expect(await noSidewaysScroll(page)).toBe(0);
      await page.getByLabel("Ouvrir le menu").click();
      const languages = page.getByRole("navigation", { name: "Langue" });
      expect(await noSidewaysScroll(page)).toBe(0);
      await screenshot(page, `language-menu-fr`);
      await languages.getByRole("link", { name: "English" }).click();
      await page.waitForURL(/\/en\/events\?category=Sport$/);
      await page.locator("html[lang=en][data-ready]").waitFor({ state: "attached" });
      expect(await noSidewaysScroll(page)).toBe(0);
      await page.goto(`${site.url}/admin`);
      await page.getByLabel("Benotzernumm").waitFor();
      expect(await noSidewaysScroll(page)).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
    const { page, errors } = await openPage(site, 1280);
    await page.goto(`${site.url}/de/photos`);
    await page.locator("header summary", { hasText: "Sprache: Deutsch" }).click();
    await page.getByRole("link", { name: "Português" }).click();
    await page.waitForURL(/\/pt\/photos$/);
    await page.locator("html[lang=pt][data-ready]").waitFor({ state: "attached" });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a French browser is offered French at the root, not sent there, and its answer is kept", async () => {
    const { page, errors } = await openPage(site, 375, "fr-FR");
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
    const banner = page.getByRole("complementary", { name: "Ce site existe aussi en français." });
    await banner.waitFor();
    expect(await banner.getByRole("link", { name: "Lire en français" }).getAttribute("href")).toBe("/fr/");
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectAccessible(page, "language banner");
    await screenshot(page, "language-banner");
    await banner.getByRole("button", { name: "Non merci" }).click();
    await banner.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { name: "Nächst Highlights" }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the admin panel in English, kept for this browser", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);
    await page.getByRole("region", { name: "Überblick" }).waitFor();
    // By keyboard: the welcome toast may lie over the header, and a pointer on it holds it open.
    await page.locator("header summary", { hasText: "Sprache: Deutsch" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "English" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("region", { name: "Overview" }).waitFor();
    await page.reload();
    await page.getByRole("region", { name: "Overview" }).waitFor();
    expect(await page.getByRole("region", { name: "Überblick" }).count()).toBe(0);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await expectAccessible(page, "admin in English");
    await screenshot(page, "admin-en");
    expect(errors).toEqual([]);
    await page.close();
  });
});
