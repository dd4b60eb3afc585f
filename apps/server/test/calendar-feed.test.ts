import { gunzipSync } from "node:zlib";
import { calendarDocument } from "@jugendclub/api";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The calendar feeds over HTTP, each parsed by an independent parser (ical.js): fields, time
// zone, folding, escaping, SEQUENCE after an edit, deletion, the category feed, 304 and 404s.

const SITE = "https://jugendclub.example";
const YEAR = new Date().getUTCFullYear() + 1;
const DAY = 86_400_000;

interface EventJson {
  id: number;
  title: string;
  updatedAt: string;
  categoryId: number;
}

/** The feed parsed by ical.js: the calendar and its events by UID. */
function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = new Map(
    calendar.getAllSubcomponents("vevent").map((vevent) => [String(vevent.getFirstPropertyValue("uid")), vevent]),
  );
  return { calendar, events };
}

const uid = (id: number) => `event-${id}@jugendclub.example`;

/** A property's value as ical.js decodes it (text unescaped). */
const text = (component: ICAL.Component, name: string) => String(component.getFirstPropertyValue(name));

/** A DATE-TIME property as the instant ical.js reads, through the TZID and the feed's VTIMEZONE. */
function instant(component: ICAL.Component, name: string): string {
  const time = component.getFirstPropertyValue(name) as ICAL.Time;
  return time.toJSDate().toISOString();
}

/** An iCalendar UTC stamp (20270710T170000Z) for a Date, to the second. */
const stamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

