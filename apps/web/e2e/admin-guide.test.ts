import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upcomingFirst } from "../src/features/admin/event-order.js";
import { expectAccessible, type Site, screenshot, signInToAdmin, slowDown, startSite } from "./harness.js";

interface StoredEvent {
  id: number;
  title: string;
  date: string;
  endDate: string | null;
}

// Issue 20: the admin panel guides a volunteer, and pages say that they are loading. One server
// and one signed-in page for every step, in order; the width changes where a step needs a phone.
describe("the admin panel guides a volunteer", () => {
  let site: Site;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    site = await startSite();
    // Two new messages, sent as a visitor's form would.
    for (const name of ["Lea Weber", "Max Hoffmann"]) {
      const res = await fetch(`${site.url}/api/contact-submissions`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: site.url },
        body: JSON.stringify({ type: "membership", name, email: "lea@example.lu", phone: null, message: "Moien!" }),
      });
      expect(res.status).toBe(200);
    }
    ({ page, errors } = await signInToAdmin(site, 1280));
  });
  afterAll(async () => {
    await site?.close();
  });

  const header = () => page.getByRole("banner");
  const eventsList = () => page.locator("section[aria-label=Events] li");
  const events = async () => (await (await fetch(`${site.url}/api/events`)).json()) as StoredEvent[];
  const inViewport = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });

  it("the header says who is signed in, and the panel opens on an overview", async () => {
    // The phone menu holds the same words, hidden at this width.
    await header().getByText("Angemeldet als").filter({ visible: true }).waitFor();
    expect(await header().getByRole("link", { name: "Angemeldet als admin" }).isVisible()).toBe(true);
    expect(await header().getByRole("button", { name: "Abmelden" }).isVisible()).toBe(true);
    expect(await header().getByText("Admin Login").count()).toBe(0);

    const overview = page.getByRole("region", { name: "Überblick" });
    const next = upcomingFirst(await events()).find((e) => Date.parse(e.endDate ?? e.date) >= Date.now());
    expect(next).toBeDefined();
    await overview
      .getByText(next?.title ?? "")
      .first()
      .waitFor();
    await expect.poll(() => overview.getByTestId("new-messages").textContent()).toBe("2");
    await overview.getByText("Zuletzt geändert").waitFor();
    expect(await overview.locator("ul a").count()).toBe(3);
    await screenshot(page, "admin-overview");
    await expectAccessible(page, "admin overview at 1280 px");
    // 'Alle Daten löschen' is no longer beside the sign-out button.
    expect(await page.getByRole("button", { name: "Alle Daten löschen" }).count()).toBe(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByLabel("Menü öffnen").click();
    const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
    await menu.getByRole("link", { name: /Admin Panel \(angemeldet als admin\)/ }).waitFor();
    expect(await menu.getByRole("button", { name: "Abmelden" }).isVisible()).toBe(true);
    await screenshot(page, "header-signed-in-menu", { fullPage: false });
    await page.getByLabel("Menü schließen").click();
    await screenshot(page, "admin-overview");
    await expectAccessible(page, "admin overview at 375 px");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("lists upcoming events first, then past ones, and marks the saved event in view", async () => {
    await page.getByRole("tab", { name: "Events" }).click();
    await eventsList().first().waitFor();
    const expected = upcomingFirst(await events()).map((e) => e.title);
    const shown = await eventsList().evaluateAll((items) => items.map((li) => li.querySelector("p")?.textContent));
    expect(shown).toEqual(expected);
    // The past ones say so.
    const last = eventsList().last();
    await last.getByText("Vergangen").waitFor();

    // The last event is below the fold: after saving it, the list brings it into view.
    const title = expected.at(-1) ?? "";
    expect(await inViewport(last)).toBe(false);
    await last.getByRole("link", { name: `${title} bearbeiten` }).click();
    await page.getByRole("heading", { name: "Event bearbeiten" }).waitFor();
    await expect.poll(() => page.getByLabel("Titel").inputValue()).toBe(title);
    await page.getByLabel("Ort", { exact: true }).fill("Am Veräinshaus");
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.waitForURL(/\/admin$/);
    const saved = page.locator("li[data-saved]");
    await saved.waitFor();
    expect(await saved.getByText(title).count()).toBe(1);
    await saved.getByText("Gespeichert").waitFor();
    await expect.poll(() => inViewport(saved), { timeout: 10_000 }).toBe(true);
    expect(await page.locator("li[data-saved]").count()).toBe(1);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    await screenshot(page, "admin-events-saved", { fullPage: false });
    await expectAccessible(page, "events tab after a save");
  });

  it("keeps tokens under a closed 'Erweitert', and ends the account tab with the danger zone", async () => {
    await page.getByRole("tab", { name: "Konto" }).click();
    const advanced = page.locator("details", { hasText: "Erweitert" });
    await advanced.waitFor();
    expect(await advanced.getAttribute("open")).toBeNull();
    expect(await page.getByLabel("Name des Tokens").isVisible()).toBe(false);
    expect(await page.getByText("Authorization: Bearer", { exact: false }).isVisible()).toBe(false);

    // The new admin's password field has room to type in.
    const password = page.getByLabel("Passwort", { exact: true });
    expect((await password.boundingBox())?.width).toBeGreaterThan(200);

    // The danger zone is the tab's last part, and the only place of 'Alle Daten löschen'.
    const parts = await page
      .getByRole("tabpanel")
      .locator("section, details")
      .evaluateAll((nodes) =>
        nodes.filter((n) => !n.parentElement?.closest("section, details")).map((n) => n.getAttribute("aria-label")),
      );
    expect(parts.at(-1)).toBe("Gefahrenzone");
    const danger = page.getByRole("region", { name: "Gefahrenzone" });
    expect(await page.getByRole("button", { name: "Alle Daten löschen" }).count()).toBe(1);
    await screenshot(page, "admin-account");
    await expectAccessible(page, "account tab, advanced closed");

    await advanced.locator("summary").click();
    await page.getByLabel("Name des Tokens").waitFor();
    await page.getByText("Authorization: Bearer", { exact: false }).waitFor();
    await expectAccessible(page, "account tab, advanced open");

    // The typed confirmation stays.
    await danger.getByRole("button", { name: "Alle Daten löschen" }).click();
    const dialog = page.getByRole("dialog", { name: "Alle Daten löschen" });
    expect(await dialog.getByRole("button", { name: "Endgültig löschen" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Still open at 375 px, for the picture.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await advanced.getAttribute("open")).not.toBeNull();
    await screenshot(page, "admin-account");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("puts the segmented control's highlight exactly on the selected option, and the uploader has a button", async () => {
    await page.goto(`${site.url}/admin/create/sponsor`);
    await page.getByRole("heading", { name: "Neuer Sponsor" }).waitFor();
    for (const width of [1280, 375] as const) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
      for (const option of ["Hauptsponsor", "Partner"]) {
        await page.getByText(option, { exact: true }).click();
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
        await page.waitForTimeout(300);
        const [indicator, label] = await Promise.all([
          // The sponsor's type is the form's first segmented control (status is another).
          page.locator(".mantine-SegmentedControl-indicator").first().boundingBox(),
          page.locator(".mantine-SegmentedControl-label", { hasText: option }).boundingBox(),
        ]);
        for (const key of ["x", "y", "width", "height"] as const) {
          expect(
            Math.abs((indicator?.[key] ?? -99) - (label?.[key] ?? 99)),
            `${option} ${key} at ${width}`,
          ).toBeLessThanOrEqual(1);
        }
      }
    }

    // At 375 px: nothing to drag on a phone, so a visible button opens the file dialog.
    await page.getByRole("button", { name: "Bild hochladen" }).click();
    const dialog = page.getByRole("dialog");
    const choose = dialog.getByRole("button", { name: "Datei auswählen" });
    await choose.waitFor();
    expect(await inViewport(choose)).toBe(true);
    const chooser = page.waitForEvent("filechooser");
    await choose.click();
    await chooser;
    await expectAccessible(page, "uploader at 375 px");
    await screenshot(page, "admin-uploader-phone");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("answers a create or edit address that no kind declares with the 404 page, and opens a declared one", async () => {
    // The server answers them 404 (its server build knows the kinds' words) and the browser shows the page.
    for (const path of [
      "/admin/create/nope",
      "/admin/edit/event/abc",
      "/admin/edit/committee-member/1",
      "/admin/nope",
    ]) {
      expect((await page.goto(`${site.url}${path}`))?.status(), path).toBe(404);
      await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
      expect(await page.getByRole("button", { name: "Erstellen" }).count(), path).toBe(0);
    }
    await page.goto(`${site.url}/admin/create/committee-member`);
    await page.getByRole("heading", { name: "Neues Komiteemitglied" }).waitFor();
    expect(await page.getByLabel("Rolle").count()).toBeGreaterThan(0);
  });

  it("says that an item does not exist, and leads back", async () => {
    for (const width of [1280, 375] as const) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
      await page.goto(`${site.url}/admin/edit/event/99999`);
      await page.getByText("Diesen Eintrag gibt es nicht (mehr).").waitFor();
      expect(await page.getByLabel("Titel").count()).toBe(0);
      await screenshot(page, "admin-missing-item");
      await expectAccessible(page, `missing item at ${width} px`);
    }
    await page.getByRole("link", { name: "Zur Übersicht" }).click();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("shows a progress bar while a slow page loads, and none for a fast one", async () => {
    // Count every appearance of the bar, however short.
    await page.evaluate(() => {
      const w = window as unknown as { progressSeen: number };
      w.progressSeen = 0;
      new MutationObserver(() => {
        if (document.querySelector("[data-route-progress]")) w.progressSeen++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { progressSeen: number }).progressSeen);

    // Slow: every script not loaded yet waits two seconds. From the German panel to a new
    // sponsor's page, whose form's code is not there yet: the bar shows, then the page's loading
    // state instead of the panel, then the form. (The public pages are pages with islands: a link
    // to them is a page load, which the browser shows itself.)
    await page.getByRole("tab", { name: "Sponsoren" }).click();
    const fast = await slowDown(page, "**/assets/*.js", 2000);
    await page.getByRole("link", { name: "Neuer Sponsor" }).click();
    await page.locator("[data-route-progress]").waitFor();
    await page.getByRole("status").getByText("Wird geladen...").waitFor();
    await screenshot(page, "route-pending");
    expect(await page.getByRole("heading", { name: "Admin Panel" }).isVisible()).toBe(false);
    await page.locator("[data-route-progress]").waitFor({ state: "detached" });
    await page.waitForURL(`${site.url}/admin/create/sponsor`);
    await page.getByRole("heading", { name: "Neuer Sponsor" }).waitFor();
    expect(await seen()).toBeGreaterThan(0);
    await fast();

    // Fast: back to /admin, whose answers are in the cache: no bar at all.
    await page.evaluate(() => {
      (window as unknown as { progressSeen: number }).progressSeen = 0;
    });
    await page.goBack();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
    await page.waitForTimeout(500);
    expect(await seen()).toBe(0);
  });

  it("under reduced motion, the loading state stands still instead of spinning", async () => {
    // A volunteer whose system asks for less motion. Reloaded, so that the new sponsor's form's
    // code is to load again (a routed page has no HTTP cache).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${site.url}/admin`);
    await page.getByRole("tab", { name: "Sponsoren" }).click();
    const fast = await slowDown(page, "**/assets/*.js", 4000);
    await page.getByRole("link", { name: "Neuer Sponsor" }).click();
    const loading = page.getByRole("status").filter({ hasText: "Wird geladen..." });
    await loading.waitFor();
    // Its spinner's animations end at once (-1: the loading state is gone before they did).
    const spinning = () =>
      loading
        .evaluate((element) => element.getAnimations({ subtree: true }).filter((a) => a.playState === "running").length)
        .catch(() => -1);
    await expect.poll(spinning, { timeout: 3000, interval: 50 }).toBe(0);
    await fast();
    await page.getByRole("heading", { name: "Neuer Sponsor" }).waitFor();
    await page.emulateMedia({ reducedMotion: null });
    await page.goto(`${site.url}/admin`);
  });

  it("signs out from the header", async () => {
    await header().getByRole("button", { name: "Abmelden" }).click();
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    await header().getByRole("link", { name: "Admin Login" }).waitFor();
    expect(await header().getByText("Angemeldet als").count()).toBe(0);
    const me = await page.evaluate(async () => (await fetch("/api/auth/me")).json());
    expect(me).toEqual({ user: null });
    // The missing item's 404 and the signed-out 401 are the server's answers, shown in the page.
    expect(errors.filter((e) => !/status of (404|401)/.test(e))).toEqual([]);
  });
});
