import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { sweepMedia } from "@jugendclub/api";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { bigJpeg, jpeg, multipartBody } from "./upload-fixtures.js";

describe("uploads: the spec's signed URL flow and the one-step multipart upload", () => {
  let t: TestApp;
  let cookie: string;
  let api: ReturnType<typeof rest>;

  const uploadUrl = async (purpose?: string) => {
    const res = await api.get(`/api/object-uploads/url${purpose ? `?purpose=${purpose}` : ""}`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    return url.pathname + url.search;
  };
  const put = (path: string, body: Buffer, type = "image/jpeg") =>
    t.app.inject({ method: "PUT", url: path, headers: { "content-type": type, cookie }, payload: body });
  const complete = (rawPath: string) => api.post("/api/object-uploads/complete", { rawPath });
  const multipart = (
    body: Buffer,
    purpose: string,
    filename = "photo.jpg",
    auth: Record<string, string> = { cookie },
  ) => t.app.inject({ method: "POST", url: `/api/uploads?purpose=${purpose}`, ...multipartBody(body, filename, auth) });

  beforeAll(async () => {
    t = await createAdminTestApp();
    cookie = await loginCookie(t.app);
    api = rest(t.app, cookie);
  });
  afterAll(async () => {
    await t.close();
  });

  it("hands out upload URLs to admins only", async () => {
    expect((await rest(t.app).get("/api/object-uploads/url")).statusCode).toBe(401);
    const res = await api.get("/api/object-uploads/url");
    expect(res.json()).toMatchObject({
      url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/object-uploads\/[a-f0-9]{48}\?expires=\d+&signature=/),
      maxBytes: 10 * 1024 * 1024,
    });
  });

  it("round trip: URL, PUT, complete, then the image and its variants are served and usable in every image field", async () => {
    const fields = [
      {
        purpose: "event",
        create: (path: string) => api.post("/api/events", { title: "E", date: "2027-01-01", imageUrl: path }),
        variants: "imageVariants",
      },
      {
        purpose: "logo",
        create: (path: string) => api.post("/api/sponsors", { name: "S", logo: path }),
        variants: "logoVariants",
      },
      {
        purpose: "member",
        create: (path: string) => api.post("/api/committee-members", { name: "M", role: "R", photo: path }),
        variants: "photoVariants",
      },
      {
        purpose: "cover",
        create: (path: string) => api.post("/api/photo-categories", { name: "C", coverImage: path }),
        variants: "coverImageVariants",
      },
    ];
    for (const [index, field] of fields.entries()) {
      const url = await uploadUrl(field.purpose);
      const uploaded = await put(url, await jpeg(1800 + index, 1200));
      expect(uploaded.statusCode).toBe(200);
      const done = await complete(uploaded.json().rawPath);
      expect(done.statusCode).toBe(200);
      const image = done.json();
      expect(image.path).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
      expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 800, 1600]);
      const served = await t.app.inject({ method: "GET", url: image.path });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect(served.headers["cache-control"]).toContain("immutable");
      const entity = (await field.create(image.path)).json();
      expect(entity[field.variants]).toHaveLength(3);
    }
    // The audit log has the writes that use the files, not an entry per upload step.
    expect((await api.get("/api/audit-log?entity=uploads")).json()).toEqual([]);
    expect((await api.get("/api/audit-log?entity=sponsors")).json()).toHaveLength(1);
    const category = (await api.get("/api/photo-categories")).json()[0];
    const photo = await multipart(await jpeg(1000, 800), "photo");
    expect(photo.statusCode).toBe(200);
    const created = (
      await api.post("/api/photos", { alt: "P", categoryId: category.id, src: photo.json().path })
    ).json();
    expect(created.srcVariants.map((v: { width: number }) => v.width)).toEqual([320, 800, 1000]);
    expect(created).toMatchObject({ width: 1000, height: 800 });
  });

  it("strips GPS and every other metadata from uploads", async () => {
    const url = await uploadUrl("photo");
    const rawPath = (await put(url, await jpeg(1200, 900, true))).json().rawPath;
    const path = (await complete(rawPath)).json().path;
    const served = await t.app.inject({ method: "GET", url: path });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.toString("latin1")).not.toContain("Phone");
  });

  it("serves stored files with ETag, ranges, nosniff, and 404 for a missing one", async () => {
    const path = (await multipart(await jpeg(400, 300), "photo")).json().path;
    const full = await t.app.inject({ method: "GET", url: path });
    expect(full.headers.etag).toBeTruthy();
    expect(full.headers["x-content-type-options"]).toBe("nosniff");
    const again = await t.app.inject({
      method: "GET",
      url: path,
      headers: { "if-none-match": String(full.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({ method: "GET", url: path, headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    const missing = await t.app.inject({ method: "GET", url: "/media/0000000000000000000000000000dead.jpg" });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses files over the limit with 413 and keeps nothing", async () => {
    const filesBefore = readdirSync(t.services.mediaDir as string).length;
    const storedBefore = await t.db.prisma.storedFile.count();
    const big = await bigJpeg(6 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const viaUrl = await put(await uploadUrl("logo"), big);
    expect(viaUrl.statusCode).toBe(413);
    expect(viaUrl.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "Die Datei ist zu groß: höchstens 5 MB." });
    const viaMultipart = await multipart(big, "member");
    expect(viaMultipart.statusCode).toBe(413);
    // The same file is fine as a gallery photo (10 MB).
    expect((await multipart(big, "photo")).statusCode).toBe(200);
    const tooBigForAll = await put(await uploadUrl("photo"), Buffer.concat([big, big]));
    expect(tooBigForAll.statusCode).toBe(413);
    expect(await t.db.prisma.storedFile.count()).toBe(storedBefore + 1);
    expect(readdirSync(t.services.mediaDir as string).filter((f) => f.startsWith("raw-"))).toEqual([]);
    expect(readdirSync(t.services.mediaDir as string).length).toBeGreaterThan(filesBefore);
  });

  it("refuses HTML named .jpg and SVG with 415, whatever the content type says", async () => {
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    expect((await put(await uploadUrl(), html, "image/jpeg")).statusCode).toBe(415);
    expect((await multipart(html, "photo", "cat.jpg")).statusCode).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await multipart(svg, "photo", "logo.svg");
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain("kein Bild");
  });

  it("says a cut-off or damaged photo is damaged, not that it is no image, and stores nothing", async () => {
    const whole = await jpeg(1200, 800);
    const storedBefore = await t.db.prisma.storedFile.count();
    for (const bytes of [whole.subarray(0, 300), whole.subarray(0, Math.floor(whole.length * 0.6))]) {
      const res = await multipart(bytes, "photo", "kaputt.jpg");
      expect(res.statusCode, `${bytes.length} bytes`).toBe(415);
      expect(res.json().message).toBe("Das Bild ist beschädigt oder unvollständig und konnte nicht gelesen werden.");
    }
    expect(await t.db.prisma.storedFile.count()).toBe(storedBefore);
  });

  it("never serves a raw upload, whose metadata is not stripped yet", async () => {
    const url = await uploadUrl();
    const rawPath = (await put(url, await jpeg(600, 400, true))).json().rawPath as string;
    const id = /([a-f0-9]{48})/.exec(rawPath)?.[1] as string;
    expect(readdirSync(t.services.mediaDir as string)).toContain(`raw-${id}`);
    for (const path of [`/media/raw-${id}`, `/media/raw-${id}.jpg`, `/media/RAW-${id}`, `/media/./raw-${id}`]) {
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.rawPayload.toString("latin1")).not.toContain("Phone");
    }
    // Completed, the processed image is served; the raw bytes are gone.
    const done = (await complete(rawPath)).json();
    expect((await t.app.inject({ method: "GET", url: done.path })).statusCode).toBe(200);
    expect(readdirSync(t.services.mediaDir as string)).not.toContain(`raw-${id}`);
  });

  it("keeps an upload URL usable after it refused a file: the right one may follow", async () => {
    const url = await uploadUrl("logo");
    expect((await put(url, Buffer.from("<!doctype html><p>not an image</p>"))).statusCode).toBe(415);
    expect((await put(url, await bigJpeg(6 * 1024 * 1024))).statusCode).toBe(413);
    const ok = await put(url, await jpeg(300, 200));
    expect(ok.statusCode).toBe(200);
    expect((await complete(ok.json().rawPath)).statusCode).toBe(200);
    // Once it took a file, it is used up.
    expect((await put(url, await jpeg(300, 200))).statusCode).toBe(403);
  });

  it("answers 403 for a used, expired or tampered upload URL", async () => {
    const url = await uploadUrl();
    expect((await put(url, await jpeg(200, 200))).statusCode).toBe(200);
    const reused = await put(url, await jpeg(200, 200));
    expect(reused.statusCode).toBe(403);
    expect(reused.json().message).toBe("Dieser Upload-Link wurde schon benutzt.");

    const expired = await uploadUrl();
    const id = /object-uploads\/([a-f0-9]+)/.exec(expired)?.[1] as string;
    await t.db.prisma.uploadTicket.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await put(expired, await jpeg(200, 200))).statusCode).toBe(403);

    const fresh = await uploadUrl();
    const tampered = fresh.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 3_600_000}`);
    expect((await put(tampered, await jpeg(200, 200))).statusCode).toBe(403);
    expect((await put(fresh.replace(/signature=[^&]+/, "signature=forged"), await jpeg(200, 200))).statusCode).toBe(
      403,
    );
  });

  it("lets no client path reach outside the storage", async () => {
    for (const url of [
      "/media/../../etc/passwd",
      "/media/..%2f..%2fetc%2fpasswd",
      "/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "/media/%252e%252e%252fetc%252fpasswd",
      "/media/..\\..\\etc\\passwd",
      "/media//etc/passwd",
      "/media/%2fetc%2fpasswd",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect([400, 403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain("root:");
    }
    for (const rawPath of ["../../etc/passwd", "/etc/passwd", "/api/object-uploads/../../etc/passwd", "raw-../../x"]) {
      const res = await complete(rawPath);
      expect([400, 404], rawPath).toContain(res.statusCode);
    }
    const put404 = await t.app.inject({
      method: "PUT",
      url: "/api/object-uploads/..%2f..%2fetc%2fpasswd?expires=1&signature=x",
      headers: { "content-type": "image/jpeg" },
      payload: Buffer.from("x"),
    });
    expect([403, 404]).toContain(put404.statusCode);
  });

  it("sweeps images nobody uses: released ones at once, never-used uploads after a day", async () => {
    const prisma = t.db.prisma;
    const storage = t.services.media.storage;
    const unused = (await multipart(await jpeg(300, 200), "photo")).json().path;
    const used = (await multipart(await jpeg(310, 200), "event")).json().path;
    const event = (await api.post("/api/events", { title: "Sweep", date: "2027-01-01", imageUrl: used })).json();

    await sweepMedia(prisma, storage);
    expect(await prisma.storedFile.count({ where: { path: { in: [unused, used] } } })).toBe(2);

    const tomorrow = new Date(Date.now() + 25 * 3600 * 1000);
    await sweepMedia(prisma, storage, tomorrow);
    expect(await prisma.storedFile.findUnique({ where: { path: unused } })).toBeNull();
    expect((await t.app.inject({ method: "GET", url: unused })).statusCode).toBe(404);
    expect(await prisma.storedFile.findUnique({ where: { path: used } })).not.toBeNull();

    // Deleted, the event is in the trash and keeps its image; deleted for good, the image goes.
    await api.delete(`/api/events/${event.id}`);
    await sweepMedia(prisma, storage);
    expect(await prisma.storedFile.findUnique({ where: { path: used } })).not.toBeNull();
    await api.delete(`/api/trash/event/${event.id}`);
    await sweepMedia(prisma, storage);
    expect(await prisma.storedFile.findUnique({ where: { path: used } })).toBeNull();
    expect((await t.app.inject({ method: "GET", url: used })).statusCode).toBe(404);

    // Expired upload links and their raw bytes go too; nothing piles up.
    await uploadUrl();
    await sweepMedia(prisma, storage, new Date(Date.now() + 2 * 3600 * 1000));
    expect(await prisma.uploadTicket.count()).toBe(0);
  });

  it("takes the multipart upload with an API token, and refuses it without one", async () => {
    const token = (await api.post("/api/admin/tokens", { name: "uploads" })).json().token;
    const ok = await multipart(await jpeg(500, 400), "photo", "a.jpg", { authorization: `Bearer ${token}` });
    expect(ok.statusCode).toBe(200);
    const anonymous = await multipart(await jpeg(500, 400), "photo", "a.jpg", {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: "UNAUTHORIZED", message: "Bitte als Admin anmelden" });
  });

  it("refuses an unknown purpose with 400 instead of taking the file as a photo", async () => {
    const res = await multipart(await jpeg(300, 200), "poster", "a.jpg");
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ purpose: expect.stringContaining("logo, member, cover, event, photo") });
    expect((await api.get("/api/object-uploads/url?purpose=poster")).statusCode).toBe(400);
  });

  it("lets a client that streams a file over the limit read the 413 and its message, over a real socket", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // Sent in pieces, as a browser on a phone connection sends: the server must not cut it off.
    const streamed = (bytes: number, head = Buffer.alloc(0), tail = Buffer.alloc(0)) => {
      const piece = Buffer.alloc(256 * 1024, 7);
      let sent = 0;
      return new ReadableStream({
        async pull(controller) {
          if (sent === 0 && head.length) controller.enqueue(head);
          if (sent >= bytes) {
            if (tail.length) controller.enqueue(tail);
            controller.close();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 2));
          controller.enqueue(piece);
          sent += piece.length;
        },
      });
    };
    const send = (path: string, body: ReadableStream, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { method: "PUT", body, duplex: "half", headers } as RequestInit);
    for (const megabytes of [6, 12]) {
      const url = await uploadUrl("logo");
      const res = await send(url, streamed(megabytes * 1024 * 1024));
      expect(res.status, `${megabytes} MB`).toBe(413);
      expect(await res.json()).toEqual({
        code: "PAYLOAD_TOO_LARGE",
        message: "Die Datei ist zu groß: höchstens 5 MB.",
      });
      // The URL is still good for the right file.
      expect((await put(url, await jpeg(300, 200))).statusCode).toBe(200);
    }
    const boundary = "----jc-streamed";
    const multipartHead = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n\r\n`,
    );
    const res = await fetch(`${base}/api/uploads?purpose=logo`, {
      method: "POST",
      body: streamed(12 * 1024 * 1024, multipartHead, Buffer.from(`\r\n--${boundary}--\r\n`)),
      duplex: "half",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("Die Datei ist zu groß: höchstens 5 MB.");
  });
});
