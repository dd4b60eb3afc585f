import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, type Site, signInToAdmin, startSite } from "./harness.js";

// Where an event takes place, as search engines, maps and calendars read it (issue 32): the
// JSON-LD's addressLocality is the village the location names (an event moved to Beaufort says
// Beaufort), the club's town only where it names none; the map link and the calendar file add the
// club's town to a place that names no village ("Gemengeplaz" alone finds any village's square).

interface Place {
  locality: string;
  street: string;
  map: string;
  google: string;
}

async function placeOnPage(page: Page, url: string): Promise<Place> {
  await page.goto(url);
  const jsonLd = JSON.parse((await page.locator("script[type='application/ld+json']").textContent()) ?? "{}");
  const map = new URL(
    (await page.locator("a[href^='https://www.openstreetmap.org/search']").getAttribute("href")) ?? "",
  );
  const google = new URL((await page.locator("a[href^='https://calendar.google.com/']").getAttribute("href")) ?? "");
  return {
    locality: jsonLd.location?.address?.addressLocality,
    street: jsonLd.location?.address?.streetAddress,
    map: map.searchParams.get("query") ?? "",
    google: google.searchParams.get("location") ?? "",
  };
}

/** The LOCATION line of an event's calendar file, unfolded and unescaped. */
async function icsLocation(site: Site, id: number): Promise<string> {
  const res = await fetch(`${site.url}/events/${id}.ics`);
  expect(res.status).toBe(200);
  const text = (await res.text()).replace(/\r\n[ \t]/g, "");
  const line = text.split("\r\n").find((l) => l.startsWith("LOCATION:")) ?? "";
  return line.slice("LOCATION:".length).replace(/\\,/g, ",");
}

describe("an event's place in Chromium", () => {
  let site: Site;
  let events: { id: number; title: string; location: string | null }[];
  beforeAll(async () => {
    site = await startSite();
    events = await (await fetch(`${site.url}/api/events`)).json();
  }, 20 * 60_000);
  afterAll(async () => {
    await site?.close();
  });
  const idOf = (title: string) => {
    const event = events.find((e) => e.title === title);
    if (!event) throw new Error(`the demo has no event "${title}"`);
    return event.id;
  };

  it("a place without its village: the club's town in the JSON-LD, the map link and the calendars", async () => {
    const id = idOf("Chrëschtmaart-Stand");
    expect(events.find((e) => e.id === id)?.location).toBe("Gemengeplaz");
    const { page, errors } = await openPage(site, 1280);
    const place = await placeOnPage(page, `${site.url}/events/${id}`);
    expect(place).toEqual({
      locality: "Rammeldange",
      street: "Gemengeplaz",
      map: "Gemengeplaz, Rammeldange",
      google: "Gemengeplaz, Rammeldange",
    });
    expect(await icsLocation(site, id)).toBe("Gemengeplaz, Rammeldange");
    // A place that names the village keeps its words as they are.
    const sport = await placeOnPage(page, `${site.url}/events/${idOf("Foussballturnéier vun de Veräiner")}`);
    expect(sport.locality).toBe("Rammeldange");
    expect(sport.map).toBe("Sportterrain Rammeldange");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an event in another village: its locality is that village's, and nothing is added to it", async () => {
    const id = idOf("Summerfest am Duerf");
    const admin = await signInToAdmin(site, 1280);
    const moved = await admin.page.request.patch(`${site.url}/api/events/${id}`, {
      headers: { origin: site.url },
      data: { location: "Buerg, Beaufort" },
    });
    expect(moved.status()).toBe(200);
    await admin.page.close();

    const { page, errors } = await openPage(site, 375);
    await expect
      .poll(async () => placeOnPage(page, `${site.url}/events/${id}`), { timeout: 90_000, interval: 2_000 })
      .toEqual({ locality: "Beaufort", street: "Buerg, Beaufort", map: "Buerg, Beaufort", google: "Buerg, Beaufort" });
    expect(await icsLocation(site, id)).toBe("Buerg, Beaufort");
    expect(errors).toEqual([]);
    await page.close();
  });
});
