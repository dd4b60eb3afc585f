import { request } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type ForwardingProxy,
  proxyAddXForwardedFor,
  startForwardingProxy,
} from "@jugendclub/testing/forwarding-proxy";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The client's address decides its contact and login limits. Behind a proxy that appends to
// X-Forwarded-For as nginx does ($proxy_add_x_forwarded_for), a client writes the entries left of
// the proxy's own: the review's 12 contact posts with `X-Forwarded-For: 198.51.100.<i>, 127.0.0.1`
// all got through (limit 5), and so did 12 logins past a limit of 10. Here they must count per
// real client, through a real proxy on loopback, whatever the client writes.

const CONTACT_LIMIT = 5;
const LOGIN_LIMIT = 10;
const ATTEMPTS = 12;
/**
 * Contact messages over the limit are kept for review (200) up to four times the limit; past that,
 * 429. So a client's own count shows after 4 × CONTACT_LIMIT messages.
 */
const CONTACT_HARD_LIMIT = 4 * CONTACT_LIMIT;
const CONTACT_ATTEMPTS = CONTACT_HARD_LIMIT + 2;
const contactStatuses = [
  ...Array(CONTACT_HARD_LIMIT).fill(200),
  ...Array(CONTACT_ATTEMPTS - CONTACT_HARD_LIMIT).fill(429),
];

const contact = (i: number) =>
  JSON.stringify({ type: "membership", name: `Sender ${i}`, email: `s${i}@example.lu`, message: "Moien" });
const wrongLogin = (i: number) => JSON.stringify({ username: `guess${i}`, password: `wrong password ${i}` });

/** The two forgeries of the review: a chain ending in loopback, and a new address each time. */
const forgeries = [
  { label: "198.51.100.<i>, 127.0.0.1", forge: (i: number) => `198.51.100.${i + 1}, 127.0.0.1` },
  { label: "198.51.100.<i>", forge: (i: number) => `198.51.100.${i + 1}` },
] as const;

/** A POST over a real socket from the client address `from` (any 127.x address is on loopback). */
function post(
  url: string,
  path: string,
  body: string,
  from: string,
  forwardedFor: string,
): Promise<{ status: number; body: string }> {
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.each([
  { trust: "1", what: "one proxy in front (a hop count)" },
  { trust: "127.0.0.1", what: "the proxy's address" },
])("TRUST_PROXY=$trust ($what), through a proxy that appends to X-Forwarded-For", ({ trust }) => {
  let t: TestApp;
  let proxy: ForwardingProxy;

  beforeAll(async () => {
    t = await createAdminTestApp({
      TRUST_PROXY: trust,
      CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    proxy = await startForwardingProxy(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.prisma.rateLimit.deleteMany();
  });

  it.each(forgeries)(
    "counts contact messages per real client whatever X-Forwarded-For it sends ($label)",
    async ({ forge }) => {
      const statuses: number[] = [];
      for (let i = 0; i < CONTACT_ATTEMPTS; i++) {
        statuses.push((await post(proxy.url, "/api/contact-submissions", contact(i), "127.0.0.2", forge(i))).status);
      }
      expect(statuses).toEqual(contactStatuses);
      // Another client behind the same proxy has its own count: the proxy's address is not the client's.
      expect((await post(proxy.url, "/api/contact-submissions", contact(99), "127.0.0.3", forge(99))).status).toBe(200);
    },
  );

  it.each(forgeries)(
    "counts failed logins per real client whatever X-Forwarded-For it sends ($label)",
    async ({ forge }) => {
      const statuses: number[] = [];
      // A new username each time, so only the address's counter can stop them.
      for (let i = 0; i < ATTEMPTS; i++) {
        statuses.push((await post(proxy.url, "/api/auth/login", wrongLogin(i), "127.0.0.2", forge(i))).status);
      }
      expect(count(statuses, 401)).toBe(LOGIN_LIMIT);
      expect(count(statuses, 429)).toBe(ATTEMPTS - LOGIN_LIMIT);
      expect((await post(proxy.url, "/api/auth/login", wrongLogin(99), "127.0.0.3", forge(99))).status).toBe(401);
    },
  );
});

// `loopback` trusts every address on loopback, so a client on this machine would be a trusted
// proxy itself: the proxy on 127.0.0.1 is the request's peer here, and the address it appended
// is a client's from outside, built by the same rule the proxy above applies.
describe("TRUST_PROXY=loopback, a proxy on the same machine", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: "loopback", CONTACT_RATE_LIMIT: String(CONTACT_LIMIT) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const viaProxy = (client: string, sent: string, i: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact-submissions",
      remoteAddress: "127.0.0.1",
      headers: { "content-type": "application/json", "x-forwarded-for": proxyAddXForwardedFor(sent, client) },
      payload: contact(i),
    });

  it.each(forgeries)(
    "counts contact messages per real client whatever X-Forwarded-For it sends ($label)",
    async ({ forge }) => {
      await t.db.prisma.rateLimit.deleteMany();
      const statuses: number[] = [];
      for (let i = 0; i < CONTACT_ATTEMPTS; i++)
        statuses.push((await viaProxy("203.0.113.50", forge(i), i)).statusCode);
      expect(statuses).toEqual(contactStatuses);
      expect((await viaProxy("203.0.113.51", forge(99), 99)).statusCode).toBe(200);
    },
  );
});

describe("TRUST_PROXY unset: X-Forwarded-For is not read at all", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ CONTACT_RATE_LIMIT: String(CONTACT_LIMIT) });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts the connecting address, whatever X-Forwarded-For says", async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_ATTEMPTS; i++) {
      statuses.push(
        (await post(url, "/api/contact-submissions", contact(i), "127.0.0.2", forgeries[i % 2]?.forge(i) ?? "")).status,
      );
    }
    expect(statuses).toEqual(contactStatuses);
  });
});
