import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// Real content without pictures of its own: an album without a chosen cover shows its first photo
// (in the album's order, and no longer one taken out of it), and an event without a picture an
// illustration of its category, as decoration (alt=""), not one grey placeholder for all. Needs
// the built web app (pnpm build).

const SITE = "https://club.example.lu";

function parse(html: string) {
  const window = new Window({ url: SITE });
  window.document.write(html);
  return window.document;
}

describe("pictures for content that has none", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  let visitor: ReturnType<typeof rest>;
  const get = (url: string) => t.app.inject({ method: "GET", url });

  beforeAll(async () => {
    t = await createAdminTestApp({ PUBLIC_URL: SITE });
    api = rest(t.app, await loginCookie(t.app));
    visitor = rest(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives a new album its first photo as cover while none is chosen", async () => {
    const album = (await api.post("/api/photo-categories", { name: "Wanderung 2026", coverImage: null })).json();
    const cover = async () =>
      ((await visitor.get("/api/photo-categories")).json() as { id: number; firstPhoto: string | null }[]).find(
        (c) => c.id === album.id,
      );
    expect(await cover()).toMatchObject({ coverImage: null, firstPhoto: null, firstPhotoVariants: [] });
    // No photo yet: the album card shows the placeholder.
    const empty = parse((await get("/photos")).body);
    expect(empty.querySelector("main img")?.getAttribute("src")).toBe("/placeholders/cover.svg");

    const first = (await api.post("/api/photos", { alt: "Start", categoryId: album.id, src: "/media/a1.jpg" })).json();
    const second = (
      await api.post("/api/photos", { alt: "Gipfel", categoryId: album.id, src: "/media/b2.jpg" })
    ).json();
    expect(await cover()).toMatchObject({ coverImage: null, firstPhoto: "/media/a1.jpg" });
    const shown = parse((await get("/photos")).body);
    expect(shown.querySelector("main img")?.getAttribute("src")).toBe("/media/a1.jpg");
    expect(shown.querySelector("main img")?.getAttribute("alt")).toBe("");

    // The album's order decides which is first; a photo taken out is no longer the cover.
    await api.put(`/api/photo-categories/${album.id}/photos/order`, { ids: [second.id, first.id] });
    expect((await cover())?.firstPhoto).toBe("/media/b2.jpg");
    await api.delete(`/api/photos/${second.id}`);
    expect((await cover())?.firstPhoto).toBe("/media/a1.jpg");

    // A chosen cover wins.
    await api.patch(`/api/photo-categories/${album.id}`, { coverImage: "/media/c3.jpg" });
    const chosen = parse((await get("/photos")).body);
    expect(chosen.querySelector("main img")?.getAttribute("src")).toBe("/media/c3.jpg");
  });

  it("shows an event without a picture with its category's illustration, on its card and its page", async () => {
    const cases = [
      ["Sport", "sport"],
      ["Party", "party"],
      ["Kultur", "culture"],
      ["Traditioun", "tradition"],
      ["Aner", "other"],
      ["Bastelen", "other"],
    ] as const;
    const made: { id: number; title: string; art: string }[] = [];
    for (const [index, [category, kind]] of cases.entries()) {
      const event = (
        await api.post("/api/events", {
          title: `Event ${category}`,
          category,
          date: `2027-0${index + 1}-10T19:00:00+01:00`,
        })
      ).json();
      made.push({ id: event.id, title: event.title, art: `/placeholders/event-${kind}.webp` });
    }
    const list = parse((await get("/events")).body);
    for (const event of made) {
      const card = [...list.querySelectorAll("main article")].find((a) => a.textContent?.includes(event.title));
      const img = card?.querySelector("img");
      expect(img?.getAttribute("src"), event.title).toBe(event.art);
      expect(img?.getAttribute("alt"), event.title).toBe("");
      const moved = await get(`/events/${event.id}`);
      expect(moved.statusCode).toBe(301);
      const page = parse((await get(moved.headers.location as string)).body);
      expect(page.querySelector("main img")?.getAttribute("src"), event.title).toBe(event.art);
      // The file is there, as a small WebP.
      const file = await get(event.art);
      expect(file.statusCode, event.art).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect(file.rawPayload.length).toBeLessThan(40_000);
    }
    // Five illustrations, not one grey placeholder for all.
    expect(new Set(made.map((event) => event.art)).size).toBe(5);
  });
});
