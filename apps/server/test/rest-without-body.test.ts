import type { AddressInfo } from "node:net";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import contract from "./openapi.contract.json" with { type: "json" };

// The review: REST logout without a body (`curl -X POST .../api/auth/logout` with the cookie)
// answered 415 and the session stayed valid. The REST layer wanted a JSON body for every POST,
// also for operations that take no input; an empty body sent as JSON was refused too (400).

type Operation = {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { maxProperties?: number } }> };
};
/** Whether the contract says an operation takes no body, or an optional empty one. */
const takesNoInput = ({ requestBody }: Operation) =>
  !requestBody ||
  (requestBody.required === false && requestBody.content?.["application/json"]?.schema?.maxProperties === 0);
/** Every REST operation that takes a body's method but no input, from the committed contract. */
const withoutInput = Object.entries(contract.paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, operations]) =>
    Object.entries(operations)
      .filter(([method, operation]) => ["post", "put", "patch"].includes(method) && takesNoInput(operation))
      .map(([method]) => ({ method: method.toUpperCase(), path: `/api${path}` })),
);

/** The ways a client sends "nothing": no body at all, or an empty one with or without JSON named. */
const NO_BODY: { name: string; headers: Record<string, string>; payload?: string }[] = [
  { name: "no body and no content type", headers: {} },
  { name: "an empty body and no content type", headers: { "content-length": "0" }, payload: "" },
  { name: "an empty JSON body", headers: { "content-type": "application/json", "content-length": "0" }, payload: "" },
  {
    name: "an empty JSON body with a charset",
    headers: { "content-type": "application/json; charset=utf-8", "content-length": "0" },
    payload: "",
  },
];

describe("REST operations without input, called without a body", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: string, url: string, cookie: string, how: (typeof NO_BODY)[number]) =>
    t.app.inject({
      method: method as InjectOptions["method"],
      url,
      headers: { cookie, ...how.headers },
      ...(how.payload === undefined ? {} : { payload: how.payload }),
    });

  it("are the ones the contract names", () => {
    expect(withoutInput.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/auth/logout",
        "POST /api/admin/delete-all",
        "POST /api/mail/outbox/{id}/retry",
      ]),
    );
  });

  it.each(NO_BODY)("logout with $name answers 200 and ends the session", async (how) => {
    const cookie = await loginCookie(t.app);
    expect((await rest(t.app, cookie).get("/api/contact-submissions")).statusCode).toBe(200);
    const out = await send("POST", "/api/auth/logout", cookie, how);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(out.cookies.find((c) => c.name === "jc_session")?.value).toBe("");
    expect((await rest(t.app, cookie).get("/api/contact-submissions")).statusCode).toBe(401);
    expect((await rest(t.app, cookie).get("/api/auth/me")).json()).toEqual({ user: null });
  });

  it("logout over a real socket as curl -X POST sends it ends the session", async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const cookie = await loginCookie(t.app);
    const out = await fetch(`${url}/api/auth/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await fetch(`${url}/api/contact-submissions`, { headers: { cookie } })).status).toBe(401);
  });

  it.each(NO_BODY)("every other operation without input takes $name", async (how) => {
    const cookie = await loginCookie(t.app);
    for (const { method, path } of withoutInput.filter((op) => op.path !== "/api/auth/logout")) {
      const res = await send(method, path.replace("{kind}", "event").replace("{id}", "987654"), cookie, how);
      // Its own answer: done, or the outbox's mail that does not exist; never about the body.
      expect([200, 404], `${method} ${path}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it("an operation that needs input, called without a body, names the missing fields in German", async () => {
    const cookie = await loginCookie(t.app);
    for (const how of NO_BODY) {
      const res = await send("POST", "/api/events", cookie, how);
      expect(res.statusCode, how.name).toBe(400);
      expect(Object.keys(res.json().fields).sort(), how.name).toEqual(["date", "title"]);
      expect(res.json().message, how.name).toMatch(/title|date/);
    }
  });

  it("still refuses a body that is not JSON, and a body that is broken JSON", async () => {
    const cookie = await loginCookie(t.app);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "title=x",
    });
    expect(form.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { cookie, "content-type": "application/json" },
      payload: "{",
    });
    expect(broken.statusCode).toBe(400);
  });
});
