import { DATE_OUT_OF_RANGE } from "@jugendclub/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// Admin input the database cannot hold (issue 29): a date in year 0000 (PostgreSQL has no year 0),
// an audit-log cursor beyond the database's integer, a NUL in the audit log's filters. Each was a
// 500; each is now a 400 whose message names the field, and nothing stored changes.

type Res = Awaited<ReturnType<ReturnType<typeof rest>["get"]>>;

/** A 400 that names `field` in its fields and its message. */
function expectRefused(res: Res, field: string, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  const body = res.json() as { code: string; message: string; fields?: Record<string, string> };
  expect(body.code, what).toBe("BAD_REQUEST");
  expect(Object.keys(body.fields ?? {}), what).toContain(field);
  expect(body.message, what).toContain(field);
  return body;
}

describe("admin input beyond what the database holds", () => {
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = rest(t.app, await loginCookie(t.app));
    const create = async (path: string, body: Record<string, unknown>) => {
      const res = await admin.post(path, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      return (res.json() as { id: number }).id;
    };
    ids.event = await create("/api/events", { title: "Summerfest", date: "2027-06-12T17:00:00+02:00" });
    ids.sponsor = await create("/api/sponsors", { name: "Bäckerei" });
    ids.gallery = await create("/api/photo-categories", { name: "Fester" });
    ids.photo = await create("/api/photos", { alt: "Buerg", categoryId: ids.gallery, src: "/media/a.jpg" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers dates in year 0000, and outside 1900 to 9999, with a 400 at the field, storing nothing", async () => {
    const stored = JSON.stringify(
      await Promise.all([t.db.prisma.event.findMany(), t.db.prisma.sponsor.findMany(), t.db.prisma.photo.findMany()]),
    );
    const cases: [string, () => Promise<Res>, string][] = [
      ["event date", () => admin.post("/api/events", { title: "Null", date: "0000-06-12T17:00:00Z" }), "date"],
      ["event day", () => admin.post("/api/events", { title: "Null", date: "0000-06-12" }), "date"],
      ["event PUT", () => admin.put(`/api/events/${ids.event}`, { title: "Null", date: "0000-01-01" }), "date"],
      ["event end", () => admin.patch(`/api/events/${ids.event}`, { endDate: "0000-06-12T20:00:00Z" }), "endDate"],
      ["publishAt", () => admin.patch(`/api/events/${ids.event}`, { publishAt: "0000-01-01T00:00:00Z" }), "publishAt"],
      ["year 1899", () => admin.patch(`/api/events/${ids.event}`, { date: "1899-12-31T12:00:00Z" }), "date"],
      // 9999 written, but 10000 once the offset is applied: past what an ISO string holds.
      ["past 9999", () => admin.patch(`/api/events/${ids.event}`, { date: "9999-12-31T23:00:00-05:00" }), "date"],
      ["sponsor from", () => admin.patch(`/api/sponsors/${ids.sponsor}`, { activeFrom: "0000-01-01" }), "activeFrom"],
      [
        "sponsor until",
        () => admin.patch(`/api/sponsors/${ids.sponsor}`, { activeUntil: "0000-12-31" }),
        "activeUntil",
      ],
      [
        "sponsor publishAt",
        () => admin.patch(`/api/sponsors/${ids.sponsor}`, { publishAt: "0000-03-01T10:00:00+01:00" }),
        "publishAt",
      ],
      ["photo taken", () => admin.patch(`/api/photos/${ids.photo}`, { takenAt: "0000-05-01T10:00:00Z" }), "takenAt"],
      [
        "series until",
        () =>
          admin.post("/api/events", {
            title: "Null",
            date: "2027-06-12T17:00:00+02:00",
            recurrence: { freq: "weekly", until: "0000-01-01" },
          }),
        "recurrence.until",
      ],
      [
        "moved date",
        () =>
          admin.post("/api/events", {
            title: "Null",
            date: "2027-06-05T17:00:00+02:00",
            recurrence: {
              freq: "weekly",
              until: "2027-07-01",
              moves: [{ date: "2027-06-12", start: "0000-06-13T17:00:00Z" }],
            },
          }),
        "recurrence.moves.0.start",
      ],
    ];
    for (const [what, send, field] of cases) {
      const body = expectRefused(await send(), field, what);
      if (!what.startsWith("series") && !what.startsWith("moved"))
        expect(body.fields?.[field], what).toBe(DATE_OUT_OF_RANGE);
    }
    expect(
      JSON.stringify(
        await Promise.all([t.db.prisma.event.findMany(), t.db.prisma.sponsor.findMany(), t.db.prisma.photo.findMany()]),
      ),
    ).toBe(stored);
    // The years at both ends are taken, on both databases.
    for (const date of ["1900-01-01T00:00:00Z", "9999-12-31T12:00:00Z"]) {
      const res = await admin.patch(`/api/events/${ids.event}`, { date });
      expect(res.statusCode, `${date}: ${res.body}`).toBe(200);
      expect(res.json().date).toBe(new Date(date).toISOString());
    }
    const first = await admin.patch(`/api/sponsors/${ids.sponsor}`, {
      activeFrom: "1900-01-01",
      activeUntil: "9999-12-31",
    });
    expect(first.statusCode, first.body).toBe(200);
  });

  it("answers an audit-log cursor beyond the database's integer and a NUL in its filters with a 400", async () => {
    expectRefused(await admin.get("/api/audit-log?before=2147483648"), "before", "before");
    expectRefused(await admin.get("/api/audit-log?before=99999999999999999999"), "before", "before");
    expectRefused(await admin.get("/api/audit-log?entity=%00"), "entity", "entity");
    expectRefused(await admin.get("/api/audit-log?entity=events%00"), "entity", "entity");
    expectRefused(await admin.get("/api/audit-log?actor=ad%00min"), "actor", "actor");
    // The largest id still pages.
    const page = await admin.get("/api/audit-log?before=2147483647&entity=events&actor=admin");
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json() as { entity: string }[]).every((e) => e.entity === "events")).toBe(true);
  });
});
