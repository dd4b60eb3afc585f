import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConnectionLimits } from "../src/connection-limits.js";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { LONG_TEST_TIMEOUT } from "./timeouts.js";
import { bigJpeg, jpeg, zipOf } from "./upload-fixtures.js";

// The time limits on real sockets, shortened from minutes to seconds (the same rules): an album
// on a slow line that keeps sending arrives, and its answer comes however long its photos take;
// a client that stops sending, or sends slowly where it may not, is cut.

const LIMITS: ConnectionLimits = { headers: 1_000, idle: 2_000, keepAlive: 500, body: 4_000, uploadBody: 30_000 };
/** Node checks its limits every second; a busy machine adds some. */
const SLACK = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Exchange {
  status: number | null;
  body: string;
  /** When the last byte was sent, and when the server closed the connection. */
  lastSentAt: number;
  closedAt: number;
  startedAt: number;
}

/**
 * A request over its own socket: the head, then the body in `pieces` with `pauseMs` between them,
 * stopping after `stopAfter` pieces (a stalled client). Connection: close, so the server closes
 * after answering; resolves when the connection is closed.
 */
async function send(
  port: number,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body: Buffer;
    pieces?: number;
    pauseMs?: number;
    stopAfter?: number;
  },
): Promise<Exchange> {
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
  await new Promise((resolve) => socket.once("connect", resolve));
  const startedAt = Date.now();
  const headers = { ...options.headers, "content-length": String(options.body.length), connection: "close" };
  socket.write(
    `${options.method} ${options.path} HTTP/1.1\r\nhost: localhost\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")}\r\n`,
  );
  const pieces = options.pieces ?? 1;
  const size = Math.ceil(options.body.length / pieces);
  let lastSentAt = Date.now();
  for (let i = 0; i < Math.min(pieces, options.stopAfter ?? pieces) && !socket.destroyed; i++) {
    if (i > 0) await sleep(options.pauseMs ?? 0);
    socket.write(options.body.subarray(i * size, (i + 1) * size));
    lastSentAt = Date.now();
  }
  const closedAt = await closed;
  const text = Buffer.concat(chunks).toString("utf8");
  const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
  return {
    status: status ? Number(status) : null,
    body: text.slice(text.indexOf("\r\n\r\n") + 4),
    lastSentAt,
    closedAt,
    startedAt,
  };
}

describe("upload time limits", { timeout: LONG_TEST_TIMEOUT }, () => {
  let t: TestApp;
  let cookie: string;
  let api: ReturnType<typeof rest>;
  let port: number;

  const album = async (name: string) => (await api.post("/api/photo-categories", { name })).json().id as number;
  const zipTo = (id: number) => ({ method: "POST", path: `/api/photo-categories/${id}/zip` });

  beforeAll(async () => {
    t = await createAdminTestApp({}, {}, { connectionLimits: LIMITS });
    cookie = await loginCookie(t.app);
    api = rest(t.app, cookie);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it("an album whose photos take longer than the idle limit to add still gets its answer", async () => {
    const id = await album("Grouss");
    const images = await Promise.all(
      Array.from(
        { length: 10 },
        async (_, i) => [`Bild_${i}.jpg`, await bigJpeg(1_500_000 + i * 20_000)] as [string, Buffer],
      ),
    );
    const res = await send(port, {
      ...zipTo(id),
      headers: { cookie, "content-type": "application/zip" },
      body: await zipOf(images),
    });
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).added).toHaveLength(10);
    // The server worked on it for longer than a silent client may stay.
    expect(res.closedAt - res.lastSentAt).toBeGreaterThan(LIMITS.idle);
  });

  it("an album on a slow line that keeps sending arrives, past the limit of other requests", async () => {
    const id = await album("Lues");
    const archive = await zipOf([
      ["Lues.jpg", await jpeg(300, 200)],
      ["Lues2.jpg", await jpeg(200, 300)],
    ]);
    const res = await send(port, {
      ...zipTo(id),
      headers: { cookie, "content-type": "application/zip" },
      body: archive,
      pieces: 10,
      pauseMs: 700,
    });
    expect(res.lastSentAt - res.startedAt).toBeGreaterThan(LIMITS.body);
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).added).toHaveLength(2);
  });

  it("an album upload that stops sending is cut after the idle limit; nothing is added or left on disk", async () => {
    const id = await album("Hänkt");
    const archive = await zipOf([["Hänkt.jpg", await jpeg(300, 200)]]);
    const res = await send(port, {
      ...zipTo(id),
      headers: { cookie, "content-type": "application/zip" },
      body: archive,
      pieces: 4,
      stopAfter: 2,
    });
    expect(res.closedAt - res.lastSentAt).toBeLessThan(LIMITS.idle + SLACK);
    expect(res.status).toBeNull();
    // The cut request's part file goes once the server has seen the socket close: on a busy host
    // that can take longer than a fixed wait (a CI run saw it still there after 200 ms).
    await expect.poll(() => readdirSync(t.services.incomingDir)).toEqual([]);
    expect((await api.get(`/api/photos?categoryId=${id}`)).json()).toEqual([]);
  });

  it("a slow upload to a signed upload link arrives", async () => {
    const link = new URL((await api.get("/api/object-uploads/url")).json().url);
    const res = await send(port, {
      method: "PUT",
      path: link.pathname + link.search,
      headers: { "content-type": "image/jpeg" },
      body: await jpeg(400, 300),
      pieces: 10,
      pauseMs: 700,
    });
    expect(res.lastSentAt - res.startedAt).toBeGreaterThan(LIMITS.body);
    expect(res.status, res.body).toBe(200);
  });

  it("a slow body where no long upload is allowed is cut at the body limit, with a 408 when unanswered", async () => {
    const drip = { pieces: 40, pauseMs: 300 };
    const [contact, unsigned, stranger] = await Promise.all([
      send(port, {
        method: "POST",
        path: "/api/contact-submissions",
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify({ type: "contact", name: "A B", email: "a@b.lu", message: "x".repeat(400) })),
        ...drip,
      }),
      send(port, {
        method: "PUT",
        path: `/api/object-uploads/${"a".repeat(48)}?expires=${Date.now() + 60_000}&signature=falsch`,
        headers: { "content-type": "image/jpeg" },
        body: Buffer.alloc(4000, 1),
        ...drip,
      }),
      // Not signed in: answered at once, but Node would read the rest of its body for as long
      // as the client sends it.
      send(port, { ...zipTo(1), headers: { "content-type": "application/zip" }, body: Buffer.alloc(4000, 1), ...drip }),
    ]);
    for (const res of [contact, unsigned, stranger]) {
      expect(res.closedAt - res.startedAt).toBeLessThan(LIMITS.body + SLACK);
    }
    for (const res of [contact, unsigned]) {
      expect(res.status).toBe(408);
      expect(JSON.parse(res.body).message).toBe(
        "Die Anfrage kam nicht rechtzeitig vollständig an. Bitte erneut senden.",
      );
    }
    expect(stranger.status).toBe(401);
  });
});
