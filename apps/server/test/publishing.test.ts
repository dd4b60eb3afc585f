import { existsSync } from "node:fs";
import { appRouter, visitorClient } from "@jugendclub/api";
import { PUBLIC_PAGES } from "@jugendclub/web/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, luxembourgDayAt, type TestApp } from "./helpers.js";

// Drafts, scheduled publishing and sponsors' periods (issue 23): nothing a visitor may not see
// reaches any public answer. The guard walks every public read of the router, plus the host's
// feeds, sitemap, share pictures and server-rendered pages, with a marker in every hidden title.

const HIDDEN = "ZZHIDDEN";
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => luxembourgDayAt(Date.now() + offsetDays * DAY);

interface ProcedureDef {
  _def: { type: string; meta?: { openapi?: { method: string; path: string; protect?: boolean } } };
}

describe("drafts, scheduled items and sponsors' periods are for admins only", () => {
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  const visitor = () => rest(t.app);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createAdminTestApp();
    if (!existsSync(t.config.webServerEntry)) throw new Error("Build the web app first (pnpm build)");
    admin = rest(t.app, await loginCookie(t.app));
    const create = async (path: string, body: Record<string, unknown>) => {
      const res = await admin.post(path, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      return (res.json() as { id: number }).id;
    };
    const event = {
      description: "",
      date: new Date(Date.now() + 10 * DAY).toISOString(),
      location: "Kierchplaz",
      imageUrl: "",
    };
    ids.draftEvent = await create("/api/events", { ...event, title: `${HIDDEN} draft event`, status: "draft" });
    ids.laterEvent = await create("/api/events", {
      ...event,
      title: `${HIDDEN} later event`,
      publishAt: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    ids.shownEvent = await create("/api/events", { ...event, title: "Shown event" });
    ids.draftSponsor = await create("/api/sponsors", { name: `${HIDDEN} draft sponsor`, status: "draft" });
    ids.endedSponsor = await create("/api/sponsors", { name: `${HIDDEN} ended sponsor`, activeUntil: isoDay(-1) });
    ids.futureSponsor = await create("/api/sponsors", { name: `${HIDDEN} future sponsor`, activeFrom: isoDay(3) });
    ids.lastDaySponsor = await create("/api/sponsors", {
      name: "Last day sponsor",
      activeFrom: isoDay(-30),
      activeUntil: isoDay(0),
    });
    ids.draftGallery = await create("/api/photo-categories", { name: `${HIDDEN} draft gallery`, status: "draft" });
    ids.draftPhoto = await create("/api/photos", {
      alt: `${HIDDEN} photo`,
      categoryId: ids.draftGallery,
      src: "/media/zz.jpg",
    });
    ids.draftMember = await create("/api/committee-members", {
      name: `${HIDDEN} member`,
      role: "Kassier",
      status: "draft",
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps every hidden item out of every public read of the API, whatever its query", async () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);
    const reads = procedures
      .map(([, p]) => p._def.meta?.openapi)
      .filter(
        (o): o is { method: string; path: string; protect?: boolean } => o?.protect === false && o.method === "GET",
      );
    expect(reads.length).toBeGreaterThan(8);
    // An admin read first: its answer (with the drafts) must never be served to a visitor after it.
    for (const { path } of reads) {
      const urls = path.includes("{id}")
        ? Object.values(ids).map((id) => `/api${path.replace("{id}", String(id))}`)
        : [`/api${path}`, `/api${path}?categoryId=${ids.draftGallery}`, `/api${path}?upcoming=500&past=500`];
      for (const url of urls) {
        await admin.get(url);
        const res = await visitor().get(url);
        expect(res.body, url).not.toContain(HIDDEN);
      }
    }
    expect((await visitor().get(`/api/events/${ids.draftEvent}`)).statusCode).toBe(404);
    expect((await visitor().get(`/api/photos/${ids.draftPhoto}`)).statusCode).toBe(404);
    const sponsors = (await visitor().get("/api/sponsors")).json() as { name: string }[];
    // The period's last day still counts.
    expect(sponsors.map((s) => s.name)).toContain("Last day sponsor");
  });

  it("keeps them out of the feeds, the sitemap, the share pictures and the pages", async () => {
    for (const url of ["/events.ics", "/sitemap.xml", ...PUBLIC_PAGES]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(HIDDEN);
    }
    // The pages carry the visible content (so the check above reads real pages).
    expect((await t.app.inject({ method: "GET", url: "/events" })).body).toContain("Shown event");
    expect((await t.app.inject({ method: "GET", url: "/sponsors" })).body).toContain("Last day sponsor");
    expect((await t.app.inject({ method: "GET", url: "/events.ics" })).body).toContain("Shown event");
    for (const url of [
      `/events/${ids.draftEvent}.ics`,
      `/events/${ids.draftEvent}/preview.png`,
      `/events/${ids.draftEvent}`,
      `/events/${ids.laterEvent}`,
      `/photos?category=${ids.draftGallery}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.body, url).not.toContain(HIDDEN);
      if (!url.startsWith("/photos")) expect(res.statusCode, url).toBe(404);
    }
  });

  it("shows admins everything, with its status, publication time and period", async () => {
    const events = (await admin.get("/api/events")).json() as {
      title: string;
      status: string;
      publishAt: string | null;
    }[];
    expect(events.find((e) => e.title.endsWith("draft event"))).toMatchObject({ status: "draft", publishAt: null });
    expect(events.find((e) => e.title.endsWith("later event"))?.publishAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const sponsor = (await admin.get(`/api/sponsors/${ids.endedSponsor}`)).json();
    expect(sponsor).toMatchObject({ status: "published", activeFrom: null, activeUntil: isoDay(-1) });
    expect((await admin.get(`/api/events/${ids.draftEvent}`)).statusCode).toBe(200);
    // Refused: a malformed time or day, an unknown status.
    expect((await admin.patch(`/api/events/${ids.shownEvent}`, { publishAt: "tomorrow" })).statusCode).toBe(400);
    expect((await admin.patch(`/api/sponsors/${ids.endedSponsor}`, { activeUntil: "2026-02-30" })).statusCode).toBe(
      400,
    );
    expect((await admin.patch(`/api/events/${ids.shownEvent}`, { status: "hidden" })).statusCode).toBe(400);
    // A period that ends before it starts: refused at 'Aktiv bis', in a new sponsor and in a PATCH
    // of one end against the stored other; the stored period stays.
    const backwards = await admin.post("/api/sponsors", {
      name: "Réckwärts",
      activeFrom: isoDay(10),
      activeUntil: isoDay(5),
    });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain("„Aktiv bis“ darf nicht vor „Aktiv vom“ liegen.");
    expect((await admin.patch(`/api/sponsors/${ids.endedSponsor}`, { activeFrom: isoDay(0) })).statusCode).toBe(400);
    expect((await admin.get(`/api/sponsors/${ids.endedSponsor}`)).json()).toMatchObject({
      activeFrom: null,
      activeUntil: isoDay(-1),
    });
    expect((await admin.patch(`/api/sponsors/${ids.endedSponsor}`, { activeFrom: isoDay(-1) })).statusCode).toBe(200);
    await admin.patch(`/api/sponsors/${ids.endedSponsor}`, { activeFrom: null });
    // A write that leaves the publishing fields out leaves them as they were.
    await admin.patch(`/api/events/${ids.draftEvent}`, { location: "Schoulhaff" });
    expect((await admin.get(`/api/events/${ids.draftEvent}`)).json()).toMatchObject({ status: "draft" });
  });

  it("publishes a scheduled item at its time (the clock moves; nothing waits), and a draft once published", async () => {
    const later = visitorClient(t.db.prisma, () => new Date(Date.now() + 3 * DAY));
    const now = visitorClient(t.db.prisma);
    const titles = async (client: typeof now) =>
      (await client.event.findMany({ select: { title: true } })).map((e) => e.title);
    expect(await titles(now)).not.toContain(`${HIDDEN} later event`);
    expect(await titles(later)).toContain(`${HIDDEN} later event`);
    expect(await titles(later)).not.toContain(`${HIDDEN} draft event`);
    // In three days the future sponsor's period has begun.
    expect((await later.sponsor.findMany({ select: { name: true } })).map((s) => s.name)).toContain(
      `${HIDDEN} future sponsor`,
    );
    await admin.patch(`/api/events/${ids.draftEvent}`, { status: "published" });
    expect((await visitor().get(`/api/events/${ids.draftEvent}`)).statusCode).toBe(200);
    await admin.patch(`/api/events/${ids.laterEvent}`, { publishAt: null });
    const listed = (await visitor().get("/api/events")).json() as { id: number }[];
    expect(listed.map((e) => e.id)).toContain(ids.laterEvent);
  });

  it("never keeps a draft that promises a date: a draft sent with one is scheduled, one sent without drops it", async () => {
    const when = new Date(Date.now() + 2 * DAY).toISOString();
    const made = await admin.post("/api/sponsors", { name: `${HIDDEN} dated draft`, status: "draft", publishAt: when });
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json() as { id: number }).id;
    // Scheduled: hidden now, shown once its time has come (the panel's "Geplant für" holds).
    expect(made.json()).toMatchObject({ status: "published", publishAt: when });
    const later = visitorClient(t.db.prisma, () => new Date(Date.now() + 3 * DAY));
    expect(await later.sponsor.findUnique({ where: { id } })).not.toBeNull();
    expect(await visitorClient(t.db.prisma).sponsor.findUnique({ where: { id } })).toBeNull();
    // Back to draft without a date: hidden for good, and the stored date goes with it.
    const back = await admin.patch(`/api/sponsors/${id}`, { status: "draft" });
    expect(back.json()).toMatchObject({ status: "draft", publishAt: null });
    expect(await later.sponsor.findUnique({ where: { id } })).toBeNull();
  });
});
