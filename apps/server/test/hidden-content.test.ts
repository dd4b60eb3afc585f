import { appRouter } from "@jugendclub/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { type ClockedTestApp, createClockedAdminTestApp, DAY, luxembourgDayAt, scheduledEventBody } from "./helpers.js";

// Nothing a visitor receives depends on hidden content (issue 29): a category used only by a draft
// or by an event scheduled for later is unknown to visitors everywhere (the categories list, the
// events page's chips in every language, the 404 page, the category feed, the sitemap's lastmod),
// the counts leave hidden events out, and positions count only what visitors see. The last checks
// compare every visitor answer, byte for byte with its ETag, before and after admins create, edit
// and delete hidden items; then the scheduled time comes, and what was scheduled appears.

const HIDDEN = "ZZHIDDEN";
const DRAFT_ONLY = `${HIDDEN}-Draftkategorie`;
const LATER_ONLY = `${HIDDEN}-Spaeiderkategorie`;
const SHOWN = "Visibelkategorie";
const LANGUAGES = ["", "/de", "/fr", "/en", "/pt"];

interface ProcedureDef {
  _def: { meta?: { openapi?: { method: string; path: string; protect?: boolean } } };
}

/** The REST reads visitors may call, from the router itself (a new one is covered without a change here). */
const PUBLIC_READS = Object.values(appRouter._def.procedures as unknown as Record<string, ProcedureDef>)
  .map((p) => p._def.meta?.openapi)
  .filter((o): o is { method: string; path: string } => o?.protect === false && o.method === "GET")
  .map((o) => o.path);

/** A rendered page's embedded query data carries the moments it was fetched: the only part that may differ. */
const withoutFetchTimes = (body: string) => body.replace(/"(dataUpdatedAt|dehydratedAt)":\d+/g, '"$1":0');

