import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_TABS,
  expectAccessible,
  openPage,
  type Site,
  screenshot,
  sharedSite,
  signInToAdmin,
  WCAG21_AA,
} from "./harness.js";

// axe-core on every public page in the five languages at a phone's and a laptop's width, and on
// every tab of the admin panel (issue 32), with WCAG 2.1's level A rules too: the language
// switcher's name holds its visible text (2.5.3, label in name), and no element carries an ARIA
// attribute its role forbids. At 375 px also with the phone's menu open.

const PREFIXES = { lb: "", de: "/de", fr: "/fr", en: "/en", pt: "/pt" } as const;
const NOT_FOUND_LOG = "Failed to load resource: the server responded with a status of 404 (Not Found)";
describe("axe on the public pages in every language", () => {
  let site: Site;
  let pages: string[] = [];
  beforeAll(async () => {
    site = await sharedSite();
    const events = (await (await fetch(`${site.url}/api/events`)).json()) as { id: number; title: string }[];
    const summerfest = events.find((event) => event.title === "Summerfest am Duerf");
    const categories = (await (await fetch(`${site.url}/api/photo-categories`)).json()) as { id: number }[];
    expect(summerfest).toBeDefined();
    expect(categories.length).toBeGreaterThan(0);
    pages = [
      "/",
      "/events",
      `/events/${summerfest?.id}`,
      "/photos",
      `/photos?category=${categories[0]?.id}`,
      "/sponsors",
      "/contact",
      "/privacy",
      // The sign-up form (plain HTML, issue 35): the summer party's helpers' shifts, the hike's question.
      `/signup?event=${summerfest?.id}`,
      `/signup?event=${events.find((event) => event.title.startsWith("Wanderung"))?.id}`,
      "/signup/confirm?token=no-such-token",
      // Last: the checks after the loop read the site's header on the last page.
      "/no-such-page",
    ];
  }, 20 * 60_000);
  afterAll(async () => {
    await site?.close();
  });

  for (const width of [375, 1280] as const) {
    for (const [locale, prefix] of Object.entries(PREFIXES)) {
      it(`every public page in ${locale} at ${width} px: 0 violations`, async () => {
        const { page, errors } = await openPage(site, width);
        for (const path of pages) {
          await page.goto(`${site.url}${prefix}${path}`);
          await expectAccessible(page, `${prefix}${path} at ${width} px`, WCAG21_AA);
          if (["de", "fr", "pt"].includes(locale) && ["/", "/events", "/contact"].includes(path))
            await screenshot(page, `axe-${locale}${path === "/" ? "-home" : path.replace("/", "-")}`);
        }
        if (width === 375) {
          // The phone's menu, open.
          await page.goto(`${site.url}${prefix}/`);
          await page.locator("header summary[aria-controls=mobile-menu]").click();
          await page.locator("#mobile-menu").waitFor();
          await expectAccessible(page, `${prefix}/ with the menu open`, WCAG21_AA);
        } else {
          // The switcher's name starts with what it shows ("DE"), and says what it is.
          const summary = page.locator("header summary:not([aria-controls])");
          const shown = await summary.evaluate((element) =>
            [...element.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent)
              .join("")
              .trim(),
          );
          expect(shown).toBe(locale.toUpperCase());
          expect(await summary.getAttribute("aria-label")).toBeNull();
          expect((await summary.textContent())?.startsWith(shown)).toBe(true);
        }
        // Chromium logs the answers the 404 page and the unknown sign-up link have by design (404);
        // any other failed load would show.
        expect(errors).toEqual([NOT_FOUND_LOG, NOT_FOUND_LOG]);
        await page.close();
      });
    }
  }

  it("the check finds what it looks for: an image without a text alternative fails it", async () => {
    // axe runs in the page (harness.ts): a violation put into a scanned page must be named.
    const { page } = await openPage(site, 1280);
    await page.goto(`${site.url}/`);
    await page.evaluate(() => {
      const image = document.createElement("img");
      image.src = "/favicon.svg";
      document.querySelector("main")?.append(image);
    });
    const failure = await expectAccessible(page, "home with an image without alt", WCAG21_AA).then(
      () => undefined,
      (error: { message: string; actual?: unknown }) => error,
    );
    expect(failure?.message).toMatch(/^accessibility of home with an image without alt/);
    expect(failure?.actual).toEqual([expect.stringMatching(/^image-alt: /)]);
    await page.close();
  });

  for (const width of [1280, 375] as const) {
    it(`every tab of the admin panel at ${width} px, signed in: 0 violations`, async () => {
      const { page, errors } = await signInToAdmin(site, width);
      await expectAccessible(page, `the admin panel at ${width} px`, WCAG21_AA);
      for (const tab of ADMIN_TABS) {
        await page.getByRole("tab", { name: tab }).click();
        await page.getByRole("tabpanel", { name: tab }).waitFor();
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `the admin's ${tab} tab at ${width} px`, WCAG21_AA);
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
