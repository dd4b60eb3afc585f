import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// Every method and path of SPEC section 7, over HTTP, with the spec's field names.
describe("REST paths of the spec", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  let anonymous: ReturnType<typeof rest>;

  beforeAll(async () => {
    t = await createAdminTestApp();
    api = rest(t.app, await loginCookie(t.app));
    anonymous = rest(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("POST /api/auth/login answers ok and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await anonymous.post("/api/auth/login", ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, user: { id: expect.any(Number), username: "admin", role: "admin" } });
    const cookie = res.cookies.find((c) => c.name === "jc_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const wrong = await anonymous.post("/api/auth/login", { ...ADMIN, password: "nope" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "UNAUTHORIZED", message: "Ongülteg Umeldungsdaten" });
  });

  it("events: create, list, get, PUT, PATCH, DELETE", async () => {
    const created = await api.post("/api/events", {
      title: "  Summerfest  ",
      description: "",
      date: "2027-06-12T17:00:00+02:00",
      location: "Kierchplaz",
      imageUrl: "",
      featured: true,
    });
    expect(created.statusCode).toBe(200);
    const event = created.json();
    expect(event).toMatchObject({
      title: "Summerfest",
      description: "",
      date: "2027-06-12T15:00:00.000Z",
      location: "Kierchplaz",
      imageUrl: null,
      featured: true,
      category: "Aner",
    });
    expect((await anonymous.get("/api/events")).json()).toEqual([expect.objectContaining({ id: event.id })]);
    expect((await anonymous.get(`/api/events/${event.id}`)).json()).toMatchObject({ title: "Summerfest" });

    const put = await api.put(`/api/events/${event.id}`, {
      title: "Summerfest 2027",
      date: "2027-06-13T17:00:00Z",
      location: "",
      featured: false,
      category: "Party",
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: "Summerfest 2027", location: "", featured: false, category: "Party" });

    const patch = await api.patch(`/api/events/${event.id}`, { featured: true });
    expect(patch.json()).toMatchObject({ title: "Summerfest 2027", featured: true, category: "Party" });

    expect((await api.delete(`/api/events/${event.id}`)).json()).toEqual({ ok: true });
    expect((await anonymous.get(`/api/events/${event.id}`)).statusCode).toBe(404);
    // The spec's delete-all client ignores 404s: a second delete is a clean 404.
    expect((await api.delete(`/api/events/${event.id}`)).statusCode).toBe(404);
  });

  it("featured events: only featured ones still to come, soonest first, at most 6", async () => {
    const day = 24 * 3600 * 1000;
    const ids: number[] = [];
    const add = async (title: string, inDays: number, featured: boolean) => {
      const res = await api.post("/api/events", {
        title,
        date: new Date(Date.now() + inDays * day).toISOString(),
        featured,
      });
      ids.push(res.json().id);
    };
    await add("Gëschter", -1, true);
    await add("Net featured", 2, false);
    for (let i = 8; i >= 1; i--) await add(`Highlight ${i}`, i, true);
    const featured = (await anonymous.get("/api/featured-events")).json() as { title: string }[];
    expect(featured.map((e) => e.title)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Highlight ${i}`));
    for (const id of ids) await api.delete(`/api/events/${id}`);
    expect((await anonymous.get("/api/featured-events")).json()).toEqual([]);
  });

  it("event validation answers 400 with the spec's message at the field", async () => {
    const res = await api.post("/api/events", { title: " ", date: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: { title: "Bitte alle Pflichtfelder ausfüllen", date: "Bitte alle Pflichtfelder ausfüllen" },
    });
  });

  it("sponsors: create with defaults, list, get, PUT, PATCH, DELETE", async () => {
    const res = await api.post("/api/sponsors", { name: "Bäckerei Schmit", description: "Brout", logo: null });
    expect(res.statusCode).toBe(200);
    const sponsor = res.json();
    expect(sponsor).toMatchObject({ name: "Bäckerei Schmit", type: "secondary", website: "", address: "", logo: null });
    expect((await api.post("/api/sponsors", { name: "   " })).json()).toMatchObject({
      fields: { name: "Bitte Namen eingeben" },
    });
    expect(
      (await api.put(`/api/sponsors/${sponsor.id}`, { name: "Bäckerei Schmit", type: "main" })).json(),
    ).toMatchObject({
      type: "main",
      description: "",
    });
    expect((await api.patch(`/api/sponsors/${sponsor.id}`, { website: "https://schmit.lu" })).json()).toMatchObject({
      type: "main",
      website: "https://schmit.lu",
    });
    expect((await anonymous.get("/api/sponsors")).json()).toHaveLength(1);
    expect((await anonymous.get(`/api/sponsors/${sponsor.id}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/sponsors/${sponsor.id}`)).statusCode).toBe(200);
  });

  it("committee members: create, list, get, PUT, PATCH, DELETE", async () => {
    const res = await api.post("/api/committee-members", {
      name: "Laura",
      role: "Presidentin",
      email: "",
      phone: "",
      photo: "",
    });
    const member = res.json();
    expect(member).toMatchObject({ name: "Laura", role: "Presidentin", photo: null, email: "" });
    expect((await api.post("/api/committee-members", { name: "Tom", role: "" })).json()).toMatchObject({
      fields: { role: "Bitte Name und Rolle eingeben" },
    });
    expect((await api.post("/api/committee-members", { name: "Tom", role: "X", email: "kein" })).statusCode).toBe(400);
    expect(
      (await api.put(`/api/committee-members/${member.id}`, { name: "Laura S.", role: "Presidentin" })).json(),
    ).toMatchObject({ name: "Laura S." });
    expect((await api.patch(`/api/committee-members/${member.id}`, { phone: "+352 621 1" })).json()).toMatchObject({
      name: "Laura S.",
      phone: "+352 621 1",
    });
    expect((await anonymous.get("/api/committee-members")).json()).toHaveLength(1);
    expect((await anonymous.get(`/api/committee-members/${member.id}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/committee-members/${member.id}`)).statusCode).toBe(200);
  });

  it("photo categories and photos: create, list, PUT, PATCH, DELETE; photos go with their category", async () => {
    const category = (
      await api.post("/api/photo-categories", { name: "Summerfest", description: "", coverImage: null })
    ).json();
    expect(category).toMatchObject({ name: "Summerfest", photoCount: 0, coverImage: null });
    expect((await api.post("/api/photo-categories", { name: "" })).json()).toMatchObject({
      fields: { name: "Bitte Kategorie-Namen eingeben" },
    });
    expect((await api.put(`/api/photo-categories/${category.id}`, { name: "Summerfest 2026" })).json()).toMatchObject({
      name: "Summerfest 2026",
    });

    const photo = (
      await api.post("/api/photos", { alt: "Bühn", caption: "", categoryId: category.id, src: "/media/abc123.jpg" })
    ).json();
    expect(photo).toMatchObject({ alt: "Bühn", caption: null, categoryId: category.id, src: "/media/abc123.jpg" });
    const refused = (await api.post("/api/photos", { alt: "", categoryId: category.id, src: "" })).json();
    expect(refused.fields).toEqual({ src: "Bitte alle Pflichtfelder ausfüllen" });
    expect(refused.fields).not.toHaveProperty("alt");
    // A photo may be untitled (an album of phone photos): without a title it is kept, with "" as its title.
    const untitled = await api.post("/api/photos", { categoryId: category.id, src: "/media/def456.jpg" });
    expect(untitled.statusCode).toBe(200);
    expect(untitled.json()).toMatchObject({ alt: "", caption: null });
    expect((await api.delete(`/api/photos/${untitled.json().id}`)).statusCode).toBe(200);
    expect(
      (await api.post("/api/photos", { alt: "x".repeat(301), categoryId: category.id, src: "/media/a.jpg" })).json(),
    ).toMatchObject({ fields: { alt: "Höchstens 300 Zeichen" } });
    expect((await api.post("/api/photos", { alt: "x", categoryId: 99999, src: "/media/a.jpg" })).statusCode).toBe(400);
    expect((await api.patch(`/api/photos/${photo.id}`, { caption: "Owes" })).json()).toMatchObject({ caption: "Owes" });
    expect((await anonymous.get(`/api/photos/${photo.id}`)).statusCode).toBe(200);
    expect((await anonymous.get("/api/photo-categories")).json()).toEqual([
      expect.objectContaining({ id: category.id, photoCount: 1 }),
    ]);
    expect((await anonymous.get(`/api/photos?categoryId=${category.id}&limit=10&offset=0`)).json()).toHaveLength(1);

    expect((await api.delete(`/api/photo-categories/${category.id}`)).statusCode).toBe(200);
    expect((await anonymous.get(`/api/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await api.delete(`/api/photos/${photo.id}`)).statusCode).toBe(404);
  });

  it("contact submissions: public POST in the spec's shape, admin GET and DELETE", async () => {
    const sent = await anonymous.post("/api/contact-submissions", {
      name: "Anna Maria Weber",
      email: "anna@example.lu",
      phone: null,
      message: "Ech géif gär matmaachen.",
      type: "membership",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true, review: false });
    expect((await anonymous.get("/api/contact-submissions")).statusCode).toBe(401);
    const list = (await api.get("/api/contact-submissions")).json();
    expect(list).toEqual([
      expect.objectContaining({
        firstName: "Anna",
        lastName: "Maria Weber",
        company: "",
        email: "anna@example.lu",
        phone: "",
        type: "membership",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
    expect((await api.delete(`/api/contact-submissions/${list[0].id}`)).json()).toEqual({ ok: true });
    expect((await api.get("/api/contact-submissions")).json()).toEqual([]);
  });

  it("event categories: list, create, rename, delete moves events to 'Aner'", async () => {
    const party = (await api.post("/api/event-categories", { name: "Fuesend" })).json();
    expect(party).toMatchObject({ name: "Fuesend", isDefault: false, eventCount: 0 });
    expect((await api.post("/api/event-categories", { name: "fuesend" })).statusCode).toBe(400);
    const event = (
      await api.post("/api/events", { title: "Fuesend", date: "2027-02-10", categoryId: party.id })
    ).json();
    expect(event.category).toBe("Fuesend");
    expect((await api.put(`/api/event-categories/${party.id}`, { name: "Fester" })).json()).toMatchObject({
      name: "Fester",
      eventCount: 1,
    });
    const deleted = await api.delete(`/api/event-categories/${party.id}`);
    expect(deleted.json()).toEqual({ ok: true, movedEvents: 1 });
    expect((await anonymous.get(`/api/events/${event.id}`)).json()).toMatchObject({ category: "Aner" });
    const aner = (await anonymous.get("/api/event-categories")).json().find((c: { isDefault: boolean }) => c.isDefault);
    expect((await api.delete(`/api/event-categories/${aner.id}`)).statusCode).toBe(409);
    await api.delete(`/api/events/${event.id}`);
  });

  it("events naming the same new category at once all land in one new category", async () => {
    const made = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api.post("/api/events", { title: `Workshop ${i}`, date: "2027-03-10", category: "Workshops" }),
      ),
    );
    expect(made.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const categories = (await anonymous.get("/api/event-categories")).json() as { name: string; eventCount: number }[];
    expect(categories.filter((c) => c.name === "Workshops")).toMatchObject([{ eventCount: 5 }]);
    for (const res of made) await api.delete(`/api/events/${res.json().id}`);
  });

  it("delete all: one transaction, contact messages and admins stay", async () => {
    const category = (await api.post("/api/photo-categories", { name: "A" })).json();
    await api.post("/api/photos", { alt: "x", categoryId: category.id, src: "/media/x.jpg" });
    await api.post("/api/events", { title: "E", date: "2027-01-01T10:00:00Z" });
    await api.post("/api/sponsors", { name: "S" });
    await api.post("/api/committee-members", { name: "M", role: "R" });
    await anonymous.post("/api/contact-submissions", {
      type: "membership",
      name: "A B",
      email: "a@b.lu",
      message: "m",
    });
    const res = await api.post("/api/admin/delete-all");
    expect(res.json()).toEqual({
      ok: true,
      deleted: { events: 1, sponsors: 1, committeeMembers: 1, photoCategories: 1, photos: 1 },
    });
    for (const path of [
      "/api/events",
      "/api/sponsors",
      "/api/committee-members",
      "/api/photo-categories",
      "/api/photos",
    ]) {
      expect((await anonymous.get(path)).json()).toEqual([]);
    }
    expect((await api.get("/api/contact-submissions")).json()).toHaveLength(1);
    expect((await api.get("/api/auth/me")).json()).toMatchObject({ user: { username: "admin" } });
  });
});
