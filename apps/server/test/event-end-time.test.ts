import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

describe("an event's optional end time", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  beforeAll(async () => {
    t = await createAdminTestApp();
    api = rest(t.app, await loginCookie(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  it("is optional on every path, kept by PATCH when not sent, cleared with null", async () => {
    // The spec's clients send no end time.
    const plain = await api.post("/api/events", { title: "Kino", date: "2027-03-05T19:00:00+01:00" });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().endDate).toBeNull();

    const fest = await api.post("/api/events", {
      title: "Summerfest",
      date: "2027-07-10T16:00:00+02:00",
      endDate: "2027-07-11T01:00:00+02:00",
    });
    expect(fest.json().endDate).toBe("2027-07-10T23:00:00.000Z");
    const id = fest.json().id;
    expect((await api.patch(`/api/events/${id}`, { title: "Summerfest 2027" })).json().endDate).toBe(
      "2027-07-10T23:00:00.000Z",
    );
    expect((await api.patch(`/api/events/${id}`, { endDate: null })).json().endDate).toBeNull();
    // PUT replaces every field: without an end time, there is none.
    await api.patch(`/api/events/${id}`, { endDate: "2027-07-11T00:00:00+02:00" });
    const replaced = await api.put(`/api/events/${id}`, { title: "Summerfest", date: "2027-07-10T16:00:00+02:00" });
    expect(replaced.json().endDate).toBeNull();
  });

  it("never ends before it starts, whichever side a PATCH sends", async () => {
    const before = await api.post("/api/events", {
      title: "Falsch",
      date: "2027-05-01T20:00:00+02:00",
      endDate: "2027-05-01T18:00:00+02:00",
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().fields).toEqual({ endDate: "Das Ende liegt vor dem Beginn" });
    const ok = await api.post("/api/events", {
      title: "Richteg",
      date: "2027-05-01T18:00:00+02:00",
      endDate: "2027-05-01T22:00:00+02:00",
    });
    const id = ok.json().id;
    expect((await api.patch(`/api/events/${id}`, { date: "2027-05-02T10:00:00+02:00" })).json().fields).toEqual({
      date: "Das Ende liegt vor dem Beginn",
    });
    expect((await api.patch(`/api/events/${id}`, { endDate: "nonsense" })).statusCode).toBe(400);
    expect((await api.get(`/api/events/${id}`)).json().endDate).toBe("2027-05-01T20:00:00.000Z");
  });

  it("moves the event's sequence on with every change, for calendars", async () => {
    const id = (await api.post("/api/events", { title: "Seq", date: "2027-09-01" })).json().id;
    const sequence = async () =>
      (await t.db.prisma.event.findUniqueOrThrow({ where: { id }, select: { sequence: true } })).sequence;
    expect(await sequence()).toBe(0);
    await api.patch(`/api/events/${id}`, { location: "Sall" });
    await api.put(`/api/events/${id}`, { title: "Seq", date: "2027-09-02" });
    expect(await sequence()).toBe(2);
    expect((await api.patch(`/api/events/${id}`, {})).statusCode).toBe(200);
    expect(await sequence()).toBe(2);
  });
});
