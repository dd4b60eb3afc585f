import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTION_LIMITS } from "../src/connection-limits.js";
import { createTestApp, type TestApp } from "./helpers.js";
import { LONG_TEST_TIMEOUT } from "./timeouts.js";

// Idle and slow clients cannot hold the server's connections: each kind is closed by the server
// within its bound, and the site answers while a thousand of them are open.

const HEADERS_MS = CONNECTION_LIMITS.headers;
const KEEP_ALIVE_MS = CONNECTION_LIMITS.keepAlive;

/** A socket that records when the server closed it. */
function open(port: number): Promise<{ socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const closed = new Promise<number>((done) => {
      socket.on("close", () => done(Date.now()));
    });
    socket.on("error", () => undefined);
    // Read whatever the server sends (its 408), or the socket never sees the end.
    socket.resume();
    socket.once("connect", () => resolve({ socket, closed }));
    socket.once("error", reject);
  });
}

describe("connection timeouts", { timeout: LONG_TEST_TIMEOUT }, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it("closes idle, slow-header and idle keep-alive sockets, and answers with 1 000 idle ones open", async () => {
    const started = Date.now();
    const idle = await Promise.all(Array.from({ length: 1000 }, () => open(port)));

    // A client that sends its headers a byte at a time never finishes them.
    const slow = await open(port);
    const dribble = setInterval(() => slow.socket.write("X"), 500);
    slow.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ");

    // A keep-alive client that sent one request and then nothing.
    const kept = await open(port);
    kept.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");

    // With all of them open, the site answers.
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    const keptClosedAt = await kept.closed;
    const idleClosedAt = await Promise.all(idle.map((socket) => socket.closed));
    const slowClosedAt = await slow.closed;
    clearInterval(dribble);
    // Bounds with slack for a busy machine: the server checks every second.
    const slack = 5_000;
    expect(keptClosedAt - started).toBeLessThan(KEEP_ALIVE_MS + slack);
    expect(Math.max(...idleClosedAt) - started).toBeLessThan(HEADERS_MS + slack);
    expect(slowClosedAt - started).toBeLessThan(HEADERS_MS + slack);
  });
});
