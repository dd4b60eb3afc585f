import type { Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, type Site, screenshot, sharedSite } from "./harness.js";

// The phone's menu works before the page's scripts have run (issue 32): it is a disclosure
// (<details>/<summary>), so a first tap on a slow phone opens it instead of being lost until
// hydration. With scripts it still opens and closes by keyboard and closes on Escape.

describe("the phone menu in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    site = await sharedSite();
  }, 20 * 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it("opens without JavaScript at 375 px, and its links lead to their pages", async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/de/`);
    const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
    expect(await menu.isVisible()).toBe(false);
    await page.getByLabel("Menü öffnen").click();
    await menu.waitFor();
    const links = menu.getByRole("link");
    // The five pages, the admin's login and the five languages.
    expect(await links.count()).toBe(11);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    await screenshot(page, "phone-menu-no-js");
    await menu.getByRole("link", { name: "Kontakt" }).click();
    await page.waitForURL(/\/de\/contact$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    // A new page starts with the menu closed.
    expect(await page.getByRole("navigation", { name: "Mobile Navigation" }).isVisible()).toBe(false);
    await context.close();
  });

  it("a tap before the scripts have run opens it, and hydration keeps it open without a warning", async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addInitScript(() => localStorage.setItem("jugendclub-language", "lb"));
    const page = await context.newPage();
    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
    });
    page.on("pageerror", (error) => messages.push(String(error)));
    // A slow phone: the page's scripts arrive only once the visitor has tapped.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\.m?js(\?|$)/, (route) => (holding ? held.push(route) : route.continue()));
    // Module scripts hold DOMContentLoaded back: the page is there once it has been received.
    await page.goto(site.url, { waitUntil: "commit" });
    await page.getByLabel("Menü opmaachen").click();
    const menu = page.getByRole("navigation", { name: "Mobil Navigatioun" });
    await menu.waitFor();
    expect(await page.locator("html[data-ready]").count()).toBe(0);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.waitForSelector("html[data-ready]", { state: "attached" });
    expect(await menu.isVisible()).toBe(true);
    // Hydrated, the button says what it does now, and a tap closes the menu.
    await page.getByLabel("Menü zoumaachen").click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(messages).toEqual([]);
    await context.close();
  });

  it("with JavaScript: opens and closes by keyboard, closes on Escape and on a link", async () => {
    const { page, errors } = await openPage(site, 375);
    await page.goto(`${site.url}/en/`);
    const toggle = page.locator("header summary[aria-controls=mobile-menu]");
    const menu = page.getByRole("navigation", { name: "Mobile navigation" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor();
    // The button's name follows once the header has hydrated (the page may be ready a moment before).
    await expect.poll(() => toggle.getAttribute("aria-label")).toBe("Close menu");
    await page.keyboard.press("Space");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute("aria-label")).toBe("Open menu");
    // Escape from a link inside: closed, and the focus back on the button.
    await page.keyboard.press("Enter");
    await menu.waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("#mobile-menu") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    // A click outside closes it too; a link closes it and goes to its page.
    await toggle.click();
    await menu.waitFor();
    await page.locator("footer").click({ position: { x: 4, y: 4 } });
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole("link", { name: "Events" }).click();
    await page.waitForURL(/\/en\/events$/);
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
