import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliParams, compress, negotiate } from "../src/compression.js";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The review: `Accept-Encoding: gzip, br;q=0` still got brotli, as the header was searched for
// the word "br". Its q-values are the client's word: q=0 is "never", a higher q wins.

describe("negotiate", () => {
  it.each([
    // No header, or nothing the server offers: as it is.
    [undefined, null],
    ["", null],
    ["identity", null],
    ["deflate", null],
    ["compress, deflate", null],
    // Brotli first among equals, whatever the client's order.
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["*", "br"],
    ["GZIP", "gzip"],
    // q=0 is "never".
    ["gzip, br;q=0", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0", null],
    ["br;q=0, *", "gzip"],
    ["gzip;q=0, *", "br"],
    ["gzip;q=0", null],
    ["br;q=0, gzip;q=0", null],
    ["*;q=0", null],
    ["*;q=0, gzip", "gzip"],
    ["br, *;q=0", "br"],
    ["br;q=0.0, gzip;q=0.000", null],
    // A higher q wins; identity preferred means as it is.
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0.8, gzip;q=0.5", "br"],
    ["br;q=0.5, identity", null],
    ["gzip;q=0.5, identity;q=0.1", "gzip"],
    ["identity;q=0, gzip;q=0.1", "gzip"],
    // Spaces and case as clients send them.
    ["gzip ,  br ; q=0", "gzip"],
    ["BR;Q=0, gzip", "gzip"],
  ])("Accept-Encoding: %j gives %s", (header, expected) => {
    expect(negotiate({ headers: header === undefined ? {} : { "accept-encoding": header } })).toBe(expected);
  });
});

describe("every answer keeps to the client's q-values", () => {
  let t: TestApp;
  let cookie: string;
  let asset: string;
  beforeAll(async () => {
    t = await createAdminTestApp({ CONTACT_RATE_LIMIT: "100" });
    cookie = await loginCookie(t.app);
    // Enough content that every answer is past the size below which nothing is compressed.
    const api = rest(t.app, cookie);
    const text = "Moien! Mir treffen eis um 8 Auer beim Sportsterrain. ".repeat(12);
    for (let i = 0; i < 3; i++) {
      const event = { title: `Fest ${i}`, description: text, date: "2031-07-01T18:00:00.000Z", location: "Kierchplaz" };
      expect((await api.post("/api/events", event)).statusCode).toBe(200);
      const message = { type: "membership", name: `Sender ${i}`, email: `s${i}@example.lu`, message: text };
      expect((await rest(t.app).post("/api/contact-submissions", message)).statusCode).toBe(200);
    }
    asset = /src="(\/assets\/[^"]+\.js)"/.exec((await t.app.inject({ method: "GET", url: "/" })).body)?.[1] as string;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Pages (rendered, then kept), a cached public read, JSON compressed by the plugin, an asset. */
  const answers = () => [
    { url: "/events", headers: {} },
    { url: "/events", headers: {} },
    { url: "/api/events", headers: {} },
    { url: "/api/events", headers: {} },
    { url: "/api/openapi.json", headers: {} },
    { url: "/api/contact-submissions", headers: { cookie } },
    { url: asset, headers: {} },
  ];

  const decoded = (body: Buffer, encoding: string | undefined) =>
    encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;

  it.each([
    ["gzip, br;q=0", ["gzip"]],
    ["br;q=0, *", ["gzip"]],
    ["br;q=0, gzip;q=0", [undefined, "identity"]],
    ["*;q=0", [undefined, "identity"]],
    ["identity", [undefined, "identity"]],
    ["gzip;q=0, br", ["br"]],
  ])("Accept-Encoding: %j is answered with %j", async (header, allowed) => {
    for (const { url, headers } of answers()) {
      const res = await t.app.inject({ method: "GET", url, headers: { ...headers, "accept-encoding": header } });
      expect(res.statusCode, url).toBe(200);
      const encoding = res.headers["content-encoding"] as string | undefined;
      expect(allowed, `${url}: ${encoding}`).toContain(encoding);
      // What arrives is what it says it is.
      expect(decoded(res.rawPayload, encoding).length, url).toBeGreaterThan(0);
      if (!url.startsWith("/assets/")) expect(decoded(res.rawPayload, encoding).toString(), url).toMatch(/^[<{[]/);
    }
  });
});

describe("brotli's window", () => {
  it("fits the body: the same bytes back, no larger than with brotli's default 4 MB window", async () => {
    const page = Buffer.from(
      Array.from({ length: 900 }, (_, i) => `<li><a href="/lb/evenementer/${i}">Event ${i % 37}</a></li>`).join(""),
    );
    const fitted = await compress(page, "br");
    const wide = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(brotliDecompressSync(fitted).equals(page)).toBe(true);
    expect(fitted.length).toBeLessThanOrEqual(wide.length * 1.01);
    expect(brotliParams(page.length)[constants.BROTLI_PARAM_LGWIN]).toBe(Math.ceil(Math.log2(page.length)));
  });

  it("stays within brotli's bounds for an empty body and a huge one", () => {
    expect(brotliParams(0)[constants.BROTLI_PARAM_LGWIN]).toBe(10);
    expect(brotliParams(100 * 1024 * 1024)[constants.BROTLI_PARAM_LGWIN]).toBe(22);
    expect(brotliDecompressSync(brotliCompressSync(Buffer.alloc(0), { params: brotliParams(0) })).length).toBe(0);
  });
});
