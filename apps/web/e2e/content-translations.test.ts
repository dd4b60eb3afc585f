import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, openPage, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Issue 22, content in several languages: an admin adds a French title to an event in the panel;
// the API in French shows it, the Luxembourgish pages keep the Luxembourgish one.
describe("content translations in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  const LB_TITLE = "Summerfest am Duerf";
  // Not the demo's own French title (the demo comes translated, issue 32): the admin changes it.
  const FR_TITLE = "La grande fête d'été du village";

  /** Which events page shows which title: the French page the translation, the lb page its own. */
  const EVENTS_PAGES: [path: string, shown: string, hidden: string][] = [
    ["/events", LB_TITLE, FR_TITLE],
    ["/fr/events", FR_TITLE, LB_TITLE],
  ];

  it("an admin adds a French title in the event's Français tab; lang=fr and /fr/events give it, /events keeps the lb one", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);
    await page.getByRole("link", { name: `${LB_TITLE} bearbeiten` }).click();
    await page.getByRole("heading", { name: "Event bearbeiten" }).waitFor();
    await expect.poll(() => page.getByLabel("Titel").inputValue()).toBe(LB_TITLE);
    const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);

    // One tab per language, Lëtzebuergesch first and open; the demo's event is translated into each.
    const tabs = page.getByRole("tablist", { name: "Sprache der Texte" }).getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual([
      "Lëtzebuergesch",
      "Deutsch ✓",
      "Français ✓",
      "English ✓",
      "Português ✓",
    ]);
    expect(await page.getByRole("tab", { name: "Lëtzebuergesch" }).getAttribute("aria-selected")).toBe("true");
    // Judged as it shows, not under the pointer left where the edit link was.
    await page.mouse.move(0, 0);
    await expectAccessible(page, "event edit page with language tabs");

    // Keyboard: from the open tab, the arrow key moves to the next language.
    await page.getByRole("tab", { name: "Lëtzebuergesch" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await page.getByRole("tab", { name: /Français/ }).getAttribute("aria-selected")).toBe("true");
    await page.getByText("Optional. Ohne Übersetzung sehen Besucher den luxemburgischen Text.").waitFor();
    await page.getByLabel("Titel (Français)").fill(FR_TITLE);
    await expectAccessible(page, "the Français tab");
    await screenshot(page, "admin-event-translations");
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.getByText("Event erfolgreich aktualisiert!").waitFor();
    await page.waitForURL(/\/admin$/);

    // The API: French with lang=fr (the description, not translated, stays lb), lb by default.
    const french = (await (await fetch(`${site.url}/api/events/${id}?lang=fr`)).json()) as { title: string };
    expect(french.title).toBe(FR_TITLE);
    const plain = (await (await fetch(`${site.url}/api/events/${id}`)).json()) as { title: string };
    expect(plain.title).toBe(LB_TITLE);
    const trpc = await fetch(
      `${site.url}/trpc/events.byId?input=${encodeURIComponent(JSON.stringify({ id, lang: "fr" }))}`,
    );
    expect(((await trpc.json()) as { result: { data: { title: string } } }).result.data.title).toBe(FR_TITLE);

    // Opened again, the Français tab is marked and holds the text.
    await page.getByRole("link", { name: `${LB_TITLE} bearbeiten` }).click();
    await page.getByRole("tab", { name: /Français/ }).click();
    await expect.poll(() => page.getByLabel("Titel (Français)").inputValue()).toBe(FR_TITLE);
    expect(await page.getByRole("tab", { name: /Français/ }).textContent()).toContain("✓");
    expect(errors).toEqual([]);
    await page.close();

    for (const [path, shown, hidden] of EVENTS_PAGES) {
      const visitor = await openPage(site);
      await visitor.page.goto(`${site.url}${path}`);
      await visitor.page.getByRole("heading", { name: shown }).first().waitFor();
      expect(await visitor.page.getByText(hidden).count(), path).toBe(0);
      expect(visitor.errors, path).toEqual([]);
      await visitor.page.close();
    }
  });

  it("the edit page with its tabs fits a phone", async () => {
    const { page } = await signInToAdmin(site, 375);
    await page.getByRole("link", { name: `${LB_TITLE} bearbeiten` }).click();
    await page.getByRole("tab", { name: /Português/ }).click();
    await page.getByLabel("Beschreibung (Português)").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, "the Português tab at 375 px");
    await screenshot(page, "admin-event-translations");
    await page.close();
  });
});
