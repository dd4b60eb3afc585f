import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The public reads are answered from memory with an ETag; every write, through any instance or
// straight into the database, makes the next read fresh.
describe("the response cache of the public reads", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let admin: ReturnType<typeof rest>;

  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = rest(t.app, await loginCookie(t.app));
    // A second server instance on the same database, with a cache of its own.
    other = await buildApp({ config: t.config, services: t.services, logger: false });
    await other.ready();
    for (let i = 0; i < 30; i++) {
      const res = await admin.post("/api/events", {
        title: `Event ${i} with a title long enough to make the list worth compressing`,
        date: `2027-0${(i % 9) + 1}-12T17:00:00Z`,
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("answers a repeated read with the same ETag, and 304 when the client has it", async () => {
    const first = await get(t.app, "/api/events");
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const second = await get(t.app, "/api/events");
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    const revalidated = await get(t.app, "/api/events", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    const stale = await get(t.app, "/api/events", { "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toHaveLength(30);
  });

  it("is fresh after a write through REST, through tRPC, through another instance and in the database", async () => {
    const before = await get(t.app, "/api/events");
    const etag = before.headers.etag as string;
    const events = before.json() as { id: number; title: string }[];
    const target = events[0] as { id: number };

    // REST PATCH through this instance.
    expect((await admin.patch(`/api/events/${target.id}`, { title: "Neien Titel" })).statusCode).toBe(200);
    const afterRest = await get(t.app, "/api/events", { "if-none-match": etag });
    expect(afterRest.statusCode).toBe(200);
    expect(afterRest.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: target.id, title: "Neien Titel" })]),
    );

    // Warm the other instance's cache, then write through this one: the other sees it.
    expect((await get(other, `/api/events/${target.id}`)).json()).toMatchObject({ title: "Neien Titel" });
    expect(
      (await admin.put(`/api/events/${target.id}`, { title: "Iwwer PUT", date: "2027-05-01T10:00:00Z" })).statusCode,
    ).toBe(200);
    expect((await get(other, `/api/events/${target.id}`)).json()).toMatchObject({ title: "Iwwer PUT" });

    // tRPC batch read, then a write straight into the database (no server code involved).
    const batch = `/trpc/events.byId?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { id: target.id } }))}`;
    const cached = await get(other, batch);
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toContain("Iwwer PUT");
    await t.db.prisma.event.update({ where: { id: target.id }, data: { title: "Direkt an der Datebank" } });
    const fresh = await get(other, batch, { "if-none-match": cached.headers.etag as string });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain("Direkt an der Datebank");

    // A delete empties what was cached.
    expect((await admin.delete(`/api/events/${target.id}`)).statusCode).toBe(200);
    expect((await get(t.app, `/api/events/${target.id}`)).statusCode).toBe(404);
    expect((await get(other, "/api/events")).json()).toHaveLength(29);
  });

  it("sends answers compressed, brotli first, and decodable, cached or not", async () => {
    // A write first, so the first compressed read below is computed, not cached.
    await admin.post("/api/events", { title: "Nach een", date: "2027-12-24T18:00:00Z" });
    const computed = await get(t.app, "/api/events", { "accept-encoding": "br" });
    expect(computed.headers["content-encoding"]).toBe("br");
    const plain = await get(t.app, "/api/events");
    expect(brotliDecompressSync(computed.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers.etag).toBe(computed.headers.etag);
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      for (let round = 0; round < 2; round++) {
        const res = await get(t.app, "/api/events", { "accept-encoding": `${encoding}, deflate` });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it("never keeps what depends on who asks: admin reads and errors", async () => {
    const list = await admin.get("/api/contact-submissions");
    expect(list.statusCode).toBe(200);
    expect(list.headers.etag).toBeUndefined();
    const anonymous = await get(t.app, "/api/contact-submissions");
    expect(anonymous.statusCode).toBe(401);
    const missing = await get(t.app, "/api/events/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it("compresses the API's JSON that is not cached", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/contact-submissions",
      headers: { cookie: (await loginCookie(t.app)) as string, "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    // An empty list is below the threshold: it goes as it is.
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual([]);
    const openapi = await get(t.app, "/api/openapi.json", { "accept-encoding": "gzip" });
    expect(openapi.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(openapi.rawPayload).toString()).openapi).toMatch(/^3\.1/);
  });
});
