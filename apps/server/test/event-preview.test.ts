import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { multipartBody } from "./upload-fixtures.js";

// An event's share picture, /events/<id>/preview.png: 1200×630 PNG, linked from the event page's
// og:image, made again when the event changes.

describe("an event's share picture", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  let cookie: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await createAdminTestApp({ PUBLIC_URL: "https://club.example.lu" });
    cookie = await loginCookie(t.app);
    api = rest(t.app, cookie);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is a 1200×630 PNG, linked from the event page with a version that changes with the event", async () => {
    const fest = (await api.post("/api/events", { title: "Summerfest", date: "2027-06-12T19:00:00+02:00" })).json();
    const page = await get(`/events/${fest.id}-summerfest`);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1] as string;
    expect(ogImage).toMatch(new RegExp(`^https://club\\.example\\.lu/events/${fest.id}/preview\\.png\\?v=\\d+$`));
    expect(page.body).toContain('<meta property="og:image:width" content="1200">');
    const path = ogImage.slice("https://club.example.lu".length);

    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    // Asked again: the same picture, and 304 to a conditional request.
    const again = await get(path);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const etag = res.headers.etag as string;
    expect((await get(path, { "if-none-match": etag })).statusCode).toBe(304);

    // A new title: a new picture under a new version and ETag.
    await api.patch(`/api/events/${fest.id}`, { title: "Summerfest am Duerf 2027" });
    const moved = await get(`/events/${fest.id}-summerfest-am-duerf-2027`);
    const newImage = /<meta property="og:image" content="([^"]+)"/.exec(moved.body)?.[1] as string;
    expect(newImage).not.toBe(ogImage);
    const changed = await get(newImage.slice("https://club.example.lu".length));
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.rawPayload.equals(res.rawPayload)).toBe(false);
    expect((await get(path, { "if-none-match": etag })).statusCode).toBe(200);
    // The old address now gets the new picture, but not for good.
    expect((await get(path)).headers["cache-control"]).toBe("public, max-age=300");
    const changedMeta = await sharp(changed.rawPayload).metadata();
    expect([changedMeta.width, changedMeta.height]).toEqual([1200, 630]);
  });

  it("uses the event's own picture when it has one", async () => {
    const plain = (await api.post("/api/events", { title: "Bal", date: "2027-02-12T20:00:00+01:00" })).json();
    const green = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 200, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/uploads?purpose=event",
      ...multipartBody(green, "green.jpg", { cookie }),
    });
    expect(uploaded.statusCode).toBe(200);
    const upload = uploaded.json().path;
    const pictured = (
      await api.post("/api/events", { title: "Bal", date: "2027-02-12T20:00:00+01:00", imageUrl: upload })
    ).json();
    const a = await get(`/events/${plain.id}/preview.png`);
    const b = await get(`/events/${pictured.id}/preview.png`);
    // Same title and date: only the picture differs, and the green of the event's shows through.
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
    const { dominant } = await sharp(b.rawPayload).extract({ left: 900, top: 200, width: 200, height: 100 }).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
  });

  it("is 404 for an unknown event and 400 for an id that is none", async () => {
    expect((await get("/events/987654321/preview.png")).statusCode).toBe(404);
    expect((await get("/events/abc/preview.png")).statusCode).toBe(400);
  });
});
