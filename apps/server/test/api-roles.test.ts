import { appRouter, PUBLIC_ROUTERS } from "@jugendclub/api";
import { CONTENT_FACTS } from "@jugendclub/api/kinds";
import { type Role, rolesFor } from "@jugendclub/api/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

interface ProcedureDef {
  _def: { type: "query" | "mutation"; meta?: { openapi?: { method: string; path: string; protect?: boolean } } };
}

// Every procedure an account needs (the same walk as api-guard.test.ts): a new one is covered the
// day it is added, and one without a declared role fails here.
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>).filter(
  ([, p]) => p._def.meta?.openapi?.protect !== false,
);

// The rule, written out here rather than read from roles.ts, so that the table there is
// checked against it: Redaktion has events, photos, sponsors and the committee; Fotos the albums.
// Every kind of content (the API's facts) is Redaktion's, today's six among them.
// Sign-ups run with their events (issue 35), the answers to sensitive questions excepted.
const EDITOR_ROUTERS = [...Object.keys(CONTENT_FACTS), "signups"];
for (const router of ["events", "eventCategories", "sponsors", "committeeMembers", "photoCategories", "photos"]) {
  if (!EDITOR_ROUTERS.includes(router)) throw new Error(`${router} is no longer a kind of content`);
}
const PHOTOS_ROUTERS = ["photoCategories", "photos"];
const EVERY_ROLE = ["uploads", "auth.changePassword"];
function expectedMayUse(role: Role, name: string): boolean {
  const router = name.split(".")[0] as string;
  if (role === "admin" || EVERY_ROLE.includes(name) || EVERY_ROLE.includes(router)) return true;
  return (role === "editor" ? EDITOR_ROUTERS : PHOTOS_ROUTERS).includes(router);
}

const FORBIDDEN = /^Ihre Rolle „(Redaktion|Fotos)“ darf das nicht\./;
// An id nothing has, so a call a role may make changes nothing (404 or 400, never 401/403).
const NO_ID = 987_654;

