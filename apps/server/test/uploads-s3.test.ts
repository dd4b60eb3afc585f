import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { createS3Storage, type S3Options, sweepMedia } from "@jugendclub/api";
import { type S3Server, startS3 } from "@jugendclub/testing/s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { securityHeaders } from "../src/security.js";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { bigJpeg, jpeg, multipartBody } from "./upload-fixtures.js";

const BUCKET = "jugendclub-media";

/**
 * The S3 driver against a real S3-protocol server (s3rver) on loopback: presigned PUT URLs that
 * the bucket itself checks, completion that reads from the bucket, files served from it.
 */
describe("uploads on S3-compatible storage", () => {
  let s3: S3Server;
  let endpoint: string;
  let client: S3Client;
  let t: TestApp;
  let cookie: string;
  let api: ReturnType<typeof rest>;

  const keys = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key as string);
  };
  const uploadUrl = async (purpose = "photo") => {
    const res = await api.get(`/api/object-uploads/url?purpose=${purpose}`);
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  };
  // The browser's PUT: real HTTP to the bucket, not to our server.
  const put = (url: string, body: Buffer, type = "image/jpeg") =>
    fetch(url, { method: "PUT", body: new Uint8Array(body), headers: { "content-type": type } });
  const complete = (rawPath: string) => api.post("/api/object-uploads/complete", { rawPath });
  const multipart = (body: Buffer, purpose: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/uploads?purpose=${purpose}`,
      ...multipartBody(body, "p.jpg", { cookie }),
    });

  beforeAll(async () => {
    s3 = await startS3(BUCKET);
    endpoint = s3.endpoint;
    client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: s3.credentials });
    t = await createAdminTestApp(s3.env);
    cookie = await loginCookie(t.app);
    api = rest(t.app, cookie);
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.close();
  });

  it("hands out presigned bucket URLs valid for 15 minutes, and only to admins", async () => {
    expect((await rest(t.app).get("/api/object-uploads/url")).statusCode).toBe(401);
    const url = new URL(await uploadUrl());
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/raw-[a-f0-9]{48}$`));
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[a-f0-9]{64}$/);
  });

  it("lets the page's scripts connect to the bucket's upload origin, and nowhere else (issue 30)", async () => {
    const csp = String((await t.app.inject({ method: "GET", url: "/healthz" })).headers["content-security-policy"]);
    // The origin the presigned URL points at, as the browser sees it.
    const origin = new URL(await uploadUrl()).origin;
    expect(origin).toBe(endpoint);
    expect(csp).toContain(`connect-src 'self' ${origin};`);
    // Images are served by the host (/media/), never from the bucket.
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it("derives the upload origin as the SDK builds the bucket's URLs: AWS, a dotted name, R2, MinIO", async () => {
    const cases: [S3Options, string][] = [
      [{ bucket: "jugendclub-media", region: "eu-west-1" }, "https://jugendclub-media.s3.eu-west-1.amazonaws.com"],
      // A name with dots does not fit a TLS wildcard: the SDK puts it in the path.
      [{ bucket: "media.jugendclub.lu", region: "eu-central-1" }, "https://s3.eu-central-1.amazonaws.com"],
      [
        { bucket: "media", region: "auto", endpoint: "https://abc123.r2.cloudflarestorage.com" },
        "https://media.abc123.r2.cloudflarestorage.com",
      ],
      [
        { bucket: "media", region: "us-east-1", endpoint: "https://minio.jugendclub.lu:9000", forcePathStyle: true },
        "https://minio.jugendclub.lu:9000",
      ],
    ];
    for (const [options, origin] of cases) {
      expect(await createS3Storage(options).uploadOrigin?.(), options.bucket).toBe(origin);
      expect(securityHeaders({ uploadOrigin: origin })["content-security-policy"]).toContain(
        `connect-src 'self' ${origin};`,
      );
    }
    expect(securityHeaders()["content-security-policy"]).toContain("connect-src 'self';");
  });

  it("round trip for every image field: PUT to the bucket, complete, GPS gone, served through the server", async () => {
    const fields = [
      {
        purpose: "event",
        create: (p: string) => api.post("/api/events", { title: "E", date: "2027-01-01", imageUrl: p }),
      },
      { purpose: "logo", create: (p: string) => api.post("/api/sponsors", { name: "S", logo: p }) },
      {
        purpose: "member",
        create: (p: string) => api.post("/api/committee-members", { name: "M", role: "R", photo: p }),
      },
      { purpose: "cover", create: (p: string) => api.post("/api/photo-categories", { name: "C", coverImage: p }) },
    ];
    const paths: string[] = [];
    for (const [index, field] of fields.entries()) {
      const url = await uploadUrl(field.purpose);
      expect((await put(url, await jpeg(1700 + index, 1100, true))).status).toBe(200);
      // The bucket answers the PUT with no body: the web app sends the URL's path as rawPath.
      const done = await complete(new URL(url).pathname);
      expect(done.statusCode, done.body).toBe(200);
      const image = done.json();
      expect(image.path).toMatch(/^\/media\/[a-f0-9]{32}\.jpg$/);
      expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 800, 1600]);
      expect((await field.create(image.path)).statusCode).toBe(200);
      const served = await t.app.inject({ method: "GET", url: image.path });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect(served.headers["cache-control"]).toContain("immutable");
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(1700 + index);
      const variant = await t.app.inject({ method: "GET", url: image.variants[0].url });
      expect(variant.headers["content-type"]).toBe("image/webp");
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
      paths.push(image.path);
    }
    // The gallery photo through the one-step upload, which also stores in the bucket.
    const category = (await api.get("/api/photo-categories")).json()[0];
    const photo = await multipart(await jpeg(1000, 800), "photo");
    expect(photo.statusCode).toBe(200);
    const created = await api.post("/api/photos", { alt: "P", categoryId: category.id, src: photo.json().path });
    expect(created.json().srcVariants.map((v: { width: number }) => v.width)).toEqual([320, 800, 1000]);

    const stored = await keys();
    for (const path of [...paths, photo.json().path]) expect(stored).toContain(path.slice("/media/".length));
    // Raw uploads are gone once completed.
    expect(stored.filter((key) => key.startsWith("raw-"))).toEqual([]);
  });

  it("serves bucket files with ETag, 304, byte ranges, and 404 for missing or raw ones", async () => {
    const path = (await multipart(await jpeg(400, 300), "photo")).json().path as string;
    const full = await t.app.inject({ method: "GET", url: path });
    expect(full.statusCode).toBe(200);
    expect(full.headers["x-content-type-options"]).toBe("nosniff");
    const etag = String(full.headers.etag);
    expect((await t.app.inject({ method: "GET", url: path, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    const part = await t.app.inject({ method: "GET", url: path, headers: { range: "bytes=10-109" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-109/${full.rawPayload.length}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(10, 110))).toBe(true);
    const tail = await t.app.inject({ method: "GET", url: path, headers: { range: "bytes=-50" } });
    expect(tail.rawPayload.equals(full.rawPayload.subarray(-50))).toBe(true);
    const beyond = await t.app.inject({ method: "GET", url: path, headers: { range: `bytes=${10 ** 9}-` } });
    expect(beyond.statusCode).toBe(416);
    const head = await t.app.inject({ method: "HEAD", url: path });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const url of [
      "/media/0000000000000000000000000000dead.jpg",
      "/media/..%2f..%2fetc%2fpasswd",
      "/media/%2e%2e%2fx.jpg",
      `/media/raw-${"a".repeat(48)}`,
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("refuses oversized and non-image uploads at completion (413, 415) and keeps nothing", async () => {
    const storedBefore = await t.db.prisma.storedFile.count();
    const big = await bigJpeg(6 * 1024 * 1024);
    const logoUrl = await uploadUrl("logo");
    expect((await put(logoUrl, big)).status).toBe(200);
    const tooBig = await complete(logoUrl);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("Die Datei ist zu groß: höchstens 5 MB.");

    const htmlUrl = await uploadUrl("photo");
    expect((await put(htmlUrl, Buffer.from("<!doctype html><script>alert(1)</script>"))).status).toBe(200);
    const html = await complete(htmlUrl);
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toContain("kein Bild");

    expect(await t.db.prisma.storedFile.count()).toBe(storedBefore);
    expect((await keys()).filter((key) => key.startsWith("raw-"))).toEqual([]);
  });

  it("keeps a bucket URL usable after completion refused its file: the right one may follow", async () => {
    const url = await uploadUrl("logo");
    expect((await put(url, Buffer.from("<!doctype html><p>not an image</p>"))).status).toBe(200);
    expect((await complete(url)).statusCode).toBe(415);
    expect((await put(url, await jpeg(300, 200))).status).toBe(200);
    expect((await complete(url)).statusCode).toBe(200);
    expect((await complete(url)).statusCode).toBe(403);
  });

  it("answers 403 for a used or an expired upload URL", async () => {
    const url = await uploadUrl();
    expect((await put(url, await jpeg(200, 200))).status).toBe(200);
    expect((await complete(url)).statusCode).toBe(200);
    const again = await complete(url);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe("Dieser Upload-Link wurde schon benutzt.");

    // The bucket itself refuses the URL once its 15 minutes are over.
    const late = await uploadUrl();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60_000 });
    try {
      expect((await put(late, await jpeg(200, 200))).status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    // (A tampered signature is the bucket's to refuse; s3rver does not check V4 signatures.)
    // Completing before anything was PUT: nothing there, and the URL stays usable.
    const early = await uploadUrl();
    expect((await complete(early)).statusCode).toBe(404);
    expect((await put(early, await jpeg(210, 200))).status).toBe(200);
    expect((await complete(early)).statusCode).toBe(200);
  });

  it("sweeps: bytes PUT but never completed, re-PUT after completion, and released images leave the bucket", async () => {
    const storage = t.services.media.storage;
    const abandoned = await uploadUrl();
    expect((await put(abandoned, await jpeg(220, 200))).status).toBe(200);
    const reused = await uploadUrl();
    expect((await put(reused, await jpeg(230, 200))).status).toBe(200);
    expect((await complete(reused)).statusCode).toBe(200);
    expect((await put(reused, await jpeg(240, 200))).status).toBe(200);
    expect((await keys()).filter((key) => key.startsWith("raw-"))).toHaveLength(2);

    const used = (await multipart(await jpeg(310, 200), "event")).json().path as string;
    const event = (await api.post("/api/events", { title: "Sweep", date: "2027-01-01", imageUrl: used })).json();
    // Deleted for good (a delete alone moves it into the trash, which keeps its image).
    await api.delete(`/api/events/${event.id}`);
    await api.delete(`/api/trash/event/${event.id}`);

    const later = new Date(Date.now() + 2 * 3600 * 1000);
    await sweepMedia(t.db.prisma, storage, later);
    const left = await keys();
    expect(left.filter((key) => key.startsWith("raw-"))).toEqual([]);
    const hash = used.slice("/media/".length, -".jpg".length);
    expect(left.filter((key) => key.startsWith(hash))).toEqual([]);
    expect(await t.db.prisma.uploadTicket.count({ where: { expiresAt: { lt: later } } })).toBe(0);
  });
});
