import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// Recurring events over REST (on whichever database the run uses): the rule's expansion (weekly,
// first weekday of the month, same day of the month), Luxembourg time across the change to
// summer time, exceptions, moved dates, the limits and their German 400s, the lists, highlights
// and overview per occurrence, a series edited after it began (split at now), one occurrence
// edited alone, and the feed read by an independent parser (ical.js), RRULE, EXDATE, RECURRENCE-ID.

const SITE = "https://jugendclub.example";
const YEAR = new Date().getUTCFullYear() + 1;
const DAY = 86_400_000;

interface Occurrence {
  id: number;
  title: string;
  date: string;
  endDate: string | null;
  occurrenceOf: number | null;
  occurrence: string | null;
  recurrence: { freq: string; until: string; exceptions: string[]; moves: { date: string; start: string }[] } | null;
}

/** A YYYY-MM-DD date `days` from now (UTC). */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe("recurring events", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  let visitor: ReturnType<typeof rest>;
  const occurrencesOf = async (id: number): Promise<Occurrence[]> =>
    ((await visitor.get("/api/events")).json() as Occurrence[]).filter((e) => e.id === id);

  beforeAll(async () => {
    t = await createAdminTestApp({ PUBLIC_URL: SITE });
    api = rest(t.app, await loginCookie(t.app));
    visitor = rest(t.app);
  });
  afterAll(() => t.close());

  it("repeats weekly at the same Luxembourg time across the change to summer time", async () => {
    const res = await api.post("/api/events", {
      title: "Jugendowend",
      date: `${YEAR}-03-19T19:00:00+01:00`,
      endDate: `${YEAR}-03-19T22:00:00+01:00`,
      recurrence: { freq: "weekly", until: `${YEAR}-04-09` },
    });
    expect(res.statusCode).toBe(200);
    const series = res.json() as Occurrence;
    expect(series.recurrence).toEqual({ freq: "weekly", until: `${YEAR}-04-09`, exceptions: [], moves: [] });
    expect(series.occurrenceOf).toBeNull();
    const list = await occurrencesOf(series.id);
    // 19:00 in Luxembourg: 18:00 UTC in winter time, 17:00 UTC from the last Sunday of March on.
    const last = (days: number) => new Date(Date.UTC(YEAR, 2, 19 + days, 0, 0)).toISOString().slice(0, 10);
    expect(list.map((e) => e.date)).toEqual([
      `${last(0)}T18:00:00.000Z`,
      `${last(7)}T18:00:00.000Z`,
      `${last(14)}T17:00:00.000Z`,
      `${last(21)}T17:00:00.000Z`,
    ]);
    expect(list.map((e) => e.endDate?.slice(11, 16))).toEqual(["21:00", "21:00", "20:00", "20:00"]);
    expect(list.every((e) => e.occurrenceOf === series.id)).toBe(true);
    expect(list.map((e) => e.occurrence)).toEqual([last(0), last(7), last(14), last(21)]);
  });

  it("repeats monthly on the first Saturday, or on the same day of the month", async () => {
    // The first Saturday of January of YEAR.
    const jan1 = new Date(Date.UTC(YEAR, 0, 1)).getUTCDay();
    const firstSaturday = 1 + ((6 - jan1 + 7) % 7);
    const start = `${YEAR}-01-${String(firstSaturday).padStart(2, "0")}T10:00:00+01:00`;
    const saturday = (
      await api.post("/api/events", {
        title: "Floumaart",
        date: start,
        recurrence: { freq: "monthly", monthly: "weekday", until: `${YEAR}-04-30` },
      })
    ).json() as Occurrence;
    const dates = (await occurrencesOf(saturday.id)).map((e) => new Date(e.date));
    expect(dates).toHaveLength(4);
    for (const [month, date] of dates.entries()) {
      expect(date.getUTCMonth()).toBe(month);
      expect(date.getUTCDay()).toBe(6);
      expect(date.getUTCDate()).toBeLessThanOrEqual(7);
    }
    const sameDay = (
      await api.post("/api/events", {
        title: "Comité",
        date: `${YEAR}-01-31T20:00:00+01:00`,
        recurrence: { freq: "monthly", monthly: "day", until: `${YEAR}-05-01` },
      })
    ).json() as Occurrence;
    // February and April have no 31st.
    expect((await occurrencesOf(sameDay.id)).map((e) => e.occurrence)).toEqual([`${YEAR}-01-31`, `${YEAR}-03-31`]);
  });

  it("leaves out exceptions and shows moved dates at their new start", async () => {
    const series = (
      await api.post("/api/events", {
        title: "Kachcours",
        date: `${YEAR}-09-03T18:00:00+02:00`,
        recurrence: {
          freq: "weekly",
          until: `${YEAR}-09-24`,
          exceptions: [`${YEAR}-09-10`],
          moves: [{ date: `${YEAR}-09-17`, start: `${YEAR}-09-18T15:00:00+02:00` }],
        },
      })
    ).json() as Occurrence;
    const list = await occurrencesOf(series.id);
    expect(list.map((e) => [e.occurrence, e.date])).toEqual([
      [`${YEAR}-09-03`, `${YEAR}-09-03T16:00:00.000Z`],
      [`${YEAR}-09-17`, `${YEAR}-09-18T13:00:00.000Z`],
      [`${YEAR}-09-24`, `${YEAR}-09-24T16:00:00.000Z`],
    ]);
  });

  it("refuses rules it cannot keep, in German, and stores nothing", async () => {
    const before = ((await api.get("/api/events")).json() as unknown[]).length;
    const post = (recurrence: unknown) =>
      api.post("/api/events", { title: "Falsch", date: `${YEAR}-06-04T19:00:00+02:00`, recurrence });
    const cases: [unknown, string, string][] = [
      [{ freq: "weekly" }, "recurrence.until", "JJJJ-MM-TT"],
      [{ freq: "daily", until: `${YEAR}-07-01` }, "recurrence.freq", "weekly"],
      [{ freq: "weekly", until: `${YEAR}-05-01` }, "recurrence.until", "vor dem ersten Termin"],
      [{ freq: "weekly", until: `${YEAR + 5}-01-01` }, "recurrence.until", "höchstens 200 Termine"],
      [
        { freq: "weekly", until: `${YEAR}-07-01`, exceptions: [`${YEAR}-06-05`] },
        "recurrence.exceptions",
        "kein Termin",
      ],
      [
        { freq: "weekly", until: `${YEAR}-07-01`, moves: [{ date: `${YEAR}-06-11`, start: "morgen" }] },
        "recurrence.moves.0.start",
        "ISO-Format",
      ],
    ];
    for (const [recurrence, field, words] of cases) {
      const res = await post(recurrence);
      expect(res.statusCode, JSON.stringify(recurrence)).toBe(400);
      const body = res.json() as { fields?: Record<string, string>; message: string };
      expect(body.fields?.[field] ?? body.message, JSON.stringify(body)).toContain(words);
    }
    expect(((await api.get("/api/events")).json() as unknown[]).length).toBe(before);
  });

  it("keeps one-off events as they were: recurrence null, no occurrence fields", async () => {
    const once = (await api.post("/api/events", { title: "Eemol", date: `${YEAR}-08-01T19:00:00+02:00` })).json();
    expect(once).toMatchObject({ recurrence: null, occurrenceOf: null, occurrence: null });
    expect(await occurrencesOf(once.id)).toHaveLength(1);
  });

  it("gives highlights and the events page's overview a series once, by its next date; the list every date", async () => {
    const series = (
      await api.post("/api/events", {
        title: "Highlight-Serie",
        featured: true,
        date: new Date(Date.now() + 2 * DAY).toISOString(),
        recurrence: { freq: "weekly", until: dayFromNow(30) },
      })
    ).json() as Occurrence;
    // A series that is over: once among the past events, by its last date.
    const over = (
      await api.post("/api/events", {
        title: "Vergaange Serie",
        date: new Date(Date.now() - 40 * DAY).toISOString(),
        recurrence: { freq: "weekly", until: dayFromNow(-10) },
      })
    ).json() as Occurrence;
    const dates = await occurrencesOf(series.id);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    const featured = ((await visitor.get("/api/featured-events")).json() as Occurrence[]).filter(
      (e) => e.id === series.id,
    );
    expect(featured).toHaveLength(1);
    expect(featured[0]).toMatchObject({ date: series.date, occurrenceOf: series.id, occurrence: dates[0]?.occurrence });
    const overview = (await visitor.get("/api/events-overview?upcoming=500&past=500")).json() as {
      total: number;
      upcoming: { items: Occurrence[]; total: number };
      past: { items: Occurrence[]; total: number };
    };
    const all = (await visitor.get("/api/events")).json() as Occurrence[];
    // Every series counts once: the list's items less each series' other dates.
    const seriesCount = new Set(all.flatMap((e) => (e.occurrenceOf === null ? [] : [e.occurrenceOf]))).size;
    const oneOff = all.filter((e) => e.occurrenceOf === null).length;
    expect(overview.total).toBe(oneOff + seriesCount);
    expect(overview.upcoming.total + overview.past.total).toBe(overview.total);
    expect(overview.upcoming.items.filter((e) => e.id === series.id)).toEqual([
      expect.objectContaining({ date: series.date, occurrence: dates[0]?.occurrence }),
    ]);
    expect(overview.past.items.some((e) => e.id === series.id)).toBe(false);
    const overDates = await occurrencesOf(over.id);
    expect(overview.past.items.filter((e) => e.id === over.id)).toEqual([
      expect.objectContaining({ occurrence: overDates.at(-1)?.occurrence }),
    ]);
    expect(overview.upcoming.items.some((e) => e.id === over.id)).toBe(false);
    const upcomingDates = overview.upcoming.items.map((e) => e.date);
    expect(upcomingDates).toEqual([...upcomingDates].sort());
    // The feed keeps every date: one VEVENT with its rule.
    const feed = (await t.app.inject({ method: "GET", url: "/events.ics" })).body;
    expect(feed).toContain("SUMMARY:Highlight-Serie");
    expect(feed).toMatch(/RRULE:FREQ=WEEKLY/);
  });

  it("splits a series edited after it began: the past stays, the future changes", async () => {
    const start = new Date(Date.now() - 15 * DAY);
    const series = (
      await api.post("/api/events", {
        title: "Alen Titel",
        date: start.toISOString(),
        recurrence: { freq: "weekly", until: dayFromNow(20) },
      })
    ).json() as Occurrence;
    const before = await occurrencesOf(series.id);
    expect(before.length).toBeGreaterThanOrEqual(5);
    const edited = await api.patch(`/api/events/${series.id}`, { title: "Neien Titel" });
    expect(edited.statusCode).toBe(200);
    const all = (await visitor.get("/api/events")).json() as Occurrence[];
    const future = all.filter((e) => e.id === series.id);
    const past = all.filter((e) => e.title === "Alen Titel");
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(past.every((e) => Date.parse(e.date) < Date.now())).toBe(true);
    expect(future.every((e) => e.title === "Neien Titel" && Date.parse(e.date) >= Date.now())).toBe(true);
    // Together they are the same dates as before.
    expect([...past, ...future].map((e) => e.date).sort()).toEqual(before.map((e) => e.date).sort());
    // A second edit finds nothing past to split.
    await api.patch(`/api/events/${series.id}`, { location: "Jugendhaus" });
    expect(
      ((await visitor.get("/api/events")).json() as Occurrence[]).filter((e) => e.title === "Alen Titel"),
    ).toHaveLength(past.length);
  });

  it("a split refused with a 400 changes nothing: no past part is left behind", async () => {
    const series = (
      await api.post("/api/events", {
        title: "Kachcours",
        date: new Date(Date.now() - 15 * DAY).toISOString(),
        recurrence: { freq: "weekly", until: dayFromNow(20) },
      })
    ).json() as Occurrence;
    const before = (await api.get("/api/events")).json() as Occurrence[];
    // Ending the series yesterday leaves it nothing after today: refused, in German.
    const refused = await api.patch(`/api/events/${series.id}`, {
      recurrence: { freq: "weekly", until: dayFromNow(-1) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/keinen Termin/);
    expect((await api.get("/api/events")).json()).toEqual(before);
  });

  it("changes one occurrence alone: it leaves the series as an event of its own", async () => {
    const series = (
      await api.post("/api/events", {
        title: "Spillowend",
        date: `${YEAR}-10-01T19:00:00+02:00`,
        recurrence: { freq: "weekly", until: `${YEAR}-10-22` },
      })
    ).json() as Occurrence;
    const res = await api.patch(`/api/events/${series.id}/occurrences/${YEAR}-10-08`, { title: "Spillowend Spezial" });
    expect(res.statusCode).toBe(200);
    const single = res.json() as Occurrence;
    expect(single).toMatchObject({
      title: "Spillowend Spezial",
      date: `${YEAR}-10-08T17:00:00.000Z`,
      recurrence: null,
    });
    expect((await occurrencesOf(series.id)).map((e) => e.occurrence)).toEqual([
      `${YEAR}-10-01`,
      `${YEAR}-10-15`,
      `${YEAR}-10-22`,
    ]);
    expect((await api.get(`/api/events/${series.id}`)).json().recurrence.exceptions).toEqual([`${YEAR}-10-08`]);
    const wrong = await api.patch(`/api/events/${series.id}/occurrences/${YEAR}-10-09`, { title: "X" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("keinen Termin");
    expect((await visitor.patch(`/api/events/${series.id}/occurrences/${YEAR}-10-15`, { title: "X" })).statusCode).toBe(
      401,
    );
  });

  it("keeps the series' translations on the past part of a split and on an occurrence changed alone", async () => {
    const translations = { fr: { title: "Soirée jeux", description: "Tous les vendredis" } };
    const series = (
      await api.post("/api/events", {
        title: "Spillsowend",
        description: "All Freideg",
        date: new Date(Date.now() - 15 * DAY).toISOString(),
        recurrence: { freq: "weekly", until: dayFromNow(20) },
        translations,
      })
    ).json() as Occurrence;
    // One future date changed alone (its title only): its French texts stay.
    const future = (await occurrencesOf(series.id)).find((e) => Date.parse(e.date) > Date.now() + DAY);
    const single = (
      await api.patch(`/api/events/${series.id}/occurrences/${future?.occurrence}`, { title: "Spillsowend Spezial" })
    ).json() as Occurrence;
    const detached = (await api.get(`/api/events/${single.id}?lang=all`)).json();
    expect(detached).toMatchObject({ title: "Spillsowend Spezial", translations });
    // The series edited after it began: the past part keeps its French texts too.
    expect((await api.patch(`/api/events/${series.id}`, { location: "Jugendhaus" })).statusCode).toBe(200);
    const french = (await visitor.get("/api/events?lang=fr")).json() as (Occurrence & { description: string })[];
    const past = french.filter((e) => e.id !== series.id && e.id !== single.id && e.title === "Soirée jeux");
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(past.every((e) => e.description === "Tous les vendredis" && Date.parse(e.date) < Date.now())).toBe(true);
    expect(french.filter((e) => e.id === series.id).every((e) => e.title === "Soirée jeux")).toBe(true);
  });

  it("sends a series to calendars as RRULE with EXDATE and RECURRENCE-ID, as ical.js reads it", async () => {
    const series = (
      await api.post("/api/events", {
        title: "Feed-Serie",
        date: `${YEAR}-11-05T19:00:00+01:00`,
        recurrence: {
          freq: "weekly",
          until: `${YEAR}-12-03`,
          exceptions: [`${YEAR}-11-12`],
          moves: [{ date: `${YEAR}-11-26`, start: `${YEAR}-11-27T18:00:00+01:00` }],
        },
      })
    ).json() as Occurrence;
    const body = (await t.app.inject({ method: "GET", url: "/events.ics" })).body;
    const calendar = new ICAL.Component(ICAL.parse(body));
    const uid = `event-${series.id}@jugendclub.example`;
    const parts = calendar.getAllSubcomponents("vevent").filter((v) => v.getFirstPropertyValue("uid") === uid);
    const master = parts.find((v) => !v.hasProperty("recurrence-id"));
    const moved = parts.filter((v) => v.hasProperty("recurrence-id"));
    expect(master && moved.length === 1).toBe(true);
    expect(String(master?.getFirstPropertyValue("rrule"))).toContain("FREQ=WEEKLY");
    const event = new ICAL.Event(master, { exceptions: moved.map((v) => new ICAL.Event(v)) });
    const iterator = event.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < 20; next = iterator.next()) {
      starts.push(event.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
    }
    expect(starts).toEqual([
      `${YEAR}-11-05T18:00:00.000Z`,
      `${YEAR}-11-19T18:00:00.000Z`,
      `${YEAR}-11-27T17:00:00.000Z`,
      `${YEAR}-12-03T18:00:00.000Z`,
    ]);
    // The feed and the public list agree.
    expect((await occurrencesOf(series.id)).map((e) => e.date)).toEqual(starts);
  });
});
