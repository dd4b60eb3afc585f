import { describe, expect, it } from "vitest";
import { demoEvents, demoGalleries } from "../src/demo/content.js";
import { demoEventDate, easterSunday, luxembourgTime } from "../src/demo/dates.js";

const dateOf = (title: string, now: Date) => {
  const event = demoEvents.find((e) => e.title === title);
  if (!event) throw new Error(title);
  return demoEventDate(event.when, now);
};
/** The local calendar day and time in Luxembourg, e.g. "2027-07-10 17:00". */
const local = (date: Date) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Luxembourg",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);

const days = [
  "2026-11-25T10:00:00Z",
  "2027-01-03T08:00:00Z",
  "2027-03-01T12:00:00Z",
  "2027-06-20T12:00:00Z",
  "2027-07-12T12:00:00Z",
  "2027-10-20T12:00:00Z",
  "2027-12-09T12:00:00Z",
  "2028-02-29T23:30:00Z",
].map((iso) => new Date(iso));

describe("the demo events' dates", () => {
  it("puts each event in its season, relative to the day of the first start", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(local(dateOf("Summerfest am Duerf", now))).toBe("2027-07-10 17:00");
    expect(local(dateOf("Chrëschtmaart-Stand", now))).toBe("2026-12-12 16:00");
    // Buergsonndeg 2027: Easter is on 28 March, the first Sunday of Lent six weeks earlier.
    expect(local(dateOf("Buergbrennen", now))).toBe("2027-02-14 18:30");
    expect(local(dateOf("Halloween-Party", now))).toBe("2026-10-31 20:00");
    expect(local(dateOf("Kino-Owend am Jugendhaus", now))).toBe("2026-11-30 19:30");
  });

  it.each(days)("on %s: summer in summer, December for Christmas, the right weekdays", (now) => {
    const month = (title: string) => Number(local(dateOf(title, now)).slice(5, 7));
    expect(month("Summerfest am Duerf")).toBe(7);
    expect(month("Foussballturnéier vun de Veräiner")).toBe(6);
    expect(month("Chrëschtmaart-Stand")).toBe(12);
    expect(month("Wanderung duerch d'Mëllerdall")).toBe(5);
    expect(month("Halloween-Party")).toBe(10);
    expect([2, 3]).toContain(month("Buergbrennen"));
    expect(dateOf("Summerfest am Duerf", now).getUTCDay()).toBe(6);
    expect(dateOf("Buergbrennen", now).getUTCDay()).toBe(0);
    // Festivals lie ahead (within a year and the week of lead that a near date needs), the
    // Halloween party and the concert behind.
    const year = (366 + 7) * 24 * 3600 * 1000;
    for (const title of [
      "Summerfest am Duerf",
      "Chrëschtmaart-Stand",
      "Buergbrennen",
      "Foussballturnéier vun de Veräiner",
    ]) {
      const ahead = dateOf(title, now).getTime() - now.getTime();
      expect(ahead, title).toBeGreaterThan(0);
      expect(ahead, title).toBeLessThan(year);
    }
    for (const title of ["Halloween-Party", "Concert am Gemengesall"]) {
      const behind = now.getTime() - dateOf(title, now).getTime();
      expect(behind, title).toBeGreaterThan(0);
      expect(behind, title).toBeLessThan(year);
    }
  });

  it.each(days)("on %s: the cinema evening comes first, and the featured events are all upcoming", (now) => {
    const upcoming = demoEvents
      .map((event) => ({ event, date: demoEventDate(event.when, now) }))
      .filter(({ date }) => date > now)
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    expect(upcoming[0]?.event.title).toBe("Kino-Owend am Jugendhaus");
    expect(upcoming.filter(({ event }) => event.featured)).toHaveLength(3);
    expect(demoEvents.length - upcoming.length).toBe(2);
  });

  it("names the galleries after the last festival's year", () => {
    const names = (iso: string) => demoGalleries.map((g) => g.name(new Date(iso)));
    expect(names("2026-11-25T10:00:00Z")).toEqual(["Summerfest 2026", "Buergbrennen 2026", "Ausflich & Sport"]);
    expect(names("2027-03-01T10:00:00Z")).toEqual(["Summerfest 2026", "Buergbrennen 2027", "Ausflich & Sport"]);
    expect(names("2027-08-01T10:00:00Z")[0]).toBe("Summerfest 2027");
  });
});

describe("calendar helpers", () => {
  it("computes Easter Sunday", () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe("2026-04-05");
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe("2027-03-28");
    expect(easterSunday(2038).toISOString().slice(0, 10)).toBe("2038-04-25");
  });

  it("turns Luxembourg's local time into UTC, in winter and in summer", () => {
    expect(luxembourgTime(2027, 1, 15, 18, 30).toISOString()).toBe("2027-01-15T17:30:00.000Z");
    expect(luxembourgTime(2027, 7, 10, 17, 0).toISOString()).toBe("2027-07-10T15:00:00.000Z");
  });
});
