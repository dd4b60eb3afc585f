import { mkdtempSync, writeFileSync } from "node:fs";

import { tmpdir } from "node:os";
import { join } from "node:path";
import { unpackPhotoZip, ZIP_LIMITS } from "@jugendclub/api";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { bigJpeg, jpeg, multipartBody, zipOf } from "./upload-fixtures.js";

// POST /api/photo-categories/{id}/zip: real archives, built here, with real zip bombs and a
// path out of the archive; the good files are still taken.

const MB = 1024 * 1024;

/** A JPEG with an EXIF date; `blue` makes it an image of its own (an album holds each image once). */
const takenOn = (when: string, blue: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: blue } } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: when } })
    .toBuffer();

describe("an album as one ZIP", () => {
  let t: TestApp;
  let cookie: string;
  let api: ReturnType<typeof rest>;
  let categoryId: number;

  const send = (id: number, body: Buffer, headers: Record<string, string> = { cookie }) =>
    t.app.inject({
      method: "POST",
      url: `/api/photo-categories/${id}/zip`,
      headers: { ...headers, "content-type": "application/zip" },
      payload: body,
    });

  beforeAll(async () => {
    t = await createAdminTestApp();
    cookie = await loginCookie(t.app);
    api = rest(t.app, cookie);
    categoryId = (await api.post("/api/photo-categories", { name: "Summerfest" })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("takes the images, refuses each bad entry with its reason, orders by EXIF date", async () => {
    const whole = await bigJpeg(200_000);
    const broken = whole.subarray(0, Math.floor(whole.length / 2));
    const archive = await zipOf(
      [
        ["Summerfest/Summerfest_Buehn_003.jpg", await takenOn("2027:07:10 21:15:00", 200)],
        ["Summerfest/DSC_0042 Grillstand.jpg", await takenOn("2027:07:10 18:00:00", 100)],
        ["Summerfest/IMG_1234.JPG", await jpeg(50, 40)],
        ["notes.txt", Buffer.from("Keng Foto")],
        ["kaputt.jpg", broken],
        ["bomb.png", Buffer.alloc(50 * MB)],
        ["dicht.png", Buffer.alloc(5 * MB)],
        ["xx/evil.jpg", await jpeg(20, 20)],
        ["__MACOSX/._IMG_1234.JPG", Buffer.from("resource fork")],
      ],
      ["xx/evil.jpg", "../evil.jpg"],
    );
    expect(archive.length).toBeLessThan(1 * MB);
    const res = await send(categoryId, archive);
    expect(res.statusCode, res.body).toBe(200);
    const { added, refused } = res.json() as {
      added: { name: string; photo: { id: number; alt: string; takenAt: string | null; position: number } }[];
      refused: { name: string; reason: string }[];
    };
    expect(added.map((a) => a.name)).toEqual([
      "Summerfest/DSC_0042 Grillstand.jpg",
      "Summerfest/Summerfest_Buehn_003.jpg",
      "Summerfest/IMG_1234.JPG",
    ]);
    // A phone's name gives no title: the photo is untitled (the site names it by its album and number).
    expect(added.map((a) => a.photo.alt)).toEqual(["Grillstand", "Summerfest Buehn", ""]);
    // Luxembourg summer time: 18:00 local is 16:00 UTC.
    expect(added[0]?.photo.takenAt).toBe("2027-07-10T16:00:00.000Z");
    expect(added[2]?.photo.takenAt).toBeNull();
    const reasons = Object.fromEntries(refused.map((r) => [r.name, r.reason]));
    expect(Object.keys(reasons).sort()).toEqual(["../evil.jpg", "bomb.png", "dicht.png", "kaputt.jpg", "notes.txt"]);
    expect(reasons["notes.txt"]).toMatch(/kein Bild/);
    expect(reasons["kaputt.jpg"]).toMatch(/beschädigt/);
    expect(reasons["bomb.png"]).toMatch(/zu groß: höchstens 10 MB/);
    expect(reasons["dicht.png"]).toMatch(/ZIP-Bombe/);
    expect(reasons["../evil.jpg"]).toMatch(/aus dem Archiv heraus/);

    // The photos are there, in that order, and the stored images carry no EXIF.
    const listed = (await rest(t.app).get(`/api/photos?categoryId=${categoryId}`)).json();
    expect(listed.map((p: { id: number }) => p.id)).toEqual(added.map((a) => a.photo.id));
    const stored = await t.app.inject({ method: "GET", url: listed[0].src });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    // Each new photo has its audit entry.
    const audit = (await api.get("/api/audit-log?entity=photos")).json();
    expect(audit.filter((e: { action: string }) => e.action === "create")).toHaveLength(3);
  });

  it("a second ZIP goes after the photos already there", async () => {
    const res = await send(categoryId, await zipOf([["Owend.jpg", await jpeg(30, 30)]]));
    expect(res.json().added[0].photo.position).toBe(3);
  });

  it("stops at the total unpacked limit, keeping what came before", async () => {
    const folder = mkdtempSync(join(tmpdir(), "jc-zip-test-"));
    const path = join(folder, "a.zip");
    const one = await jpeg(300, 200);
    writeFileSync(
      path,
      await zipOf([
        ["eent.jpg", one],
        ["zweet.jpg", one],
      ]),
    );
    const { images, refused } = await unpackPhotoZip(t.services.media, path, {
      ...ZIP_LIMITS,
      totalBytes: one.length + 10,
    });
    expect(images.map((i) => i.name)).toEqual(["eent.jpg"]);
    expect(refused).toEqual([{ name: "zweet.jpg", reason: expect.stringMatching(/entpackt größer als/) }]);
  });

  it("answers a clear 4xx: not signed in, no such category, not a ZIP, empty", async () => {
    const zip = await zipOf([["a.jpg", await jpeg(20, 20)]]);
    expect((await send(categoryId, zip, {})).statusCode).toBe(401);
    const missing = await send(999_999, zip);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Foto-Kategorie nicht gefunden");
    const notZip = await send(categoryId, Buffer.from("das ist kein zip"));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toMatch(/kein lesbares ZIP-Archiv/);
    expect((await send(categoryId, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await api.get(`/api/photos?categoryId=${categoryId}`)).json()).toHaveLength(4);
  });
  // The review: a multipart upload was answered 415 "Bitte die Daten als JSON senden", wrong advice.
  it("takes the archive as a form's file too, and says what it takes to anything else", async () => {
    const album = (await api.post("/api/photo-categories", { name: "Formulaire" })).json().id as number;
    const { headers, payload } = multipartBody(
      await zipOf([["Form/Bühn.jpg", await takenOn("2027:07:11 20:00:00", 30)]]),
      "album.zip",
      {
        cookie,
      },
    );
    const form = await t.app.inject({ method: "POST", url: `/api/photo-categories/${album}/zip`, headers, payload });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().added.map((a: { name: string }) => a.name)).toEqual(["Form/Bühn.jpg"]);
    expect((await api.get(`/api/photos?categoryId=${album}`)).json()).toHaveLength(1);
    for (const type of ["application/json", "text/plain", "image/jpeg"]) {
      const other = await t.app.inject({
        method: "POST",
        url: `/api/photo-categories/${album}/zip`,
        headers: { cookie, "content-type": type },
        payload: "{}",
      });
      expect(other.statusCode, type).toBe(415);
      expect(other.json().message, type).toMatch(/application\/zip.*multipart\/form-data/);
    }
    const empty = multipartBody(Buffer.alloc(0), "album.zip", { cookie });
    const noFile = await t.app.inject({
      method: "POST",
      url: `/api/photo-categories/${album}/zip`,
      headers: empty.headers,
      payload: Buffer.from(`--${empty.headers["content-type"]?.split("boundary=")[1]}--\r\n`),
    });
    expect(noFile.statusCode, noFile.body).toBe(400);
    expect((await api.get(`/api/photos?categoryId=${album}`)).json()).toHaveLength(1);
  });
});