describe("roles: every account may use exactly what its role allows", () => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createAdminTestApp({ LOGIN_RATE_LIMIT: "40" });
    cookies.admin = await loginCookie(t.app);
    const admin = rest(t.app, cookies.admin);
    for (const [username, role] of [
      ["redaktion", "editor"],
      ["fotos", "photos"],
    ] as const) {
      const created = await admin.post("/api/admin/users", { username, password: `${username} long password`, role });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ username, role });
      cookies[role] = await loginCookie(t.app, { username, password: `${username} long password` });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it("every admin procedure declares its roles, and they are the issue's", () => {
    expect(procedures.length).toBeGreaterThan(40);
    for (const [name] of procedures) {
      const declared = rolesFor(name);
      expect(declared, `${name} has no role in packages/api/src/roles.ts`).toBeDefined();
      for (const role of ["admin", "editor", "photos"] as const) {
        expect(declared?.includes(role), `${name} for ${role}`).toBe(expectedMayUse(role, name));
      }
    }
    expect(PUBLIC_ROUTERS.length).toBeGreaterThan(0);
  });

  const cases = procedures.flatMap(([name, p]) =>
    (["admin", "editor", "photos"] as const).map((role) => [name, role, p] as const),
  );

  it.each(cases)("%s as %s: tRPC answers 403 exactly when the role may not", async (name, role, p) => {
    const headers = { cookie: cookies[role], "content-type": "application/json" };
    const res =
      p._def.type === "query"
        ? await t.app.inject({
            method: "GET",
            url: `/trpc/${name}?input=${encodeURIComponent(JSON.stringify({ id: NO_ID }))}`,
            headers,
          })
        : await t.app.inject({ method: "POST", url: `/trpc/${name}`, headers, payload: { id: NO_ID } });
    if (expectedMayUse(role, name)) {
      expect([401, 403]).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(FORBIDDEN);
    }
  });

  it.each(cases)("%s as %s: REST answers 403 exactly when the role may not", async (name, role, p) => {
    const openapi = p._def.meta?.openapi;
    const method = openapi?.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    const res = await t.app.inject({
      method,
      url: `/api${openapi?.path.replace("{id}", String(NO_ID))}`,
      headers: { cookie: cookies[role] },
      ...(method === "GET" || method === "DELETE" ? {} : { payload: { id: NO_ID } }),
    });
    if (expectedMayUse(role, name)) {
      expect([401, 403]).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(FORBIDDEN) });
    }
  });

  it("the host's own routes: backup and status for admins only, uploads and album ZIPs for every role, sign-up CSVs with the sign-ups", async () => {
    for (const role of ["admin", "editor", "photos"] as const) {
      const headers = { cookie: cookies[role] };
      const backup = await t.app.inject({ method: "GET", url: "/api/admin/backup?check=1", headers });
      const status = await t.app.inject({ method: "GET", url: "/api/admin/status", headers });
      const upload = await t.app.inject({ method: "POST", url: "/api/uploads", headers, payload: "x" });
      const zip = await t.app.inject({
        method: "POST",
        url: `/api/photo-categories/${NO_ID}/zip`,
        headers,
        payload: "x",
      });
      for (const res of [backup, status]) {
        if (role === "admin") expect(res.statusCode).toBe(200);
        else expect([res.statusCode, res.json().message]).toEqual([403, expect.stringMatching(FORBIDDEN)]);
      }
      for (const res of [upload, zip]) expect([401, 403]).not.toContain(res.statusCode);
      // An event's sign-ups as CSV: admins and Redaktion (no such event: 404), not Fotos.
      const csv = await t.app.inject({ method: "GET", url: `/api/events/${NO_ID}/signups.csv`, headers });
      if (role === "photos")
        expect([csv.statusCode, csv.json().message]).toEqual([403, expect.stringMatching(FORBIDDEN)]);
      else expect(csv.statusCode).toBe(404);
    }
  });

  it("the signed-in account's role is in auth.me, so the panel shows what it may do", async () => {
    expect((await rest(t.app, cookies.photos).get("/api/auth/me")).json().user).toMatchObject({
      username: "fotos",
      role: "photos",
    });
    expect((await rest(t.app, cookies.admin).get("/api/auth/me")).json().user.role).toBe("admin");
  });

  it("an API token acts with its creator's role as it is now", async () => {
    const admin = rest(t.app, cookies.admin);
    const anna = (await admin.post("/api/admin/users", { username: "anna", password: "anna long password" })).json();
    expect(anna.role).toBe("admin");
    const annaCookie = await loginCookie(t.app, { username: "anna", password: "anna long password" });
    const token = (await rest(t.app, annaCookie).post("/api/admin/tokens", { name: "Skript" })).json().token;
    const bearer = { authorization: `Bearer ${token}` };
    const listMessages = () => t.app.inject({ method: "GET", url: "/api/contact-submissions", headers: bearer });
    expect((await listMessages()).statusCode).toBe(200);

    const demoted = await admin.patch(`/api/admin/users/${anna.id}`, { role: "photos" });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().role).toBe("photos");
    const refused = await listMessages();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Ihre Rolle „Fotos“ darf das nicht\./);
    const album = await t.app.inject({
      method: "POST",
      url: "/api/photo-categories",
      headers: bearer,
      payload: { name: "Sommerfest" },
    });
    expect(album.statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/users/${anna.id}`)).statusCode).toBe(200);
  });

  it("the last admin can be neither demoted nor removed; a second admin makes both possible", async () => {
    const admin = rest(t.app, cookies.admin);
    const me = (await admin.get("/api/auth/me")).json().user;
    const LAST = "Das letzte Konto mit der Rolle „Admin“ kann weder entfernt noch herabgestuft werden";
    for (const res of [
      await admin.patch(`/api/admin/users/${me.id}`, { role: "editor" }),
      await admin.delete(`/api/admin/users/${me.id}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(LAST);
    }
    expect((await admin.get("/api/auth/me")).json().user.role).toBe("admin");

    const bad = await admin.patch(`/api/admin/users/${me.id}`, { role: "owner" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["role"]);

    const second = (
      await admin.post("/api/admin/users", { username: "zweite", password: "zweite long password", role: "admin" })
    ).json();
    expect((await admin.patch(`/api/admin/users/${me.id}`, { role: "editor" })).statusCode).toBe(200);
    // Now a Redaktion account: the accounts are no longer its business.
    expect((await admin.get("/api/admin/users")).statusCode).toBe(403);
    const zweite = await loginCookie(t.app, { username: "zweite", password: "zweite long password" });
    const back = await rest(t.app, zweite).patch(`/api/admin/users/${me.id}`, { role: "admin" });
    expect(back.json().role).toBe("admin");
    const roles = (await admin.get("/api/admin/users"))
      .json()
      .map((u: { username: string; role: string }) => [u.username, u.role]);
    expect(roles).toEqual([
      [ADMIN.username, "admin"],
      ["fotos", "photos"],
      ["redaktion", "editor"],
      ["zweite", "admin"],
    ]);
    expect((await admin.delete(`/api/admin/users/${second.id}`)).statusCode).toBe(200);
  });
});
