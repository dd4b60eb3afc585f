import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, openPage, type Site, screenshot, sharedSite, signInToAdmin } from "./harness.js";

// The header on one row at every width from a small phone to a wide screen, in the five languages
// and with an admin signed in (issue 32): the links stay on one row or move behind the menu button,
// never onto a second row of their own.

const WIDTHS = [320, 375, 768, 1000, 1070, 1200, 1280, 1440, 1920];
const PREFIXES = { lb: "", de: "/de", fr: "/fr", en: "/en", pt: "/pt" } as const;

/** What one row means: the header's height, the tops of the brand and links, overflow. */
const headerShape = (page: Page) =>
  page.getByRole("banner").evaluate((header) => {
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    const links = [...header.querySelectorAll("nav a")].filter(visible);
    // Nothing runs under anything else: the club's name ends before the first link, the last
    // link before the account's and language's buttons.
    // The name's text, which may run out of its shrunk link.
    const brandLink = [...header.querySelectorAll("a")].find((link) => !link.closest("nav"));
    const range = document.createRange();
    if (brandLink) range.selectNodeContents(brandLink);
    const brand = brandLink ? range.getBoundingClientRect() : undefined;
    const first = links[0]?.getBoundingClientRect();
    const last = links[links.length - 1]?.getBoundingClientRect();
    const actions = [...header.querySelectorAll("button, summary, a")]
      .filter(
        (element) =>
          visible(element) && !element.closest("nav") && element.getBoundingClientRect().left > (last?.right ?? 0) - 1,
      )
      .map((element) => element.getBoundingClientRect().left);
    const overlaps = [
      brand && first && brand.right > first.left + 1 ? "the club's name and the first link" : null,
      last && actions.length > 0 && last.right > Math.min(...actions) + 1 ? "the last link and the buttons" : null,
    ].filter((overlap): overlap is string => overlap !== null);
    const centres = links.map((link) => {
      const rect = link.getBoundingClientRect();
      return Math.round(rect.top + rect.height / 2);
    });
    return {
      height: Math.round(header.getBoundingClientRect().height),
      linkRows: new Set(centres).size,
      links: links.length,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      burger: [...header.querySelectorAll("summary[aria-controls=mobile-menu]")].some(visible),
      overlaps,
    };
  });

/** Measures the header at every width; one row is the phone's header height (68 px and its border). */
async function expectOneRow(page: Page, label: string): Promise<void> {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((w) => document.documentElement.clientWidth === w, width);
    const shape = await headerShape(page);
    if (shape.height > 70) failures.push(`${label} at ${width} px: the header is ${shape.height} px tall`);
    if (shape.linkRows > 1) failures.push(`${label} at ${width} px: the links take ${shape.linkRows} rows`);
    if (shape.overflow > 0) failures.push(`${label} at ${width} px: ${shape.overflow} px wider than the window`);
    for (const overlap of shape.overlaps) failures.push(`${label} at ${width} px: ${overlap} overlap`);
    // Either the five links are shown or the menu button stands for them.
    if (!shape.burger && shape.links < 5) failures.push(`${label} at ${width} px: neither the links nor the menu`);
  }
  expect(failures).toEqual([]);
}

describe("the header in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    site = await sharedSite();
  }, 20 * 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it("one row from 320 to 1920 px in lb, de, fr, en and pt", async () => {
    const { page, errors } = await openPage(site, 1280);
    for (const [locale, prefix] of Object.entries(PREFIXES)) {
      await page.goto(`${site.url}${prefix}/`);
      await expectOneRow(page, locale);
      if (locale === "de" || locale === "pt") {
        await page.setViewportSize({ width: 1280, height: 900 });
        await screenshot(page, `header-${locale}`);
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("one row with an admin signed in: in the panel in both its languages and on the public pages", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);
    const header = page.getByRole("banner");
    // The German panel is German throughout, its header included.
    await header.getByText("Angemeldet als").filter({ visible: true }).waitFor();
    await expectOneRow(page, "admin panel (de)");
    await page.setViewportSize({ width: 1280, height: 900 });
    // The language menu's summary (the phone menu's, hidden at this width, has aria-controls).
    await header.locator("summary:not([aria-controls])").click();
    await header.getByRole("button", { name: "English" }).click();
    await header.getByText("Signed in as").filter({ visible: true }).waitFor();
    await expectOneRow(page, "admin panel (en)");
    await page.setViewportSize({ width: 1280, height: 900 });
    // A public page reached from the panel is the visitors' page (a page load of the same HTML
    // for everyone, kept by the server): its header has the way back in, 'Admin Login'.
    await header.getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(/\/contact$/);
    await header
      .getByRole("link", { name: /^Admin log/i })
      .filter({ visible: true })
      .first()
      .waitFor();
    expect(await header.getByText("Signed in as").filter({ visible: true }).count()).toBe(0);
    await expectOneRow(page, "contact, reached from the panel");
    // There the admin is only a name, a link to the panel (its label says so), in a preview.
    // French has the public header's longest words beside the admin's name: as an admin's
    // preview shows it (a public page asks who is signed in only then).
    await page.goto(`${site.url}/fr/contact?preview`);
    await header.getByRole("link", { name: `Vers l'espace admin (${ADMIN.username})` }).waitFor();
    await expectOneRow(page, "contact in French, signed in");
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "header-fr-signed-in");
    expect(errors).toEqual([]);
    await page.close();
  });
});
