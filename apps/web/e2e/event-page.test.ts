import { freePort } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, openPage, type Site, screenshot, startSite } from "./harness.js";

// Journeys to and on an event's own page (/events/<id>-<slug>) with the demo content: from the
// home page and from /events, the calendar file, sharing (Web Share API, or a copied link with a
// toast), the calendar subscription on /events, and the 404 page for an unknown event.
describe("event pages in Chromium", () => {
  let site: Site;
  beforeAll(async () => {
    // The address the browser uses is PUBLIC_URL, as on a real site: shared links are built from it.
    const port = await freePort();
    site = await startSite({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("opens an event from the home page's highlights, at 1280 and 375 px", async () => {
    for (const width of [1280, 375] as const) {
      const { page, errors } = await openPage(site, width);
      await page.goto(site.url);
      const card = page.locator("section[aria-labelledby=highlights-title] article").first();
      const title = (await card.getByRole("heading").textContent()) as string;
      await card.getByRole("link", { name: title }).click();
      await page.waitForURL(/\/events\/\d+-[a-z0-9-]+$/);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      expect(await page.title()).toBe(`${title} · Jugendclub Rammeldange`);
      expect(await page.getByText("Highlight").first().isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: /Zréck op all Eventen/ }).getAttribute("href")).toBe("/events");
      const map = page.getByRole("link", { name: /Op der Kaart weisen/ });
      expect(await map.getAttribute("href")).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
      expect(await map.getAttribute("target")).toBe("_blank");
      await screenshot(page, "event");
      await expectAccessible(page, `event page at ${width}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("opens an event from /events; 'An de Kalenner' answers a calendar file; Google Calendar is filled in", async () => {
    const { page, errors } = await openPage(site);
    await page.goto(`${site.url}/events`);
    await page.getByRole("link", { name: "Kino-Owend am Jugendhaus" }).click();
    await page.waitForURL(/\/events\/\d+-kino-owend-am-jugendhaus$/);
    await page.getByRole("heading", { level: 1, name: "Kino-Owend am Jugendhaus" }).waitFor();
    const ics = page.getByRole("link", { name: "An de Kalenner" });
    const href = (await ics.getAttribute("href")) as string;
    expect(href).toMatch(/^\/events\/\d+\.ics$/);
    const file = await page.request.get(`${site.url}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^text\/calendar/);
    const body = await file.text();
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).toContain("SUMMARY:Kino-Owend am Jugendhaus");
    const google = new URL((await page.getByRole("link", { name: /Google Kalenner/ }).getAttribute("href")) as string);
    expect(google.host).toBe("calendar.google.com");
    expect(google.searchParams.get("text")).toBe("Kino-Owend am Jugendhaus");
    expect(google.searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    // Back to the list by the page's own link.
    await page.getByRole("link", { name: /Zréck op all Eventen/ }).click();
    await page.waitForURL(/\/events$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shares by copying the link, with a toast, where the browser has no share sheet", async () => {
    const { page, errors } = await openPage(site, 375);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
    // As in a desktop browser without the Web Share API.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`${site.url}/events/1`);
    expect(page.url()).toBe(`${site.url}/events/1-summerfest-am-duerf`);
    await page.getByRole("button", { name: "Deelen" }).click();
    await page.getByText("Link kopéiert").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/events/1-summerfest-am-duerf`);
    await expectAccessible(page, "event page with the toast");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shares through the Web Share API where the browser has it", async () => {
    const { page } = await openPage(site, 375);
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, "share", {
        value: async (data: unknown) => {
          shared.push(data);
        },
        configurable: true,
      });
    });
    await page.goto(`${site.url}/events/1-summerfest-am-duerf`);
    await page.getByRole("button", { name: "Deelen" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: "Summerfest am Duerf", url: `${site.url}/events/1-summerfest-am-duerf` }]);
    expect(await page.getByText("Link kopéiert").count()).toBe(0);
    await page.close();
  });

  it("offers the calendar subscription on /events: webcal:// and the link to copy", async () => {
    const { page, errors } = await openPage(site);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
    await page.goto(`${site.url}/events`);
    const subscribe = page.getByRole("region", { name: "Kalenner abonnéieren" });
    const webcal = subscribe.getByRole("link", { name: "Kalenner abonnéieren" });
    expect(await webcal.getAttribute("href")).toBe(`${site.url.replace(/^http/, "webcal")}/events.ics`);
    await subscribe.getByRole("button", { name: "Link kopéieren" }).click();
    await page.getByText("Link kopéiert").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/events.ics`);
    await expectAccessible(page, "events with the subscription");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the 404 page with status 404 for an unknown event", async () => {
    const { page } = await openPage(site);
    const response = await page.goto(`${site.url}/events/987654321`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectAccessible(page, "404 for an unknown event");
    await screenshot(page, "event-not-found");
    await page.close();
  });
});
