import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// The system tab: the status of the installation, and a backup downloaded with one click.
describe("the admin panel's system tab in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it(
    "shows the status in German and downloads a backup with 'Sicherung herunterladen'",
    async () => {
      const { page, errors } = await signInToAdmin(site, 1280);
      await page.getByRole("tab", { name: "System" }).click();

      const state = page.getByRole("region", { name: "Zustand" });
      // What a volunteer needs first; the figures for whoever runs the server one click away.
      await state.getByRole("row", { name: /^Letzte Sicherung/ }).waitFor();
      await state.getByRole("row", { name: /^Mails in Warteschlange/ }).waitFor();
      expect(await state.getByText("Größe der Datenbank").isVisible()).toBe(false);
      await state.getByText("Technische Details").click();
      await state.getByText("Größe der Datenbank").waitFor();
      await expect(state.getByRole("row", { name: /^Datenbank/ }).textContent()).resolves.toMatch(
        /eingebettet \(PGlite\)|PostgreSQL/,
      );
      // Moments as the rest of the panel writes them ("27. November 2026 um 09:30").
      await expect(state.getByRole("row", { name: /^Letzte Aufräumarbeit/ }).textContent()).resolves.toMatch(
        /Letzte Aufräumarbeit(–|\d{1,2}\. [A-ZÄÖÜ][a-zä]+ \d{4} um \d{2}:\d{2})/,
      );
      // A new installation has no backup yet: the tab says so in plain words.
      await page.getByText("Seit zwei Tagen wurde keine Sicherung gemacht.").waitFor();
      await expectAccessible(page, "the system tab");
      await screenshot(page, "admin-system");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Sicherung herunterladen" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^jugendclub-\d{8}-\d{6}\.tar\.gz$/);
      const path = await download.path();
      const tar = gunzipSync(await readFile(path));
      // The manifest is the archive's last entry; the data and the demo's images come before it.
      expect(tar.includes(Buffer.from("data/Event.jsonl"))).toBe(true);
      expect(tar.includes(Buffer.from('"format": "jugendclub-backup"'))).toBe(true);
      expect(errors).toEqual([]);
    },
    10 * 60_000,
  );
});