describe("the calendar feeds", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const created: Record<string, EventJson> = {};

  beforeAll(async () => {
    t = await createAdminTestApp({ PUBLIC_URL: SITE });
    api = rest(t.app, await loginCookie(t.app));
    const add = async (key: string, body: Record<string, unknown>) => {
      const res = await api.post("/api/events", body);
      expect(res.statusCode).toBe(200);
      created[key] = res.json();
    };
    await add("summer", {
      title: "Summerfest am Duerf",
      description: "Musek, Grill a Gedrénks",
      date: `${YEAR}-07-10T19:00:00+02:00`,
      endDate: `${YEAR}-07-11T01:00:00+02:00`,
      location: "Festsall Rammeldange",
      category: "Fester",
    });
    await add("winter", {
      title: "Kinosowend",
      date: `${YEAR}-01-15T19:00:00+01:00`,
      location: "Jugendhaus",
      category: "Kino",
    });
    await add("recent", { title: "Viru 30 Deeg", date: new Date(Date.now() - 30 * DAY).toISOString() });
    await add("old", { title: "Viru 100 Deeg", date: new Date(Date.now() - 100 * DAY).toISOString() });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is an RFC 5545 calendar with the club's name, the Luxembourg time zone and every field of an event", async () => {
    const res = await get("/events.ics");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(res.body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // CRLF only: no line feed without its carriage return.
    expect(res.body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

    const { calendar, events } = parse(res.body);
    expect(text(calendar, "prodid")).toMatch(/^-\/\/Jugendclub Rammeldange\/\//);
    expect(text(calendar, "version")).toBe("2.0");
    expect(text(calendar, "calscale")).toBe("GREGORIAN");
    expect(text(calendar, "method")).toBe("PUBLISH");
    expect(text(calendar, "x-wr-calname")).toBe("Jugendclub Rammeldange");
    expect(text(calendar, "x-wr-timezone")).toBe("Europe/Luxembourg");
    const zone = calendar.getFirstSubcomponent("vtimezone") as ICAL.Component;
    expect(text(zone, "tzid")).toBe("Europe/Luxembourg");
    const daylight = zone.getFirstSubcomponent("daylight") as ICAL.Component;
    const standard = zone.getFirstSubcomponent("standard") as ICAL.Component;
    expect(daylight.getFirstProperty("tzoffsetto")?.toICALString()).toBe("TZOFFSETTO:+0200");
    expect(standard.getFirstProperty("tzoffsetto")?.toICALString()).toBe("TZOFFSETTO:+0100");
    expect(text(daylight, "tzname")).toBe("CEST");
    expect(text(standard, "tzname")).toBe("CET");
    expect(daylight.getFirstProperty("rrule")?.toICALString()).toBe("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
    expect(standard.getFirstProperty("rrule")?.toICALString()).toBe("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");

    const summer = created.summer as EventJson;
    const vevent = events.get(uid(summer.id)) as ICAL.Component;
    expect(vevent).toBeDefined();
    expect(text(vevent, "summary")).toBe("Summerfest am Duerf");
    const url = `${SITE}/events/${summer.id}-summerfest-am-duerf`;
    expect(text(vevent, "url")).toBe(url);
    // The description ends with the event page's address, for apps that do not show URL.
    expect(text(vevent, "description")).toBe(`Musek, Grill a Gedrénks\n\n${url}`);
    expect(text(vevent, "location")).toBe("Festsall Rammeldange");
    expect(vevent.getFirstProperty("categories")?.getValues()).toEqual(["Fester"]);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(0);
    expect(vevent.getFirstProperty("dtstamp")?.toICALString()).toBe(`DTSTAMP:${stamp(summer.updatedAt)}`);
    expect(vevent.getFirstProperty("last-modified")?.toICALString()).toBe(`LAST-MODIFIED:${stamp(summer.updatedAt)}`);
    expect(instant(vevent, "dtend")).toBe(`${YEAR}-07-10T23:00:00.000Z`);

    // No end time: two hours after the start.
    const winter = events.get(uid((created.winter as EventJson).id)) as ICAL.Component;
    expect(instant(winter, "dtend")).toBe(`${YEAR}-01-15T20:00:00.000Z`);
    expect(winter.getFirstProperty("categories")?.getValues()).toEqual(["Kino"]);
  });

  it("gives Luxembourg local time with its TZID: 19:00 is 17:00 UTC in summer and 18:00 UTC in winter", async () => {
    const res = await get("/events.ics");
    const { events } = parse(res.body);
    const summer = events.get(uid((created.summer as EventJson).id)) as ICAL.Component;
    const winter = events.get(uid((created.winter as EventJson).id)) as ICAL.Component;
    expect(summer.getFirstProperty("dtstart")?.toICALString()).toBe(
      `DTSTART;TZID=Europe/Luxembourg:${YEAR}0710T190000`,
    );
    expect(winter.getFirstProperty("dtstart")?.toICALString()).toBe(
      `DTSTART;TZID=Europe/Luxembourg:${YEAR}0115T190000`,
    );
    // ical.js resolves the TZID through the VTIMEZONE in the feed (it knows no zones of its own).
    const start = summer.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.zone?.tzid).toBe("Europe/Luxembourg");
    expect(instant(summer, "dtstart")).toBe(`${YEAR}-07-10T17:00:00.000Z`);
    expect(instant(winter, "dtstart")).toBe(`${YEAR}-01-15T18:00:00.000Z`);
  });

  it("names the right instant at every quarter hour around both switches, the repeated October hour included", () => {
    const starts: Date[] = [];
    for (const day of [Date.UTC(2027, 2, 27, 20), Date.UTC(2027, 9, 30, 20)]) {
      for (let time = day; time < day + 10 * 3_600_000; time += 15 * 60_000) starts.push(new Date(time));
    }
    const body = calendarDocument(
      starts.map((start, i) => ({
        id: i + 1,
        title: `Event ${i}`,
        description: "",
        location: "",
        category: "Aner",
        start,
        end: null,
        sequence: 0,
        createdAt: start,
        updatedAt: start,
      })),
      { publicUrl: SITE, name: "Test" },
    );
    const { events } = parse(body);
    starts.forEach((start, i) => {
      const vevent = events.get(uid(i + 1)) as ICAL.Component;
      expect(instant(vevent, "dtstart")).toBe(start.toISOString());
      // Local time with the TZID, except in the hour whose local times occur twice: there UTC.
      const repeated = start >= new Date("2027-10-31T00:00:00Z") && start < new Date("2027-10-31T02:00:00Z");
      expect(vevent.getFirstProperty("dtstart")?.toICALString()).toMatch(
        repeated ? /^DTSTART:\d{8}T\d{6}Z$/ : /^DTSTART;TZID=Europe\/Luxembourg:\d{8}T\d{6}$/,
      );
    });
  });

  it("folds long lines at 75 octets without splitting a character, and they unfold to the original", async () => {
    const description = `${"Ëmmer gëtt et Gromperekichelcher, Fritten a Wäin vun der Musel fir d'ganz Famill 🎉 ".repeat(12)}Äddi!`;
    const res = await api.post("/api/events", {
      title: "Laang Beschreiwung mat Ëmlauter: Ä Ö Ü ß é ë",
      description,
      date: `${YEAR}-05-01T10:00:00+02:00`,
    });
    const id = (res.json() as EventJson).id;
    const feed = await get("/events.ics");
    const bytes = feed.rawPayload;
    const lines: Buffer[] = [];
    for (let start = 0; start < bytes.length; ) {
      const end = bytes.indexOf("\r\n", start);
      lines.push(bytes.subarray(start, end));
      start = end + 2;
    }
    const decoder = new TextDecoder("utf-8", { fatal: true });
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own: no character was cut in two.
      expect(() => decoder.decode(line)).not.toThrow();
    }
    expect(lines.filter((line) => line[0] === 0x20).length).toBeGreaterThan(10);
    const { events } = parse(feed.body);
    const vevent = events.get(uid(id)) as ICAL.Component;
    expect(text(vevent, "description")).toBe(
      `${description}\n\n${SITE}/events/${id}-laang-beschreiwung-mat-emlauter-ae-oe-ue-ss-e-e`,
    );
    expect(text(vevent, "summary")).toBe("Laang Beschreiwung mat Ëmlauter: Ä Ö Ü ß é ë");
  });

  it("escapes backslashes, commas, semicolons and newlines, and they come back as they were", async () => {
    const title = "Grillfest, Musek; a Spaass \\o/";
    const description = "Mir bréngen: Fleesch, Zoossissen; Salot.\nBack\\slash\n\nZweet Absatz, mat Komma";
    const location = "Sall, Haaptstrooss 12; Rammeldange";
    const res = await api.post("/api/events", {
      title,
      description,
      location,
      category: "Concerten, Musek; Danz",
      date: `${YEAR}-06-20T18:30:00+02:00`,
    });
    const event = res.json() as EventJson;
    const feed = await get("/events.ics");
    const unfolded = feed.body.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("SUMMARY:Grillfest\\, Musek\\; a Spaass \\\\o/\r\n");
    expect(unfolded).toContain("LOCATION:Sall\\, Haaptstrooss 12\\; Rammeldange\r\n");
    expect(unfolded).toContain("CATEGORIES:Concerten\\, Musek\\; Danz\r\n");
    expect(unfolded).toContain("DESCRIPTION:Mir bréngen: Fleesch\\, Zoossissen\\; Salot.\\nBack\\\\slash\\n\\nZweet");
    const vevent = parse(feed.body).events.get(uid(event.id)) as ICAL.Component;
    expect(text(vevent, "summary")).toBe(title);
    expect(text(vevent, "location")).toBe(location);
    expect(text(vevent, "description")).toBe(`${description}\n\n${SITE}/events/${event.id}-grillfest-musek-a-spaass-o`);
    // One category whose name has a comma, not two categories.
    expect(vevent.getFirstProperty("categories")?.getValues()).toEqual(["Concerten, Musek; Danz"]);
  });

  it("shows an edit with a higher SEQUENCE and a new LAST-MODIFIED, and drops a deleted event", async () => {
    const summer = created.summer as EventJson;
    const before = await get("/events.ics");
    const etag = before.headers.etag as string;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = await api.patch(`/api/events/${summer.id}`, { title: "Summerfest 2.0", location: "Gemengesall" });
    expect(edited.statusCode).toBe(200);
    const after = await get("/events.ics", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const vevent = parse(after.body).events.get(uid(summer.id)) as ICAL.Component;
    expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
    expect(text(vevent, "summary")).toBe("Summerfest 2.0");
    // A place that names no village gets the club's town, so a calendar's map finds it (issue 32).
    expect(text(vevent, "location")).toBe("Gemengesall, Rammeldange");
    const updatedAt = (edited.json() as EventJson).updatedAt;
    expect(updatedAt > summer.updatedAt).toBe(true);
    expect(vevent.getFirstProperty("last-modified")?.toICALString()).toBe(`LAST-MODIFIED:${stamp(updatedAt)}`);
    // The same UID, so calendars replace the event rather than add one.
    expect(text(vevent, "url")).toBe(`${SITE}/events/${summer.id}-summerfest-2-0`);
    const single = parse((await get(`/events/${summer.id}.ics`)).body).events.get(uid(summer.id)) as ICAL.Component;
    expect(single.getFirstPropertyValue("sequence")).toBe(1);

    const doomed = (await api.post("/api/events", { title: "Fält aus", date: `${YEAR}-03-03T20:00:00+01:00` })).json();
    expect(parse((await get("/events.ics")).body).events.has(uid(doomed.id))).toBe(true);
    expect((await get(`/events/${doomed.id}.ics`)).statusCode).toBe(200);
    expect((await api.delete(`/api/events/${doomed.id}`)).statusCode).toBe(200);
    const gone = parse((await get("/events.ics")).body).events;
    expect(gone.has(uid(doomed.id))).toBe(false);
    expect(gone.has(uid(summer.id))).toBe(true);
    const single404 = await get(`/events/${doomed.id}.ics`);
    expect(single404.statusCode).toBe(404);
    expect(single404.json()).toEqual({ code: "NOT_FOUND", message: "Event nicht gefunden" });
  });

  it("holds the upcoming events and those of the past 90 days; older ones only in their own file", async () => {
    const { events } = parse((await get("/events.ics")).body);
    expect(events.has(uid((created.recent as EventJson).id))).toBe(true);
    expect(events.has(uid((created.old as EventJson).id))).toBe(false);
    const old = await get(`/events/${(created.old as EventJson).id}.ics`);
    expect(old.statusCode).toBe(200);
    expect(parse(old.body).events.has(uid((created.old as EventJson).id))).toBe(true);
  });

  it("has a feed per category, by id or by name, a clear 404 for an unknown one and a 400 for control characters", async () => {
    const winter = created.winter as EventJson;
    for (const key of [String(winter.categoryId), "Kino", "kINO"]) {
      const res = await get(`/events.ics?category=${encodeURIComponent(key)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      const { calendar, events } = parse(res.body);
      expect([...events.keys()]).toEqual([uid(winter.id)]);
      expect(text(calendar, "x-wr-calname")).toBe("Jugendclub Rammeldange – Kino");
    }
    const fester = parse((await get("/events.ics?category=Fester")).body).events;
    expect([...fester.keys()]).toEqual([uid((created.summer as EventJson).id)]);

    const unknown = await get("/events.ics?category=Gibt%20et%20net");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "NOT_FOUND", message: "Kategorie nicht gefunden: Gibt et net" });
    expect((await get("/events.ics?category=987654")).statusCode).toBe(404);
    expect((await get("/events.ics?category=")).statusCode).toBe(404);
    const twice = await get("/events.ics?category=Kino&category=Fester");
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe("Bitte nur eine Kategorie angeben");
    // A NUL in the name was a 500 (PostgreSQL refuses it in text): a 400 that says why.
    for (const key of ["%00", "Kino%00", "%1B%5B2J"]) {
      const res = await get(`/events.ics?category=${key}`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message, key).toBe(
        "Kategorie: Steuerzeichen sind nicht erlaubt (zum Beispiel das Nullzeichen)",
      );
    }
  });

  it("serves one event inline with a file name, answers 304 to If-None-Match, and never a 5xx for a bad id", async () => {
    const winter = created.winter as EventJson;
    for (const url of [`/events/${winter.id}.ics`, `/events/${winter.id}-kinosowend.ics`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(`inline; filename="${winter.id}-kinosowend.ics"`);
      const { calendar, events } = parse(res.body);
      expect([...events.keys()]).toEqual([uid(winter.id)]);
      // The product's identifier, not the event's title.
      expect(text(calendar, "prodid")).toBe("-//Jugendclub Rammeldange//Eventen//LB");
      expect(calendar.getFirstSubcomponent("vtimezone")).not.toBeNull();
      // From the cache: the same bytes, the same ETag, the file name still there; then 304.
      const again = await get(url);
      expect(again.body).toBe(res.body);
      expect(again.headers.etag).toBe(res.headers.etag);
      expect(again.headers["content-disposition"]).toBe(res.headers["content-disposition"]);
      const revalidated = await get(url, { "if-none-match": res.headers.etag as string });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
    }
    for (const url of ["/events.ics", "/events.ics?category=Kino"]) {
      const first = await get(url);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers["cache-control"]).toBe("no-cache");
      expect((await get(url, { "if-none-match": first.headers.etag as string })).statusCode).toBe(304);
      expect((await get(url, { "if-none-match": '"other"' })).statusCode).toBe(200);
    }

    expect((await get("/events/987654321.ics")).statusCode).toBe(404);
    for (const bad of ["abc", "0", "-1", "99999999999", "1.5", "12-Gross"]) {
      const res = await get(`/events/${bad}.ics`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ code: "BAD_REQUEST", message: "Ungültige ID" });
    }
  });

  it("sends the feed compressed when the client asks, with the same ETag", async () => {
    const plain = await get("/events.ics");
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    const gzip = await get("/events.ics", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