/** Where two answers first differ, with some context: a page is too long to print whole. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `before: …${a.slice(Math.max(0, i - 120), i + 120)}…\nafter:  …${b.slice(Math.max(0, i - 120), i + 120)}…`;
}

describe("hidden content leaves no trace in what visitors receive", () => {
  let t: ClockedTestApp;
  let admin: ReturnType<typeof rest>;
  const start = Date.now();
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const ids: Record<string, number> = {};

  const create = async (path: string, body: Record<string, unknown>) => {
    const res = await admin.post(path, body);
    expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    return (res.json() as { id: number }).id;
  };
  const event = (title: string, category: string, extra: Record<string, unknown> = {}) => ({
    title,
    description: "",
    date: new Date(start + 10 * DAY).toISOString(),
    location: "Kierchplaz",
    imageUrl: "",
    category,
    ...extra,
  });
  const isoDay = (offsetDays: number) => luxembourgDayAt(start + offsetDays * DAY);

  beforeAll(async () => {
    t = await createClockedAdminTestApp();
    admin = rest(t.app, await loginCookie(t.app));
    ids.draftEvent = await create("/api/events", event(`${HIDDEN} draft`, DRAFT_ONLY, { status: "draft" }));
    ids.laterEvent = await create("/api/events", {
      ...scheduledEventBody(`${HIDDEN} later`, start),
      category: LATER_ONLY,
    });
    ids.shownEvent = await create("/api/events", event("Shown event", SHOWN));
    // Hidden events in the visible category: its count leaves them out.
    await create("/api/events", event(`${HIDDEN} draft in shown`, SHOWN, { status: "draft", featured: true }));
    await create("/api/events", { ...scheduledEventBody(`${HIDDEN} later in shown`, start), category: SHOWN });
    // Three hidden sponsors before the public one, in the same group (secondary).
    ids.draftSponsor = await create("/api/sponsors", { name: `${HIDDEN} draft sponsor`, status: "draft" });
    ids.endedSponsor = await create("/api/sponsors", { name: `${HIDDEN} ended sponsor`, activeUntil: isoDay(-1) });
    ids.futureSponsor = await create("/api/sponsors", { name: `${HIDDEN} future sponsor`, activeFrom: isoDay(20) });
    ids.shownSponsor = await create("/api/sponsors", { name: "Shown sponsor" });
    ids.draftMember = await create("/api/committee-members", {
      name: `${HIDDEN} member`,
      role: "Kassier",
      status: "draft",
    });
    ids.shownMember = await create("/api/committee-members", { name: "Shown member", role: "President" });
    ids.draftGallery = await create("/api/photo-categories", { name: `${HIDDEN} gallery`, status: "draft" });
    ids.shownGallery = await create("/api/photo-categories", { name: "Shown gallery" });
    ids.shownPhoto = await create("/api/photos", {
      alt: "Shown photo",
      categoryId: ids.shownGallery,
      src: "/media/a.jpg",
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists only categories with a visible event, counting only visible events; admins see every category", async () => {
    const visitor = (await get("/api/event-categories")).json() as { name: string; eventCount: number }[];
    expect(visitor.map(({ name, eventCount }) => ({ name, eventCount }))).toEqual([{ name: SHOWN, eventCount: 1 }]);
    const everything = (await admin.get("/api/event-categories")).json() as { name: string; eventCount: number }[];
    expect(Object.fromEntries(everything.map((c) => [c.name, c.eventCount]))).toEqual({
      [SHOWN]: 3,
      [DRAFT_ONLY]: 1,
      [LATER_ONLY]: 1,
      Aner: 0,
    });
  });

  it("keeps those categories off the events page in all five languages and off the 404 page", async () => {
    for (const prefix of LANGUAGES) {
      for (const url of [`${prefix}/events`, `${prefix}/gett-et-net`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(url.endsWith("/events") ? 200 : 404);
        expect(res.body, url).not.toContain(HIDDEN);
        if (url.endsWith("/events")) expect(res.body, url).toContain(SHOWN);
      }
    }
  });

  it("answers the feed of such a category exactly as for a category that does not exist", async () => {
    const categories = await t.db.prisma.eventCategory.findMany({ select: { id: true, name: true } });
    const idOf = (name: string) => categories.find((c) => c.name === name)?.id;
    const unknownId = Math.max(...categories.map((c) => c.id)) + 1000;
    const answer = async (key: string) => {
      const res = await get(`/events.ics?category=${encodeURIComponent(key)}`);
      return { status: res.statusCode, body: res.body.replace(key, "<key>") };
    };
    const missing = await answer("Gett-et-net-kategorie");
    expect(missing.status).toBe(404);
    for (const name of [DRAFT_ONLY, LATER_ONLY]) {
      expect(await answer(name), name).toEqual(missing);
      expect(await answer(name.toLowerCase()), name).toEqual(missing);
      expect(await answer(String(idOf(name))), name).toEqual(await answer(String(unknownId)));
    }
    expect((await answer(SHOWN)).status).toBe(200);
  });

  it("gives positions as the rank among visible rows; admins see the stored order", async () => {
    const sponsors = (await get("/api/sponsors")).json() as { id: number; position: number }[];
    expect(sponsors.map((s) => [s.id, s.position])).toEqual([[ids.shownSponsor, 0]]);
    expect((await get(`/api/sponsors/${ids.shownSponsor}`)).json().position).toBe(0);
    expect((await get("/api/committee-members")).json().map((m: { position: number }) => m.position)).toEqual([0]);
    expect((await get(`/api/committee-members/${ids.shownMember}`)).json().position).toBe(0);
    expect((await get("/api/photo-categories")).json().map((c: { position: number }) => c.position)).toEqual([0]);
    expect((await get(`/api/photo-categories/${ids.shownGallery}`)).json().position).toBe(0);
    const forAdmins = (await admin.get("/api/sponsors")).json() as { id: number; position: number }[];
    expect(forAdmins.map((s) => [s.id, s.position])).toEqual([
      [ids.draftSponsor, 0],
      [ids.endedSponsor, 1],
      [ids.futureSponsor, 2],
      [ids.shownSponsor, 3],
    ]);
    expect((await admin.get(`/api/sponsors/${ids.shownSponsor}`)).json().position).toBe(3);
  });

  /** Every answer a visitor can get from the API's public reads, the pages, the feeds and the sitemap. */
  const visitorAnswers = async (): Promise<Map<string, string>> => {
    const urls = [
      ...PUBLIC_READS.flatMap((path) =>
        path.includes("{id}")
          ? Object.values(ids).map((id) => `/api${path.replace("{id}", String(id))}`)
          : [`/api${path}`, `/api${path}?lang=fr`],
      ),
      ...LANGUAGES.flatMap((prefix) => [`${prefix}/`, `${prefix}/events`, `${prefix}/sponsors`, `${prefix}/contact`]),
      `/photos?category=${ids.shownGallery}`,
      "/gett-et-net",
      "/events.ics",
      `/events.ics?category=${SHOWN}`,
      `/events.ics?category=${DRAFT_ONLY}`,
      `/events/${ids.shownEvent}.ics`,
      `/events/${ids.draftEvent}.ics`,
      `/events/${ids.shownEvent}/preview.png`,
      `/events/${ids.draftEvent}/preview.png`,
      "/sitemap.xml",
    ];
    const answers = new Map<string, string>();
    for (const url of urls) {
      const res = await get(url);
      answers.set(url, `${res.statusCode} ${res.headers.etag ?? ""}\n${withoutFetchTimes(res.body)}`);
    }
    return answers;
  };

  it("sends visitors the same bytes and ETags before and after hidden items are created, edited and deleted", async () => {
    const before = await visitorAnswers();
    expect(before.get("/sitemap.xml")).toMatch(/<lastmod>/);
    expect(before.get("/events")).toContain("Shown event");

    // Drafts and scheduled items: new ones (one in a new category), changed ones (one moved into
    // the visible category, one put first in the order), deleted ones.
    const draft = await create(
      "/api/events",
      event(`${HIDDEN} new draft`, `${HIDDEN}-neikategorie`, { status: "draft" }),
    );
    await create("/api/events", {
      ...scheduledEventBody(`${HIDDEN} new later`, start),
      category: SHOWN,
      featured: true,
    });
    expect(
      (await admin.patch(`/api/events/${ids.draftEvent}`, { title: `${HIDDEN} renamed`, category: SHOWN })).statusCode,
    ).toBe(200);
    expect((await admin.patch(`/api/events/${ids.laterEvent}`, { location: "Schoulhaff" })).statusCode).toBe(200);
    expect((await admin.delete(`/api/events/${draft}`)).statusCode).toBe(200);
    await create("/api/sponsors", { name: `${HIDDEN} main draft`, type: "main", status: "draft" });
    expect(
      (await admin.patch(`/api/sponsors/${ids.futureSponsor}`, { position: 0, name: `${HIDDEN} first` })).statusCode,
    ).toBe(200);
    expect((await admin.delete(`/api/sponsors/${ids.draftSponsor}`)).statusCode).toBe(200);
    await create("/api/committee-members", {
      name: `${HIDDEN} new member`,
      role: "Sekretär",
      status: "draft",
      position: 0,
    });
    const gallery = await create("/api/photo-categories", {
      name: `${HIDDEN} new gallery`,
      status: "draft",
      position: 0,
    });
    await create("/api/photos", { alt: `${HIDDEN} photo`, categoryId: gallery, src: "/media/b.jpg" });
    await create("/api/photo-categories", {
      name: `${HIDDEN} later gallery`,
      publishAt: new Date(start + 30 * DAY).toISOString(),
    });

    const after = await visitorAnswers();
    const changed = [...before]
      .filter(([url, answer]) => after.get(url) !== answer)
      .map(([url, answer]) => `${url}\n${firstDifference(answer, after.get(url) ?? "")}`);
    expect(changed, changed.join("\n\n")).toEqual([]);
  });

  it("shows the scheduled category, its event and its feed once the time comes", async () => {
    t.setClock(new Date(start + 3 * DAY));
    const categories = (await get("/api/event-categories")).json() as { name: string; eventCount: number }[];
    expect(categories.map((c) => c.name)).toContain(LATER_ONLY);
    expect(categories.find((c) => c.name === SHOWN)?.eventCount).toBe(3);
    expect(categories.map((c) => c.name)).not.toContain(DRAFT_ONLY);
    const page = await get("/events");
    expect(page.body).toContain(LATER_ONLY);
    expect(page.body).not.toContain(DRAFT_ONLY);
    const feed = await get(`/events.ics?category=${LATER_ONLY}`);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`${HIDDEN} later`);
  });
});
