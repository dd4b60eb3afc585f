import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { LONG_TEST_TIMEOUT } from "./timeouts.js";
import { bigJpeg, zipOf } from "./upload-fixtures.js";

// An album's ZIP sent again, sent twice at once, or cut off: each image becomes one photo of the
// album, never two, and a request cut off adds nothing. On both databases (the database decides).

/** `count` small JPEGs, each a colour of its own, so each is a stored image of its own. */
async function distinctPhotos(count: number, from = 0): Promise<[string, Buffer][]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const i = from + n;
      const background = { r: i % 256, g: (i * 7) % 256, b: 255 - (i % 256) };
      const data = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .jpeg()
        .toBuffer();
      return [`Foto_${String(i).padStart(3, "0")}.jpg`, data] as [string, Buffer];
    }),
  );
}

interface Entry {
  name: string;
  photo: { id: number };
}
interface ZipAnswer {
  added: Entry[];
  existing: Entry[];
  refused: { name: string; reason: string }[];
}

describe("album ZIPs sent again, together, or cut off", { timeout: LONG_TEST_TIMEOUT }, () => {
  let t: TestApp;
  let cookie: string;
  let api: ReturnType<typeof rest>;

  const send = (categoryId: number, body: Buffer) =>
    t.app.inject({
      method: "POST",
      url: `/api/photo-categories/${categoryId}/zip`,
      headers: { cookie, "content-type": "application/zip" },
      payload: body,
    });
  const album = async (name: string) => (await api.post("/api/photo-categories", { name })).json().id as number;
  const photosOf = async (categoryId: number) =>
    (await api.get(`/api/photos?categoryId=${categoryId}`)).json() as { id: number; src: string; alt: string }[];

  beforeAll(async () => {
    t = await createAdminTestApp();
    cookie = await loginCookie(t.app);
    api = rest(t.app, cookie);
  });
  afterAll(async () => {
    await t.close();
  });

  it("two ZIPs of the same 150 images at once, into two albums: every image taken, none refused", async () => {
    const archive = await zipOf(await distinctPhotos(150));
    const albums = [await album("Eent"), await album("Zweet")];
    const answers = await Promise.all(albums.map((id) => send(id, archive)));
    for (const res of answers) {
      expect(res.statusCode, JSON.stringify(t.logs).slice(0, 3000)).toBe(200);
      const answer = res.json() as ZipAnswer;
      expect(answer.refused).toEqual([]);
      expect(answer.added).toHaveLength(150);
      expect(answer.existing).toEqual([]);
    }
    for (const id of albums) expect(await photosOf(id)).toHaveLength(150);
  });

  it("the same ZIP again adds nothing twice: the answer names the photos already there", async () => {
    const id = await album("Nach eng Kéier");
    const images = await distinctPhotos(5, 200);
    // The same image twice in one archive is one photo, too.
    const archive = await zipOf([...images, ["Kopie.jpg", images[0]?.[1] as Buffer]]);
    const first = (await send(id, archive)).json() as ZipAnswer;
    expect(first.added.map((entry) => entry.name)).toEqual(images.map(([name]) => name));
    expect(first.existing).toEqual([
      { name: "Kopie.jpg", photo: expect.objectContaining({ id: first.added[0]?.photo.id }) },
    ]);

    const retry = await send(id, archive);
    expect(retry.statusCode, retry.body).toBe(200);
    const again = retry.json() as ZipAnswer;
    expect(again.added).toEqual([]);
    expect(again.refused).toEqual([]);
    const byName = new Map(first.added.map((entry) => [entry.name, entry.photo.id]));
    expect(again.existing.map((entry) => [entry.name, entry.photo.id])).toEqual([
      ...images.map(([name]) => [name, byName.get(name)]),
      ["Kopie.jpg", byName.get(images[0]?.[0] as string)],
    ]);
    expect(await photosOf(id)).toHaveLength(5);
    // An archive with one new image among them adds that one, after the others.
    const more = (await send(id, await zipOf([...images, ...(await distinctPhotos(1, 300))]))).json() as ZipAnswer;
    expect(more.added.map((entry) => entry.name)).toEqual(["Foto_300.jpg"]);
    expect(more.existing).toHaveLength(5);
    expect((await photosOf(id)).map((photo) => photo.id).at(-1)).toBe(more.added[0]?.photo.id);
  });

  it("two tries of the same ZIP at once into one album: each image once", async () => {
    const id = await album("Zwee Mol");
    const archive = await zipOf(await distinctPhotos(40, 400));
    const answers = (await Promise.all([send(id, archive), send(id, archive)])).map((res) => res.json() as ZipAnswer);
    const added = answers.flatMap((answer) => answer.added.map((entry) => entry.photo.id));
    const existing = answers.flatMap((answer) => answer.existing.map((entry) => entry.photo.id));
    expect(added).toHaveLength(40);
    expect(new Set(existing)).toEqual(new Set(added));
    expect(answers.flatMap((answer) => answer.refused)).toEqual([]);
    const photos = await photosOf(id);
    expect(photos).toHaveLength(40);
    expect(new Set(photos.map((photo) => photo.src)).size).toBe(40);
  });

  it("a single photo of an image the album holds: 409 naming it; another album takes it", async () => {
    const id = await album("Eenzel");
    const [[, image]] = (await distinctPhotos(1, 500)) as [[string, Buffer]];
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/uploads?purpose=photo",
      headers: { cookie, "content-type": "multipart/form-data; boundary=b" },
      payload: Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n'),
        image,
        Buffer.from("\r\n--b--\r\n"),
      ]),
    });
    const src = upload.json().path as string;
    const first = await api.post("/api/photos", { categoryId: id, src, alt: "Éischt" });
    expect(first.statusCode, first.body).toBe(200);
    // The same file sent again (a retry whose first answer was lost) gives the same stored image.
    const again = await api.post("/api/photos", { categoryId: id, src, alt: "Nach eng Kéier" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Dieses Bild ist schon in dieser Foto-Kategorie: „Éischt“ (ID ${first.json().id}).`,
    );
    // Two at once: the database keeps one.
    const other = await album("Anert");
    const both = await Promise.all([1, 2].map((n) => api.post("/api/photos", { categoryId: other, src, alt: `${n}` })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    // Moving a photo into an album that holds its image is refused; editing its text is not.
    const moved = await api.patch(`/api/photos/${first.json().id}`, { categoryId: other });
    expect(moved.statusCode).toBe(409);
    expect((await api.patch(`/api/photos/${first.json().id}`, { caption: "Um Fest" })).statusCode).toBe(200);
    expect(await photosOf(id)).toHaveLength(1);
  });

  it("a request cut off while the server adds the photos adds none; the retry adds each once", async () => {
    const id = await album("Ofgebrach");
    // Large enough that adding them takes a moment after the body is in.
    const images = await Promise.all(
      Array.from(
        { length: 12 },
        async (_, i) => [`Grouss_${i}.jpg`, await bigJpeg(1_500_000 + i * 20_000)] as [string, Buffer],
      ),
    );
    const archive = await zipOf(images);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/api/photo-categories/${id}/zip`,
        headers: { cookie, "content-type": "application/zip", "content-length": archive.length },
      });
      req.on("error", () => resolve());
      req.on("response", () => resolve());
      // The whole body is sent; a moment later, while the server unpacks, the client goes away.
      req.end(archive, () => setTimeout(() => req.destroy(), 200));
    });
    // The server stops and removes its temporary file.
    const deadline = Date.now() + 60_000;
    while (readdirSync(t.services.incomingDir).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(readdirSync(t.services.incomingDir)).toEqual([]);
    expect(await photosOf(id)).toEqual([]);

    const retry = (await send(id, archive)).json() as ZipAnswer;
    expect(retry.added).toHaveLength(12);
    expect(retry.existing).toEqual([]);
    expect(await photosOf(id)).toHaveLength(12);
  });
});
