import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest, trpcClient } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// Issue 22, content in several languages: admins store translations with an item; visitors' reads
// give the asked language's text where there is one and the lb text otherwise; REST stays lb by
// default, ?lang=all adds the translations.
describe("content translations", () => {
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  let visitor: ReturnType<typeof rest>;
  let eventId: number;

  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = rest(t.app, await loginCookie(t.app));
    visitor = rest(t.app);
    const created = await admin.post("/api/events", {
      title: "Summerfest",
      description: "E schéinen Owend",
      date: "2099-06-12T17:00:00+02:00",
      featured: true,
      translations: { fr: { title: "Fête d'été", description: "  " }, pt: { title: "" } },
    });
    expect(created.statusCode).toBe(200);
    eventId = created.json().id;
    // Empty texts are not stored: pt has none, fr has no description.
    expect(created.json().translations).toEqual({ fr: { title: "Fête d'été" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("REST gives lb by default and without a translations field, as before", async () => {
    const one = (await visitor.get(`/api/events/${eventId}`)).json();
    expect(one).toMatchObject({ title: "Summerfest", description: "E schéinen Owend" });
    expect(one).not.toHaveProperty("translations");
    const list = (await visitor.get("/api/events")).json();
    expect(list[0]).not.toHaveProperty("translations");
  });

  it("?lang=fr gives the French title and falls back to lb for the description; ?lang=en is all lb", async () => {
    expect((await visitor.get(`/api/events/${eventId}?lang=fr`)).json()).toMatchObject({
      title: "Fête d'été",
      description: "E schéinen Owend",
    });
    expect((await visitor.get("/api/events?lang=fr")).json()[0]).toMatchObject({ title: "Fête d'été" });
    expect((await visitor.get("/api/featured-events?lang=fr")).json()[0]).toMatchObject({ title: "Fête d'été" });
    const overview = (await visitor.get("/api/events-overview?lang=fr")).json();
    expect(overview.upcoming.items[0]).toMatchObject({ title: "Fête d'été" });
    expect((await visitor.get(`/api/events/${eventId}?lang=en`)).json()).toMatchObject({ title: "Summerfest" });
  });

  it("?lang=all adds every translation beside the lb texts", async () => {
    const one = (await visitor.get(`/api/events/${eventId}?lang=all`)).json();
    expect(one).toMatchObject({ title: "Summerfest", translations: { fr: { title: "Fête d'été" } } });
  });

  it("an unknown language is a 400 that says which ones exist", async () => {
    for (const url of [`/api/events/${eventId}?lang=xx`, "/api/events?lang=LB", "/api/sponsors?lang=es"]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain("Unbekannte Sprache: bitte lb, de, fr, en, pt oder all angeben");
    }
  });

  it("writes refuse a language or field that does not exist and a text that is too long, and keep the item", async () => {
    const cases: [unknown, string][] = [
      [{ lb: { title: "x" } }, "Übersetzungen gibt es nur für de, fr, en, pt"],
      [{ es: { title: "x" } }, "Übersetzungen gibt es nur für de, fr, en, pt"],
      [{ fr: { location: "x" } }, "Übersetzbar sind nur: title, description"],
      [{ fr: { title: "x".repeat(201) } }, "Höchstens 200 Zeichen"],
      [{ fr: { title: "a\u0000b" } }, "Steuerzeichen sind nicht erlaubt"],
    ];
    for (const [translations, message] of cases) {
      const res = await admin.patch(`/api/events/${eventId}`, { translations });
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await visitor.get(`/api/events/${eventId}?lang=all`)).json().translations).toEqual({
      fr: { title: "Fête d'été" },
    });
  });

  it("a PUT without translations keeps them; PATCH replaces them; the audit log names translations", async () => {
    const put = await admin.put(`/api/events/${eventId}`, {
      title: "Summerfest",
      description: "E schéinen Owend",
      date: "2099-06-12T17:00:00+02:00",
      featured: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().translations).toEqual({ fr: { title: "Fête d'été" } });
    const patch = await admin.patch(`/api/events/${eventId}`, {
      translations: { fr: { title: "Fête d'été 2099" }, de: { description: "Ein schöner Abend" } },
    });
    expect(patch.statusCode).toBe(200);
    expect((await visitor.get(`/api/events/${eventId}?lang=de`)).json()).toMatchObject({
      title: "Summerfest",
      description: "Ein schöner Abend",
    });
    const log = (await admin.get("/api/audit-log?entity=events")).json() as { changedFields: string[] }[];
    expect(log[0]?.changedFields).toEqual(["translations"]);
  });

  it("sponsors and photo categories translate their description", async () => {
    const sponsor = await admin.post("/api/sponsors", {
      name: "Bäckerei Muller",
      description: "Eise Bäcker",
      translations: { pt: { description: "O nosso padeiro" } },
    });
    expect(sponsor.statusCode).toBe(200);
    const sponsors = (await visitor.get("/api/sponsors?lang=pt")).json();
    expect(sponsors.find((s: { id: number }) => s.id === sponsor.json().id)).toMatchObject({
      name: "Bäckerei Muller",
      description: "O nosso padeiro",
    });
    const refused = await admin.post("/api/sponsors", { name: "X", translations: { fr: { name: "Y" } } });
    expect(refused.statusCode).toBe(400);
    const category = await admin.post("/api/photo-categories", {
      name: "Summerfest",
      description: "Fotoen vum Fest",
      translations: { en: { description: "Photos of the party" } },
    });
    expect(category.statusCode).toBe(200);
    expect((await visitor.get(`/api/photo-categories/${category.json().id}?lang=en`)).json()).toMatchObject({
      description: "Photos of the party",
    });
    expect((await visitor.get(`/api/photo-categories/${category.json().id}`)).json()).toMatchObject({
      description: "Fotoen vum Fest",
    });
  });

  it("the privacy text: translations saved with it, ?lang=fr gives the French, ?lang=en falls back", async () => {
    const saved = await admin.put("/api/privacy", {
      text: "## Dateschutz\nLëtzebuergesch",
      retentionMonths: 12,
      translations: { fr: { text: "## Protection des données\nFrançais" } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await visitor.get("/api/privacy")).json()).not.toHaveProperty("translations");
    expect((await visitor.get("/api/privacy?lang=fr")).json().text).toBe("## Protection des données\nFrançais");
    expect((await visitor.get("/api/privacy?lang=en")).json().text).toBe("## Dateschutz\nLëtzebuergesch");
    expect((await visitor.get("/api/privacy?lang=all")).json().translations).toEqual({
      fr: { text: "## Protection des données\nFrançais" },
    });
    const log = (await admin.get("/api/audit-log?entity=privacy")).json() as { changedFields: string[] }[];
    expect(log[0]?.changedFields).toEqual(["text", "translations"]);
    // Saved without translations (an older client): they stay.
    await admin.put("/api/privacy", { text: "## Dateschutz\nNei", retentionMonths: 12 });
    expect((await visitor.get("/api/privacy?lang=fr")).json().text).toBe("## Protection des données\nFrançais");
    expect(
      (await admin.put("/api/privacy", { text: "x", retentionMonths: 12, translations: { xx: {} } })).statusCode,
    ).toBe(400);
  });

  it("tRPC takes lang like REST", async () => {
    const client = trpcClient(t.app);
    expect((await client.events.byId.query({ id: eventId, lang: "fr" })).title).toBe("Fête d'été 2099");
    expect((await client.events.byId.query({ id: eventId, lang: "lb" })).title).toBe("Summerfest");
    expect((await client.events.featured.query({ lang: "fr" }))[0]?.title).toBe("Fête d'été 2099");
    await expect(client.events.list.query({ lang: "xx" as "fr" })).rejects.toMatchObject({ data: { httpStatus: 400 } });
  });
});
