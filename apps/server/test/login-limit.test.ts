import { randomBytes } from "node:crypto";
import { BUSY_MESSAGE, deviceCookieFor } from "@jugendclub/api";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The login limit as an attacker meets it: many guesses at once, many guesses in one request, and
// a lockout of the real admin. LOGIN_RATE_LIMIT is 10 here, the production default.
const LIMIT = 10;

describe("the login limit under attack", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.prisma.rateLimit.deleteMany();
  });

  const login = (from: string, credentials: { username: string; password: string }, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: from,
      headers: cookie ? { cookie } : {},
      payload: credentials,
    });
  const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode);
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  it("checks at most the limit's passwords when 40 wrong logins arrive at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login("203.0.113.7", { username: "admin", password: `guess ${i}` })),
    );
    const got = statuses(answers);
    // Each 401 is a password that was checked; every other attempt was refused before the check.
    expect(count(got, 401)).toBe(LIMIT);
    expect(count(got, 429)).toBe(40 - LIMIT);
  });

  it("counts per username across addresses: 40 addresses at once get at most the limit's checks", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`198.51.100.${i + 1}`, { username: "admin", password: `g${i}` })),
    );
    expect(count(statuses(answers), 401)).toBe(LIMIT);
  });

  it("refuses a tRPC batch that carries logins, so 30 batches of 18 at once check no password", async () => {
    const batch = (from: string) =>
      t.app.inject({
        method: "POST",
        url: `/trpc/${Array(18).fill("auth.login").join(",")}?batch=1`,
        remoteAddress: from,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(
          Object.fromEntries(Array.from({ length: 18 }, (_, i) => [i, { username: "admin", password: `b${i}` }])),
        ),
      });
    const answers = await Promise.all(Array.from({ length: 30 }, () => batch("203.0.113.9")));
    const results = answers.flatMap((answer) => answer.json() as { error?: { data?: { httpStatus?: number } } }[]);
    expect(results).toHaveLength(30 * 18);
    expect(results.every((result) => result.error?.data?.httpStatus === 400)).toBe(true);
    expect(answers.every((answer) => !answer.cookies.some((c) => c.name === "jc_session"))).toBe(true);
    // Nothing was counted either: no password was looked at.
    expect(await t.db.prisma.rateLimit.count()).toBe(0);

    // A batch with the right password does not sign in; alone, the same call does.
    const withRight = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.me,auth.login?batch=1",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ 1: ADMIN }),
    });
    expect(withRight.cookies.some((c) => c.name === "jc_session")).toBe(false);
    const alone = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.login?batch=1",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ 0: ADMIN }),
    });
    expect(alone.statusCode).toBe(200);
    expect(alone.cookies.some((c) => c.name === "jc_session")).toBe(true);
  });

  it("lets the admin in from a browser that signed in before, while attackers exhaust the username", async () => {
    const first = await login("192.0.2.10", ADMIN);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === "jc_device");
    expect(device?.httpOnly).toBe(true);
    expect(device?.sameSite).toBe("Strict");
    const trusted = `jc_device=${device?.value}`;

    // Attackers on many addresses use up the username's limit.
    const attack = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(`198.51.100.${i + 1}`, { username: "admin", password: `x${i}` })),
    );
    expect(count(statuses(attack), 429)).toBeGreaterThan(0);
    // The real password from an unknown client is locked out with them.
    expect((await login("192.0.2.99", ADMIN)).statusCode).toBe(429);

    // The admin's own browser still gets in, and the attackers still get 429.
    const admin = await login("192.0.2.10", ADMIN, trusted);
    expect(admin.statusCode).toBe(200);
    expect(admin.cookies.some((c) => c.name === "jc_session")).toBe(true);
    expect((await login("198.51.100.77", { username: "admin", password: "again" })).statusCode).toBe(429);

    // A forged device cookie or one made for another admin is no way around the limit.
    const [id] = (device?.value ?? "").split(".");
    expect((await login("198.51.100.78", ADMIN, `jc_device=${id}.forged`)).statusCode).toBe(429);
    await t.db.prisma.adminUser.create({ data: { username: "tom", passwordHash: "x" } });
    for (let i = 0; i < LIMIT; i++) await login("198.51.100.79", { username: "tom", password: `t${i}` });
    expect((await login("192.0.2.10", { username: "tom", password: "t" }, trusted)).statusCode).toBe(429);
  });

  it("limits a trusted browser on its own: its failures lock it, not the admin's other browsers", async () => {
    const device = (await login("192.0.2.20", ADMIN)).cookies.find((c) => c.name === "jc_device");
    const trusted = `jc_device=${device?.value}`;
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login("192.0.2.20", { username: "admin", password: `y${i}` }, trusted)),
    );
    expect(count(statuses(guesses), 401)).toBe(LIMIT);
    expect((await login("192.0.2.20", ADMIN, trusted)).statusCode).toBe(429);
    // The username's own counter was not touched: any other client signs in.
    expect((await login("192.0.2.21", ADMIN)).statusCode).toBe(200);
  });

  it("lets the admin's trusted browser in 6 times out of 6 while 60 logins for made-up usernames flood the password checks", async () => {
    const trusted = `jc_device=${(await login("192.0.2.40", ADMIN)).cookies.find((c) => c.name === "jc_device")?.value}`;
    // 60 attackers, each sending its next login as soon as the last is answered: random usernames
    // from addresses that never repeat, so no login counter stops them, only the password queue.
    let flooding = true;
    let sent = 0;
    const busy: number[] = [];
    const attacker = async () => {
      while (flooding) {
        const n = sent++;
        const answer = await login(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, {
          username: randomBytes(6).toString("hex"),
          password: "guess",
        });
        if (answer.statusCode === 429 && answer.json().message === BUSY_MESSAGE) busy.push(Date.now());
      }
    };
    const attackers = Array.from({ length: 60 }, attacker);
    try {
      // The queue is full: attackers are being turned away as busy.
      await expect.poll(() => busy.length).toBeGreaterThan(0);
      const admin: number[] = [];
      for (let i = 0; i < 6; i++) {
        const before = busy.length;
        const answer = await login("192.0.2.40", ADMIN, trusted);
        admin.push(answer.statusCode);
        expect(answer.cookies.some((c) => c.name === "jc_session")).toBe(answer.statusCode === 200);
        // Attackers were turned away while this sign-in was waiting: the queue was full meanwhile.
        expect(busy.length, `attempt ${i + 1}`).toBeGreaterThan(before);
      }
      expect(admin).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      flooding = false;
      await Promise.all(attackers);
    }
  });

  it("throttles forged device cookies per address: 30 signed with the leaked key get at most the limit's checks", async () => {
    // An attacker holding the signing key mints a new device id for every guess.
    const forged = await Promise.all(
      Array.from({ length: 30 }, async () => `jc_device=${await deviceCookieFor(t.db.prisma, ADMIN.username)}`),
    );
    expect(new Set(forged).size).toBe(30);
    const guesses = await Promise.all(
      forged.map((cookie, i) => login("203.0.113.50", { username: ADMIN.username, password: `z${i}` }, cookie)),
    );
    const got = statuses(guesses);
    expect(count(got, 401)).toBe(LIMIT);
    expect(count(got, 429)).toBe(30 - LIMIT);
    // The same address stays throttled with a fresh forged cookie, even with the right password.
    const fresh = `jc_device=${await deviceCookieFor(t.db.prisma, ADMIN.username)}`;
    expect((await login("203.0.113.50", ADMIN, fresh)).statusCode).toBe(429);
    // The admin's own trusted browser, elsewhere, is not touched by those failures.
    const device = (await login("192.0.2.50", ADMIN)).cookies.find((c) => c.name === "jc_device");
    expect((await login("192.0.2.50", ADMIN, `jc_device=${device?.value}`)).statusCode).toBe(200);
  });

  it("gives the right password's attempt back, so signing in never uses up the limit", async () => {
    for (let i = 0; i < LIMIT + 3; i++) expect((await login("192.0.2.30", ADMIN)).statusCode).toBe(200);
  });
});
