import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, type Site, screenshot, sharedSite } from "./harness.js";

// Keyboard focus that a sighted keyboard user can follow (issue 32, WCAG 2.4.7): tabbing through
// every public page, each element that takes the focus shows a ring (outline or box-shadow, on
// itself or on the pseudo-element that covers a whole card), and no box around it clips the ring.

interface Focused {
  name: string;
  ring: string | null;
  clippedBy: string | null;
}

/** The focused element, its ring and whether an ancestor with hidden overflow cuts the ring off. */
const describeFocus = (page: Page) =>
  page.evaluate((): Focused | null => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const name = `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 40)}"`;
    const visibleColour = (colour: string) => !/rgba\(.*,\s*0\)$/.test(colour) && colour !== "transparent";
    let ring: string | null = null;
    let box = element.getBoundingClientRect();
    let extent = 0;
    for (const pseudo of [null, "::after", "::before"] as const) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && (style.content === "none" || style.content === "normal")) continue;
      const width = Number.parseFloat(style.outlineWidth);
      if (style.outlineStyle !== "none" && width >= 2 && visibleColour(style.outlineColor)) {
        ring = `${pseudo ?? ""} outline ${style.outlineWidth} ${style.outlineColor}`;
        extent = Math.max(0, Number.parseFloat(style.outlineOffset) + width);
      } else if (style.boxShadow !== "none") {
        ring = `${pseudo ?? ""} box-shadow ${style.boxShadow}`;
      } else continue;
      // A pseudo-element positioned over its card has the card's box.
      if (pseudo && style.position === "absolute" && element.offsetParent)
        box = element.offsetParent.getBoundingClientRect();
      break;
    }
    let clippedBy: string | null = null;
    if (ring) {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = parent.getBoundingClientRect();
        if (
          box.left - extent < clip.left - 0.5 ||
          box.top - extent < clip.top - 0.5 ||
          box.right + extent > clip.right + 0.5 ||
          box.bottom + extent > clip.bottom + 0.5
        ) {
          clippedBy = `${parent.tagName.toLowerCase()}.${parent.className}`;
          break;
        }
      }
    }
    return { name, ring, clippedBy };
  });

/** Tabs through the page once (until the focus comes round again); the failures and the names seen. */
async function tabThrough(page: Page, label: string): Promise<{ failures: string[]; seen: string[] }> {
  const failures: string[] = [];
  const seen: string[] = [];
  await page.locator("body").focus();
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press("Tab");
    // Round again at the first element (or the page itself); a date field keeps the focus for
    // its day, month and year, and is described once.
    const state = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || element.dataset.tabbed === "first") return "round";
      if (element.dataset.tabbed) return "again";
      element.dataset.tabbed = document.querySelector("[data-tabbed]") ? "yes" : "first";
      return "new";
    });
    if (state === "round") break;
    if (state === "again") continue;
    const focus = await describeFocus(page);
    if (!focus) break;
    seen.push(focus.name);
    if (!focus.ring) failures.push(`${label}: no visible focus on ${focus.name}`);
    else if (focus.clippedBy) failures.push(`${label}: the focus ring of ${focus.name} is cut by ${focus.clippedBy}`);
  }
  return { failures, seen };
}

describe("keyboard focus on the public pages in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    site = await sharedSite();
  }, 20 * 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it("every element that takes the focus shows it, event cards included, at 375 and 1280 px", async () => {
    const events = (await (await fetch(`${site.url}/api/events`)).json()) as { id: number; title: string }[];
    const summerfest = events.find((event) => event.title === "Summerfest am Duerf");
    expect(summerfest).toBeDefined();
    const paths = ["/", "/events", `/events/${summerfest?.id}`, "/photos", "/sponsors", "/contact", "/privacy", "/pt/"];
    for (const width of [375, 1280] as const) {
      const { page, errors } = await openPage(site, width);
      const failures: string[] = [];
      for (const path of paths) {
        await page.goto(`${site.url}${path}`);
        const result = await tabThrough(page, `${path} at ${width} px`);
        failures.push(...result.failures);
        // The walk reached the content, not only the header: the cards' links took the focus.
        const cards = result.seen.filter((name) => /Summerfest am Duerf|Chrëschtmaart-Stand/.test(name));
        if (path === "/" || path === "/events")
          expect(cards.length, `event cards on ${path}`).toBeGreaterThanOrEqual(2);
        expect(result.seen.length, `${path} at ${width} px`).toBeGreaterThanOrEqual(5);
      }
      // A card with the focus, as a person sees it.
      await page.goto(`${site.url}/events`);
      await page.locator("article a", { hasText: "Summerfest am Duerf" }).focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await screenshot(page, "focus-event-card");
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
