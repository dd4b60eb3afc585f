import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// Issue 32: every text a visitor reads is translatable where it is entered: committee roles,
// photo albums' names, photo titles and captions, event categories' names. Each is stored, given
// per language (lb, and named in `untranslated`, where a language has none) and kept by a save
// that sends no translations (issue 31's data loss).
describe("translations of roles, albums, photos and event categories", () => {
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  let visitor: ReturnType<typeof rest>;

  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = rest(t.app, await loginCookie(t.app));
    visitor = rest(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("a committee role: stored, per language, kept by a save without translations", async () => {
    const created = await admin.post("/api/committee-members", {
      name: "Laura",
      role: "Presidentin",
      translations: { pt: { role: "Presidente" }, de: { role: "Präsidentin" } },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect((await visitor.get(`/api/committee-members/${id}?lang=pt`)).json()).toMatchObject({ role: "Presidente" });
    const french = (await visitor.get(`/api/committee-members?lang=fr`)).json()[0];
    expect(french).toMatchObject({ role: "Presidentin", untranslated: ["role"] });
    expect((await visitor.get(`/api/committee-members/${id}?lang=pt`)).json()).not.toHaveProperty("untranslated");

    // PUT and PATCH without translations keep them.
    expect(
      (await admin.put(`/api/committee-members/${id}`, { name: "Laura S.", role: "Presidentin" })).statusCode,
    ).toBe(200);
    expect((await admin.patch(`/api/committee-members/${id}`, { phone: "+352 621 000 000" })).statusCode).toBe(200);
    const all = (await visitor.get(`/api/committee-members/${id}?lang=all`)).json();
    expect(all.translations).toEqual({ pt: { role: "Presidente" }, de: { role: "Präsidentin" } });
    // {} removes them, as for events.
    await admin.patch(`/api/committee-members/${id}`, { translations: {} });
    expect((await visitor.get(`/api/committee-members/${id}?lang=pt`)).json()).toMatchObject({ role: "Presidentin" });
  });

  it("an album's name and description, a photo's title and caption", async () => {
    const album = await admin.post("/api/photo-categories", {
      name: "Summerfest",
      description: "Zwee Deeg Musek",
      translations: { pt: { name: "Festa de verão", description: "Dois dias de música" } },
    });
    expect(album.statusCode).toBe(200);
    const categoryId = album.json().id;
    {
      const stored = await admin.post("/api/photos", {
        categoryId,
        src: "/media/abc123.jpg",
        alt: "D'Bühn",
        caption: "Bis Mëtternuecht",
        translations: { pt: { alt: "O palco", caption: "Até à meia-noite" } },
      });
      expect(stored.statusCode).toBe(200);
      const photoId = stored.json().id;
      expect((await visitor.get(`/api/photos?categoryId=${categoryId}&lang=pt`)).json()[0]).toMatchObject({
        alt: "O palco",
        caption: "Até à meia-noite",
      });
      expect((await visitor.get(`/api/photos/${photoId}?lang=fr`)).json()).toMatchObject({
        alt: "D'Bühn",
        untranslated: ["alt", "caption"],
      });
      await admin.patch(`/api/photos/${photoId}`, { caption: "Bis 1 Auer" });
      expect((await visitor.get(`/api/photos/${photoId}?lang=pt`)).json()).toMatchObject({
        caption: "Até à meia-noite",
      });
    }

    expect((await visitor.get(`/api/photo-categories?lang=pt`)).json()[0]).toMatchObject({
      name: "Festa de verão",
      description: "Dois dias de música",
    });
    await admin.patch(`/api/photo-categories/${categoryId}`, { name: "Summerfest 2027" });
    expect((await visitor.get(`/api/photo-categories/${categoryId}?lang=pt`)).json()).toMatchObject({
      name: "Festa de verão",
    });
    // A translation longer than the name may be is a 400 naming the field.
    const long = await admin.patch(`/api/photo-categories/${categoryId}`, {
      translations: { pt: { name: "x".repeat(201) } },
    });
    expect(long.statusCode).toBe(400);
  });

  it("an event category's name: per language in the events, the filter and the category list", async () => {
    const category = await admin.post("/api/event-categories", {
      name: "Kultur",
      translations: { pt: { name: "Cultura" }, en: { name: "Culture" } },
    });
    expect(category.statusCode).toBe(200);
    const categoryId = category.json().id;
    const event = await admin.post("/api/events", {
      title: "Kino-Owend",
      date: "2099-06-12T19:30:00+02:00",
      categoryId,
      translations: { pt: { title: "Noite de cinema" } },
    });
    expect(event.statusCode).toBe(200);
    const eventId = event.json().id;

    expect((await visitor.get(`/api/events/${eventId}?lang=pt`)).json()).toMatchObject({
      title: "Noite de cinema",
      category: "Cultura",
    });
    expect((await visitor.get(`/api/events/${eventId}?lang=fr`)).json()).toMatchObject({
      title: "Kino-Owend",
      category: "Kultur",
      untranslated: ["title", "category"],
    });
    expect((await visitor.get(`/api/events/${eventId}`)).json()).toMatchObject({ category: "Kultur" });
    const overview = (await visitor.get("/api/events-overview?lang=en")).json();
    expect(overview.categories).toContain("Culture");
    expect(overview.upcoming.items[0]).toMatchObject({ category: "Culture" });
    expect((await visitor.get("/api/featured-events?lang=pt")).statusCode).toBe(200);
    expect((await visitor.get("/api/event-categories?lang=pt")).json()).toContainEqual(
      expect.objectContaining({ id: categoryId, name: "Cultura" }),
    );

    // A rename without translations keeps them; with translations replaces them.
    expect((await admin.put(`/api/event-categories/${categoryId}`, { name: "Kultur & Konscht" })).statusCode).toBe(200);
    const all = (await visitor.get("/api/event-categories?lang=all")).json();
    expect(all.find((c: { id: number }) => c.id === categoryId).translations).toEqual({
      pt: { name: "Cultura" },
      en: { name: "Culture" },
    });
    await admin.put(`/api/event-categories/${categoryId}`, {
      name: "Kultur & Konscht",
      translations: { pt: { name: "Cultura & arte" } },
    });
    expect((await visitor.get(`/api/events/${eventId}?lang=pt`)).json()).toMatchObject({ category: "Cultura & arte" });
    expect((await visitor.get(`/api/events/${eventId}?lang=en`)).json()).toMatchObject({
      category: "Kultur & Konscht",
    });
    // A language that does not exist is refused.
    const wrong = await admin.put(`/api/event-categories/${categoryId}`, {
      name: "Kultur",
      translations: { es: { name: "Cultura" } },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("the default privacy notice is given in every language", async () => {
    const texts = await Promise.all(
      ["lb", "de", "fr", "en", "pt"].map(async (lang) => (await visitor.get(`/api/privacy?lang=${lang}`)).json()),
    );
    expect(texts.map((privacy) => privacy.text.split("\n")[0])).toEqual([
      "## Wien ass verantwortlech?",
      "## Wer ist verantwortlich?",
      "## Qui est responsable ?",
      "## Who is responsible?",
      "## Quem é responsável?",
    ]);
    for (const privacy of texts) {
      expect(privacy).not.toHaveProperty("untranslated");
      expect(privacy.text).toMatch(/\b12\b/);
    }
  });
});
