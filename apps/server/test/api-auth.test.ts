import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

describe("sessions, tokens and throttling", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ LOGIN_RATE_LIMIT: "3", PUBLIC_URL: "https://club.example" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores only a hash of the session token, marks the cookie Secure on https, and logout ends it", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
    const cookie = res.cookies.find((c) => c.name === "jc_session");
    expect(cookie?.secure).toBe(true);
    const token = cookie?.value as string;
    const sessions = await t.db.prisma.session.findMany();
    expect(sessions.some((s) => s.tokenHash === sha256(token))).toBe(true);
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false);

    const api = rest(t.app, `jc_session=${token}`);
    expect((await api.get("/api/auth/me")).json()).toEqual({
      user: { id: expect.any(Number), username: "admin", role: "admin" },
    });
    const out = await api.post("/api/auth/logout");
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "jc_session")?.value).toBe("");
    expect((await api.get("/api/auth/me")).json()).toEqual({ user: null });
    expect((await api.get("/api/contact-submissions")).statusCode).toBe(401);
  });

  it("expires sessions, and slides the expiry of a session in use", async () => {
    const cookie = await loginCookie(t.app);
    const tokenHash = sha256(cookie.split("=")[1] as string);
    // Three days old: the next request moves the expiry out to seven days again.
    await t.db.prisma.session.update({
      where: { tokenHash },
      data: { expiresAt: new Date(Date.now() + 4 * 24 * 3600 * 1000) },
    });
    const res = await rest(t.app, cookie).get("/api/auth/me");
    expect(res.json().user).not.toBeNull();
    expect(res.cookies.find((c) => c.name === "jc_session")).toBeDefined();
    const slid = await t.db.prisma.session.findUniqueOrThrow({ where: { tokenHash } });
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);

    await t.db.prisma.session.update({ where: { tokenHash }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await rest(t.app, cookie).get("/api/auth/me")).json()).toEqual({ user: null });
    expect(await t.db.prisma.session.count({ where: { tokenHash } })).toBe(0);
  });

  it("gives one answer for an unknown user and a wrong password, and throttles with 429 and Retry-After", async () => {
    const anonymous = rest(t.app);
    const unknown = await anonymous.post("/api/auth/login", { username: "nobody", password: "x" });
    const wrong = await anonymous.post("/api/auth/login", { username: "admin", password: "x" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    await anonymous.post("/api/auth/login", { username: "admin", password: "y" });
    // Three failures from this address: even the right password now waits.
    const blocked = await anonymous.post("/api/auth/login", ADMIN);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const viaTrpc = await t.app.inject({ method: "POST", url: "/trpc/auth.login", payload: ADMIN });
    expect(viaTrpc.statusCode).toBe(429);
    await t.db.prisma.rateLimit.deleteMany();
    expect((await anonymous.post("/api/auth/login", ADMIN)).statusCode).toBe(200);
  });

  it("API tokens: created once in clear, stored hashed, work as Bearer without CSRF checks, revocable", async () => {
    const api = rest(t.app, await loginCookie(t.app));
    const created = (await api.post("/api/admin/tokens", { name: "CSV import" })).json();
    expect(created.token).toMatch(/^jc_/);
    const stored = await t.db.prisma.apiToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.tokenHash).toBe(sha256(created.token));
    expect((await api.get("/api/admin/tokens")).json()).toEqual([
      expect.not.objectContaining({ token: expect.anything() }),
    ]);

    const bearer = { authorization: `Bearer ${created.token}` };
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/sponsors",
      headers: { ...bearer, origin: "https://evil.example" },
      payload: { name: "Per Token" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await api.delete(`/api/admin/tokens/${created.id}`)).statusCode).toBe(200);
    const after = await t.app.inject({ method: "POST", url: "/api/sponsors", headers: bearer, payload: { name: "x" } });
    expect(after.statusCode).toBe(401);
  });

  it("refuses cookie writes from a foreign origin or as a form, and keeps the spec's JSON client working", async () => {
    const cookie = await loginCookie(t.app);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/sponsors",
      headers: { cookie, origin: "https://evil.example" },
      payload: { name: "Evil" },
    });
    expect(foreign.statusCode).toBe(403);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/sponsors",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Evil",
    });
    expect(form.statusCode).toBe(415);
    const text = await t.app.inject({
      method: "POST",
      url: "/trpc/sponsors.create",
      headers: { cookie, "content-type": "text/plain" },
      payload: JSON.stringify({ name: "Evil" }),
    });
    expect(text.statusCode).toBe(415);
    const own = await t.app.inject({
      method: "POST",
      url: "/api/sponsors",
      headers: { cookie, origin: "https://club.example" },
      payload: { name: "Own" },
    });
    expect(own.statusCode).toBe(200);
    const curl = await t.app.inject({
      method: "POST",
      url: "/api/sponsors",
      headers: { cookie },
      payload: { name: "Curl" },
    });
    expect(curl.statusCode).toBe(200);
    expect(await t.db.prisma.sponsor.count({ where: { name: "Evil" } })).toBe(0);
  });

  it("compares the whole origin, scheme and port included, whatever form the request target has", async () => {
    const cookie = await loginCookie(t.app);
    const fromPage = (origin: string, name = "Evil") =>
      t.app.inject({
        method: "POST",
        url: "/api/sponsors",
        headers: { cookie, host: "127.0.0.1:4200", origin },
        payload: { name },
      });
    // Same host, other scheme: the site is http on this address, the page claiming it is https.
    expect((await fromPage("https://127.0.0.1:4200")).statusCode).toBe(403);
    expect((await fromPage("http://127.0.0.1:4201")).statusCode).toBe(403);
    // The address the request was sent to is our origin too (the quick start's 127.0.0.1 beside localhost).
    expect((await fromPage("http://127.0.0.1:4200", "Addressed")).statusCode).toBe(200);

    // A request line in absolute form (POST http://host/api/... HTTP/1.1), over a real socket.
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ name: "Evil" });
    const answer = await rawHttp(
      port,
      `POST http://127.0.0.1:${port}/api/sponsors HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
        `Origin: https://evil.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
    expect(answer.split("\r\n")[0]).toContain("403");
    expect(await t.db.prisma.sponsor.count({ where: { name: "Evil" } })).toBe(0);
  });

  it("changes the password and manages admins, but never removes the last one", async () => {
    const api = rest(t.app, await loginCookie(t.app));
    const wrong = await api.post("/api/auth/password", { currentPassword: "nope", newPassword: "0123456789ab" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: "Das aktuelle Passwort stimmt nicht" });
    expect(
      (await api.post("/api/auth/password", { currentPassword: ADMIN.password, newPassword: "short" })).statusCode,
    ).toBe(400);
    expect(
      (await api.post("/api/auth/password", { currentPassword: ADMIN.password, newPassword: "a new long password" }))
        .statusCode,
    ).toBe(200);
    expect((await api.get("/api/auth/me")).json().user).not.toBeNull();
    await loginCookie(t.app, { username: "admin", password: "a new long password" });

    const second = (await api.post("/api/admin/users", { username: "tom", password: "tom's long password" })).json();
    expect((await api.post("/api/admin/users", { username: "tom", password: "0123456789" })).statusCode).toBe(400);
    expect((await api.get("/api/admin/users")).json().map((u: { username: string }) => u.username)).toEqual([
      "admin",
      "tom",
    ]);
    expect((await api.delete(`/api/admin/users/${second.id}`)).statusCode).toBe(200);
    const me = (await api.get("/api/auth/me")).json().user;
    const last = await api.delete(`/api/admin/users/${me.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(
      "Das letzte Konto mit der Rolle „Admin“ kann weder entfernt noch herabgestuft werden",
    );
  });
});

/** Sends bytes as they are over a socket and returns everything the server answers. */
function rawHttp(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}
