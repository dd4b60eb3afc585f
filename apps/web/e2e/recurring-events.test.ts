import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, openPage, type Site, screenshot, signInToAdmin, startSite } from "./harness.js";

// A weekly event with one exception, made in the admin's 'Wiederholung' section: the admin list
// shows the series once with its rule, /events the series once by its next date ("All Freideg ·
// nächst ..."), its page its dates but the exception, an occurrence's page its own date, and the
// feed (read by ical.js) the same dates.
describe("recurring events in Chromium", () => {
  let site: Site;
  const YEAR = new Date().getUTCFullYear() + 1;
  // The first Friday of February next year, then four more Fridays; the second is left out.
  const feb1 = new Date(Date.UTC(YEAR, 1, 1)).getUTCDay();
  const fridays = [0, 7, 14, 21, 28].map((offset) =>
    new Date(Date.UTC(YEAR, 1, 1 + ((5 - feb1 + 7) % 7) + offset)).toISOString().slice(0, 10),
  );
  const german = (date: string) => date.split("-").reverse().join(".");
  const [first = "", left = "", third = ""] = fridays;
  const last = fridays[4] as string;

  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it("creates a weekly event with one exception and shows it on /events and in the feed", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);
    await page.getByRole("link", { name: "Neues Event" }).click();
    await page.getByRole("heading", { name: "Neues Event" }).waitFor();

    await page.getByLabel("Titel").fill("Jugendowend am Haus");
    await page.getByLabel("Datum und Uhrzeit").fill(`${first}T19:00`);
    await page.getByRole("group", { name: "Wiederholung" }).waitFor();
    await page.getByRole("combobox", { name: "Wiederholt sich" }).click();
    await page.getByRole("option", { name: "Jede Woche am selben Wochentag" }).click();
    await page.getByLabel("Letzter Termin bis").fill(last);
    await page.getByRole("combobox", { name: "Termin auslassen (z. B. Ferien)" }).click();
    await page.getByRole("option", { name: german(left) }).click();
    await page.getByRole("button", { name: "Auslassen" }).click();
    await page.getByText(`Fällt aus: ${german(left)}`).waitFor();
    await expectAccessible(page, "event form with its 'Wiederholung' section");
    await screenshot(page, "admin-event-recurrence");
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    }
    await screenshot(page, "admin-event-recurrence");
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Erstellen" }).click();
    await page.getByText("Event erfolgreich erstellt!").waitFor();
    await page.waitForURL(/\/admin$/);
    // The admin list shows the series once, with its rule.
    await page.getByRole("link", { name: "Jugendowend am Haus bearbeiten" }).waitFor();
    expect(await page.getByRole("link", { name: "Jugendowend am Haus bearbeiten" }).count()).toBe(1);
    await page.getByText(`All Freideg bis ${german(last)}`).waitFor();

    // A visitor searching /events finds the series once, by its next date, in the page's language.
    const visitor = await openPage(site);
    await visitor.page.goto(`${site.url}/events`);
    await visitor.page.getByRole("searchbox", { name: "Eventen sichen" }).fill("Jugendowend");
    const cards = visitor.page.locator("article", { hasText: "Jugendowend am Haus" });
    const day = Number(first.slice(8, 10));
    // (The time is the one typed into the admin's form, in the browser's zone, shown in Luxembourg's.)
    await cards.getByText(new RegExp(`^All Freideg · nächst ${day}\\. Feb\\., \\d\\d:\\d\\d$`)).waitFor();
    expect(await cards.count()).toBe(1);
    expect((await cards.locator("time").getAttribute("datetime"))?.slice(0, 10)).toBe(first);
    await screenshot(visitor.page, "events-recurring");
    const french = await openPage(site);
    await french.page.goto(`${site.url}/fr/events?q=Jugendowend`);
    const frenchCards = french.page.locator("article", { hasText: "Jugendowend am Haus" });
    await frenchCards
      .getByText(new RegExp(`^Tous les vendredis · prochaine fois le ${day} févr\\., \\d\\d:\\d\\d$`))
      .waitFor();
    expect(await frenchCards.count()).toBe(1);
    await french.page.close();

    // The series' page lists its dates, the exception left out; each date has its own page.
    await cards.getByRole("link", { name: "Jugendowend am Haus" }).click();
    await visitor.page.waitForURL(new RegExp(`\\?date=${first}$`));
    await visitor.page.getByRole("heading", { name: "Nächst Datumer" }).waitFor();
    const listed = await visitor.page
      .locator("section[aria-labelledby=series-dates] time")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime")?.slice(0, 10)));
    expect(listed).toEqual([first, third, fridays[3], last]);
    await visitor.page.locator("section[aria-labelledby=series-dates] a").nth(1).click();
    await visitor.page.waitForURL(new RegExp(`\\?date=${third}$`));
    await visitor.page.getByRole("heading", { level: 1, name: "Jugendowend am Haus" }).waitFor();
    await expect
      .poll(async () => (await visitor.page.locator("aside time").first().getAttribute("datetime"))?.slice(0, 10))
      .toBe(third);
    await expectAccessible(visitor.page, "an occurrence's page");
    expect(visitor.errors).toEqual([]);
    await visitor.page.close();

    // The feed, read by ical.js: the same four dates, the exception left out.
    const feed = await (await fetch(`${site.url}/events.ics`)).text();
    const calendar = new ICAL.Component(ICAL.parse(feed));
    const master = calendar
      .getAllSubcomponents("vevent")
      .find((v) => v.getFirstPropertyValue("summary") === "Jugendowend am Haus");
    expect(master?.hasProperty("rrule")).toBe(true);
    expect(master?.hasProperty("exdate")).toBe(true);
    const event = new ICAL.Event(master);
    const iterator = event.iterator();
    const days: string[] = [];
    for (let next = iterator.next(); next && days.length < 20; next = iterator.next()) {
      days.push(next.toJSDate().toISOString().slice(0, 10));
    }
    expect(days).toEqual([first, third, fridays[3], last]);
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  });

  it("'Nur diesen Termin bearbeiten' takes one date out of the series as an event of its own", async () => {
    const { page, errors } = await signInToAdmin(site, 1280);
    await page.getByRole("link", { name: "Jugendowend am Haus bearbeiten" }).click();
    await page.getByRole("heading", { name: "Event bearbeiten" }).waitFor();
    const dates = page.getByRole("group", { name: "Einzelne Termine" });
    // The coming dates of the series, the one left out not among them.
    await expect.poll(() => dates.getByRole("button", { name: /^Nur den Termin am .* bearbeiten$/ }).count()).toBe(4);
    // The coming dates in order: the first, the third (the second is left out), …
    await dates
      .getByRole("button", { name: /^Nur den Termin am .* bearbeiten$/ })
      .nth(1)
      .click();
    const confirm = page.getByRole("dialog", { name: "Nur diesen Termin bearbeiten?" });
    await confirm.getByText("Die anderen Termine bleiben, wie sie sind.", { exact: false }).waitFor();
    await expectAccessible(page, "confirming one date of a series");
    await confirm.getByRole("button", { name: "Termin lösen und bearbeiten" }).click();
    await page.getByText("Der Termin ist jetzt ein eigenes Event.").waitFor();
    await page.waitForURL(/\/admin\/edit\/event\/\d+$/);
    const ownId = Number(page.url().split("/").pop());
    // The date's own event: the series' time on that day, no rule of its own; a changed place is kept.
    await expect.poll(() => page.getByLabel("Datum und Uhrzeit").inputValue()).toBe(`${third}T19:00`);
    expect(await page.getByRole("group", { name: "Einzelne Termine" }).count()).toBe(0);
    await page.getByLabel("Ort", { exact: true }).fill("Sportshal");
    await page.getByRole("button", { name: "Speichern" }).click();
    await page.getByText("Event erfolgreich aktualisiert!").waitFor();

    const read = async (id: number) =>
      (await (await fetch(`${site.url}/api/events/${id}`)).json()) as {
        id: number;
        date: string;
        location: string;
        recurrence: { exceptions: string[] } | null;
      };
    const own = await read(ownId);
    expect(own.recurrence).toBeNull();
    expect(own.location).toBe("Sportshal");
    // The series (listed as its occurrences, each naming it) no longer has that date.
    const all = (await (await fetch(`${site.url}/api/events`)).json()) as {
      title: string;
      occurrenceOf: number | null;
    }[];
    const seriesId = all.find((e) => e.title === "Jugendowend am Haus" && e.occurrenceOf !== null)?.occurrenceOf;
    expect(seriesId).toBeTypeOf("number");
    const series = await read(seriesId as number);
    expect(series.recurrence?.exceptions).toEqual(expect.arrayContaining([left, third]));
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  });
});
