import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, openPage, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Issue 23 in the browser: order by hand (mouse and keyboard, seen on /sponsors). The album
// dropped in one go has its own journey, album-drop.test.ts.

describe("order by hand and albums in one drop", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it("reorders sponsors with the keyboard and the mouse, and /sponsors shows the order", async () => {
    const { page } = await signInToAdmin(site);
    await page.getByRole("tab", { name: "Sponsoren" }).click();
    // Keyboard: Apdikt Hoffmann one place up, to the top of the partners.
    await page.getByRole("button", { name: "Apdikt Hoffmann nach oben verschieben" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("„Apdikt Hoffmann“ ist jetzt an Stelle 1 von 3.").waitFor({ state: "attached" });
    // The focus stays on the moved item (its up button is now disabled: on its down button).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Apdikt Hoffmann nach unten verschieben");
    // Mouse: Garage Weber dragged onto Bäckerei Schmit.
    const row = (name: string) => page.locator("li[data-item-id]", { hasText: name });
    await row("Garage Weber").dragTo(row("Bäckerei Schmit"));
    await page.getByText("„Garage Weber“ ist jetzt an Stelle 1 von 2.").waitFor({ state: "attached" });
    await screenshot(page, "admin-sponsors-order");
    await expectAccessible(page, "sponsors tab with its order buttons");

    const expected = ["Garage Weber", "Bäckerei Schmit", "Apdikt Hoffmann", "Café um Eck", "Elektro Muller"];
    await expect
      .poll(async () =>
        ((await (await fetch(`${site.url}/api/sponsors`)).json()) as { name: string }[]).map((s) => s.name),
      )
      .toEqual(expected);
    const visitor = await openPage(site, 375);
    await visitor.page.goto(`${site.url}/sponsors`);
    await visitor.page.getByRole("heading", { name: "Eis Sponsoren" }).waitFor();
    const text = (await visitor.page.locator("main").textContent()) ?? "";
    const places = expected.map((name) => text.indexOf(name));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
  });
});
