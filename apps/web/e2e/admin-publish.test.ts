import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, expectAccessible, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// Drafts, scheduled publishing, sponsors' periods and the audit log in the admin panel (issue 23).
// The server's clock is a file (TEST_CLOCK_FILE, NODE_ENV=test): the journey moves it, never waits.

const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

describe("publishing and the audit log in Chromium", () => {
  let site: Site;
  let dir: string;
  let clockFile: string;
  const start = Date.now();
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "jc-e2e-clock-"));
    clockFile = join(dir, "now");
    writeFileSync(clockFile, "");
    site = await startSite({ NODE_ENV: "test", TEST_CLOCK_FILE: clockFile });
  });
  afterAll(async () => {
    await site?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const row = (page: Page, text: string) => page.locator("li[data-item-id]", { hasText: text });
  const visitorGet = async (path: string) => {
    const res = await fetch(`${site.url}${path}`);
    return { status: res.status, body: await res.text() };
  };
  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  it(
    "keeps a draft and a scheduled event from visitors until their time, hides an ended sponsor, and logs it all",
    async () => {
      const { page, errors } = await signInToAdmin(site, 1280);
      const eventDay = isoDay(start + 5 * DAY);

      // A draft event.
      await page.getByRole("link", { name: "Neues Event" }).click();
      await page.getByLabel("Titel").fill("Entworf Owend");
      await page.getByLabel("Datum und Uhrzeit").fill(`${eventDay}T19:00`);
      await page.getByLabel("Ort", { exact: true }).fill("Festsall");
      await page.locator("label", { hasText: /^Entwurf$/ }).click();
      await expectAccessible(page, "the event form with its publishing fields");
      await screenshot(page, "admin-publish-event-form");
      await page.getByRole("button", { name: "Erstellen" }).click();
      await row(page, "Entworf Owend").getByText("Entwurf", { exact: true }).waitFor();
      const draftId = await row(page, "Entworf Owend").getAttribute("data-item-id");

      // Its preview as visitors will see it once published, in each language, in a new tab.
      await page.goto(`${site.url}/admin/edit/event/${draftId}`);
      const previews = page.getByRole("group", { name: /^Vorschau der gespeicherten Fassung/ });
      await expect
        .poll(() => previews.getByRole("link").allTextContents())
        .toEqual(["Lëtzebuergesch", "Deutsch", "Français", "English", "Português"]);
      const french = previews.getByRole("link", { name: "Français" });
      const href = (await french.getAttribute("href")) ?? "";
      expect(href).toBe(`/fr/events/${draftId}-entworf-owend?preview`);
      const [tab] = await Promise.all([page.context().waitForEvent("page"), french.click()]);
      await tab.getByRole("heading", { name: "Entworf Owend", level: 1 }).waitFor();
      await tab.getByRole("status").filter({ hasText: "Aperçu : les brouillons" }).waitFor();
      await expectAccessible(tab, "a draft's preview in French");
      await screenshot(tab, "admin-preview-draft-fr");
      await tab.close();
      // A visitor at the same address: the 404 page, without the banner.
      const visitor = await visitorGet(href);
      expect(visitor.status).toBe(404);
      expect(visitor.body).not.toContain("Entworf Owend");
      await page.goto(`${site.url}/admin`);

      // An event published tomorrow at noon, Luxembourg time.
      await page.getByRole("link", { name: "Neues Event" }).click();
      await page.getByLabel("Titel").fill("Geplangten Owend");
      await page.getByLabel("Datum und Uhrzeit").fill(`${eventDay}T20:00`);
      await page.locator("label", { hasText: /^Geplant$/ }).click();
      await page.getByLabel("Veröffentlichen am").fill(`${isoDay(start + DAY)}T12:00`);
      await page.getByRole("button", { name: "Erstellen" }).click();
      await row(page, "Geplangten Owend")
        .getByText(/^Geplant für .* um 12:00$/)
        .waitFor();
      const laterId = await row(page, "Geplangten Owend").getAttribute("data-item-id");

      // A sponsor whose period ended yesterday, and one that ends in ten days.
      await page.getByRole("tab", { name: "Sponsoren" }).click();
      for (const [name, from, until] of [
        ["Al Bäckerei", isoDay(start - 60 * DAY), isoDay(start - DAY)],
        ["Garage Bald", isoDay(start - 60 * DAY), isoDay(start + 10 * DAY)],
      ] as const) {
        await page.getByRole("link", { name: "Neuer Sponsor" }).click();
        await page.getByLabel("Name").fill(name);
        await page.getByLabel("Aktiv vom").fill(from);
        await page.getByLabel("Aktiv bis").fill(until);
        await page.getByRole("button", { name: "Erstellen" }).click();
        await row(page, name).waitFor();
      }
      expect(await row(page, "Al Bäckerei").getAttribute("data-muted")).toBe("true");
      await row(page, "Al Bäckerei").getByText("Abgelaufen").waitFor();
      expect(await row(page, "Garage Bald").getAttribute("data-muted")).toBeNull();
      // The committee's reminder: only the sponsorship ending within 30 days.
      await page.getByLabel("Endet in 30 Tagen").check({ force: true });
      await expect.poll(() => page.locator("li[data-item-id]").count()).toBe(1);
      await row(page, "Garage Bald").waitFor();
      await page.getByLabel("Endet in 30 Tagen").uncheck({ force: true });
      await row(page, "Al Bäckerei").waitFor();
      await expectAccessible(page, "the sponsors' list with periods");
      await screenshot(page, "admin-publish-sponsors");

      // One change, whose fields the log names: Garage Bald's period is extended.
      await row(page, "Garage Bald").getByRole("link", { name: "Garage Bald bearbeiten" }).click();
      await expect.poll(() => page.getByLabel("Name").inputValue()).toBe("Garage Bald");
      await page.getByLabel("Aktiv bis").fill(isoDay(start + 400 * DAY));
      await page.getByRole("button", { name: "Speichern" }).click();
      await row(page, "Garage Bald").waitFor();

      // A visitor sees neither event, nor the ended sponsor; the admin still sees the draft.
      const hidden = async () => {
        expect((await visitorGet("/events")).body).not.toContain("Entworf Owend");
        expect((await visitorGet(`/events/${draftId}`)).status).toBe(404);
        expect((await visitorGet("/events.ics")).body).not.toContain("Entworf Owend");
        expect((await visitorGet("/sitemap.xml")).body).not.toContain(`/events/${draftId}-`);
        expect((await visitorGet("/sponsors")).body).not.toContain("Al Bäckerei");
      };
      await hidden();
      expect((await visitorGet("/events")).body).not.toContain("Geplangten Owend");
      expect((await visitorGet("/events.ics")).body).not.toContain("Geplangten Owend");
      expect((await visitorGet("/sponsors")).body).toContain("Garage Bald");
      await page.goto(`${site.url}/admin/edit/event/${draftId}`);
      await expect.poll(() => page.getByLabel("Titel").inputValue()).toBe("Entworf Owend");

      // Three days later the scheduled event is there; the draft and the ended sponsor are not.
      writeFileSync(clockFile, new Date(start + 3 * DAY).toISOString());
      expect((await visitorGet("/events")).body).toContain("Geplangten Owend");
      expect((await visitorGet("/events.ics")).body).toContain("Geplangten Owend");
      expect((await visitorGet(`/events/${laterId}`)).status).toBe(200);
      expect((await visitorGet("/sitemap.xml")).body).toContain(`/events/${laterId}-`);
      await hidden();

      // The overview's last changes: sponsors beside events, Garage Bald once (created, then edited).
      await page.goto(`${site.url}/admin`);
      const overview = page.getByRole("region", { name: "Überblick" });
      await expect
        .poll(() => overview.locator("ul li a").allTextContents())
        .toEqual(["Garage Bald", "Al Bäckerei", "Geplangten Owend"]);
      await overview
        .locator("li", { hasText: "Garage Bald" })
        .getByText(/^Sponsoren · /)
        .waitFor();

      // The log: newest first, who and what, the changed fields; filtered by area.
      await page.getByRole("tab", { name: "Protokoll" }).click();
      const log = page.getByRole("region", { name: "Protokoll" });
      const first = log.locator("li[data-audit-id]").first();
      await first.getByText("Garage Bald").waitFor();
      await first.getByText("Geändert", { exact: true }).waitFor();
      // A whole sentence: who changed which item, the field from its old value to its new one.
      const sentence = await first.locator("[data-audit-sentence]").textContent();
      expect(sentence).toMatch(/^\S+ hat „Garage Bald“ \(Sponsoren\) geändert: Aktiv bis von „.+“ auf „.+“\.$/);
      expect(sentence?.startsWith(`${ADMIN.username} hat`)).toBe(true);
      await log.locator("li", { hasText: "Entworf Owend" }).getByText("Erstellt", { exact: true }).waitFor();
      await expectAccessible(page, "the audit log");
      await screenshot(page, "admin-publish-audit");
      await page.getByRole("combobox", { name: "Nach Bereich filtern" }).click();
      await page.getByRole("option", { name: "Sponsoren" }).click();
      await expect.poll(() => log.locator("li", { hasText: "Entworf Owend" }).count()).toBe(0);
      await log.locator("li", { hasText: "Al Bäckerei" }).first().waitFor();
      expect(errors).toEqual([]);
    },
    10 * 60_000,
  );

  it(
    "fits the audit log and the sponsors' list on a phone",
    async () => {
      const { page, errors } = await signInToAdmin(site, 375);
      await page.getByRole("tab", { name: "Protokoll" }).click();
      await page.locator("li[data-audit-id]").first().waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await screenshot(page, "admin-publish-audit");
      await page.getByRole("tab", { name: "Sponsoren" }).click();
      await row(page, "Al Bäckerei").waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, "the sponsors' list on a phone");
      await screenshot(page, "admin-publish-sponsors");
      expect(errors).toEqual([]);
    },
    10 * 60_000,
  );
  it(
    "asks before a form with unsaved changes is left, and not without changes",
    async () => {
      const { page, errors } = await signInToAdmin(site, 1280);
      const ask = page.getByRole("dialog", { name: "Änderungen verwerfen?" });
      const back = page.getByRole("link", { name: /Zurück/ });
      // Nothing typed: '← Zurück' leads back at once.
      await page.getByRole("link", { name: "Neues Event" }).click();
      await page.getByLabel("Titel").waitFor();
      await back.click();
      await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
      expect(await ask.count()).toBe(0);
      // A title typed: '← Zurück' asks, and 'Weiter bearbeiten' keeps the text.
      await page.getByRole("link", { name: "Neues Event" }).click();
      await page.getByLabel("Titel").fill("Halwer Owend");
      await back.click();
      await ask.waitFor();
      await expectAccessible(page, "the question before unsaved changes are lost");
      await ask.getByRole("button", { name: "Weiter bearbeiten" }).click();
      await ask.waitFor({ state: "hidden" });
      expect(new URL(page.url()).pathname).toBe("/admin/create/event");
      expect(await page.getByLabel("Titel").inputValue()).toBe("Halwer Owend");
      // A link in the header asks too; 'Verwerfen' leaves, and nothing was saved.
      await page.getByRole("banner").getByRole("link", { name: "Kontakt", exact: true }).click();
      await ask.waitFor();
      await ask.getByRole("button", { name: "Verwerfen" }).click();
      await page.waitForURL(/\/contact$/);
      expect((await (await fetch(`${site.url}/api/events`)).text()).includes("Halwer Owend")).toBe(false);
      expect(errors).toEqual([]);
    },
    5 * 60_000,
  );
});
