import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Site, signInToAdmin, startSite } from "./harness.js";

// Issue 34: every date and time a volunteer types or reads in the panel is Luxembourg's wall-clock
// time, whatever the laptop's time zone. Two browsers set elsewhere (Lisbon, one hour behind;
// New York, six) create and edit events, one on the day summer time begins.

const luxembourgInput = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Luxembourg",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(new Date(iso))
    .replace(" ", "T");

interface ApiEvent {
  id: number;
  title: string;
  date: string;
  endDate: string | null;
}

describe("the panel's times in a browser set to another time zone", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  const events = async () => (await (await fetch(`${site.url}/api/events`)).json()) as ApiEvent[];

  it.each([
    ["Europe/Lisbon", "Zäitzon Lissabon"],
    ["America/New_York", "Zäitzon New York"],
  ])("in %s: a stored event reads, and a new one is stored, in Luxembourg's time", async (timezoneId, title) => {
    const { page, errors } = await signInToAdmin(site, 1280, timezoneId);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);

    // A demo event: its edit form shows the time the site shows, not the laptop's.
    const stored = (await events())[0] as ApiEvent;
    await page.goto(`${site.url}/admin/edit/event/${stored.id}`);
    await expect.poll(() => page.getByLabel("Titel").inputValue()).toBe(stored.title);
    expect(await page.getByLabel("Datum und Uhrzeit").inputValue()).toBe(luxembourgInput(stored.date));

    // A new event on the day summer time begins, 14:00 to 17:30 in Luxembourg (UTC+2 that afternoon).
    await page.goto(`${site.url}/admin/create/event`);
    await page.getByLabel("Titel").fill(title);
    await page.getByLabel("Datum und Uhrzeit").fill("2027-03-28T14:00");
    await page.getByLabel("Ende (optional)").fill("2027-03-28T17:30");
    await page.getByLabel("Ort", { exact: true }).fill("Festsall");
    await page.getByRole("button", { name: "Erstellen" }).click();
    await page.waitForURL(/\/admin$/);
    const made = (await events()).find((e) => e.title === title);
    expect(made).toMatchObject({ date: "2027-03-28T12:00:00.000Z", endDate: "2027-03-28T15:30:00.000Z" });

    // Read back in the same browser: still 14:00 and 17:30.
    await page.goto(`${site.url}/admin/edit/event/${made?.id}`);
    await expect.poll(() => page.getByLabel("Titel").inputValue()).toBe(title);
    expect(await page.getByLabel("Datum und Uhrzeit").inputValue()).toBe("2027-03-28T14:00");
    expect(await page.getByLabel("Ende (optional)").inputValue()).toBe("2027-03-28T17:30");
    expect(errors).toEqual([]);
  });

  it("schedules an item for a time in Luxembourg and never shows a draft with a date", async () => {
    const { page, errors } = await signInToAdmin(site, 1280, "America/New_York");
    await page.goto(`${site.url}/admin/create/event`);
    await page.getByLabel("Titel").fill("Geplangt aus New York");
    await page.getByLabel("Datum und Uhrzeit").fill("2027-08-14T20:00");
    await page.getByLabel("Ort", { exact: true }).fill("Festsall");
    // Scheduled without a time stops at the field instead of publishing at once.
    await page.locator("label", { hasText: /^Geplant$/ }).click();
    await page.getByRole("button", { name: "Erstellen" }).click();
    await page.getByText("Bitte Datum und Uhrzeit der Veröffentlichung angeben.").first().waitFor();
    await page.getByLabel("Veröffentlichen am").fill("2027-08-01T09:00");
    await page.getByRole("button", { name: "Erstellen" }).click();
    await page.waitForURL(/\/admin$/);
    const row = page.locator("li[data-item-id]", { hasText: "Geplangt aus New York" });
    await row.getByText(/^Geplant für .* um 09:00$/).waitFor();
    expect(await row.getByText("Entwurf", { exact: true }).count()).toBe(0);
    // Visitors do not see it before its time.
    expect((await events()).some((e) => e.title === "Geplangt aus New York")).toBe(false);

    // Made a draft: the date goes, and the row says draft only.
    await page.goto(`${site.url}/admin/edit/event/${await row.getAttribute("data-item-id")}`);
    await expect.poll(() => page.getByLabel("Veröffentlichen am").inputValue()).toBe("2027-08-01T09:00");
    await page.locator("label", { hasText: /^Entwurf$/ }).click();
    expect(await page.getByLabel("Veröffentlichen am").count()).toBe(0);
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.waitForURL(/\/admin$/);
    await row.getByText("Entwurf", { exact: true }).waitFor();
    expect(await row.getByText(/^Geplant für/).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
