import { sweepAudit, UNKNOWN_USERNAME } from "@jugendclub/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The audit log: every admin write leaves an entry (who, how, what, which item, which fields),
// so do logins and failed ones; entries cannot be changed, and go after a year.

type Entry = {
  id: number;
  actor: string;
  via: string;
  action: string;
  entity: string;
  entityId: number | null;
  title: string;
  changedFields: string[];
  changes: { field: string; from?: unknown; to?: unknown }[];
  tokenName: string | null;
  at: string;
};

describe("the audit log", () => {
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  const log = async (query = "") => (await admin.get(`/api/audit-log${query}`)).json() as Entry[];

  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = rest(t.app, await loginCookie(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("records a create, the exact fields an update changed, and a delete with the title of what went", async () => {
    const event = (
      await admin.post("/api/events", {
        title: "Summerfest",
        description: "Musek",
        date: "2027-06-12T17:00:00+02:00",
        location: "Kierchplaz",
        imageUrl: "",
        featured: false,
      })
    ).json() as { id: number };
    // A PATCH that sends two fields but changes one; a PUT that changes the place only.
    await admin.patch(`/api/events/${event.id}`, { title: "Summerfest 2027", featured: false });
    await admin.put(`/api/events/${event.id}`, {
      title: "Summerfest 2027",
      description: "Musek",
      date: "2027-06-12T17:00:00+02:00",
      location: "Schoulhaff",
      imageUrl: "",
      featured: false,
    });
    await admin.delete(`/api/events/${event.id}`);
    const entries = (await log("?entity=events")).reverse();
    expect(entries.map((e) => [e.action, e.entityId, e.title, e.changedFields])).toEqual([
      ["create", event.id, "Summerfest", []],
      ["update", event.id, "Summerfest 2027", ["title"]],
      ["update", event.id, "Summerfest 2027", ["location"]],
      ["delete", event.id, "Summerfest 2027", []],
    ]);
    expect(entries.every((e) => e.actor === ADMIN.username && e.via === "session")).toBe(true);
    // A failed write leaves nothing.
    expect((await admin.patch("/api/events/999999", { title: "x" })).statusCode).toBe(404);
    expect(await log("?entity=events")).toHaveLength(4);
  });

  it("records logins, failed logins and the creation of a token, and writes made with a token as such", async () => {
    await rest(t.app).post("/api/auth/login", { username: ADMIN.username, password: "wrong password!" });
    await loginCookie(t.app);
    const token = (await admin.post("/api/admin/tokens", { name: "CSV import" })).json() as { token: string };
    await t.app.inject({
      method: "POST",
      url: "/api/sponsors",
      headers: { authorization: `Bearer ${token.token}` },
      payload: { name: "Bäckerei Kremer", type: "main" },
    });
    const auth = await log("?entity=auth");
    expect(auth.slice(0, 2).map((e) => [e.action, e.actor, e.via])).toEqual([
      ["login", ADMIN.username, "login"],
      ["login-failed", ADMIN.username, "login"],
    ]);
    const [sponsor] = await log("?entity=sponsors");
    expect(sponsor).toMatchObject({
      action: "create",
      title: "Bäckerei Kremer",
      via: "token",
      actor: ADMIN.username,
      tokenName: "CSV import",
    });
    const [created] = await log("?entity=admin");
    expect(created).toMatchObject({ action: "createToken", title: "CSV import" });
  });

  it("keeps the old and new values of short fields, a message's new status and an account's new role", async () => {
    const event = (
      await admin.post("/api/events", { title: "Kino", date: "2027-01-15T19:30:00+01:00", status: "draft" })
    ).json() as { id: number };
    await admin.patch(`/api/events/${event.id}`, {
      title: "Kino-Owend",
      status: "published",
      description: "E laange Text iwwer de Film",
      featured: true,
    });
    const [changed] = await log("?entity=events");
    expect(changed?.changedFields).toEqual(["description", "featured", "status", "title"]);
    // A long text is named, never quoted; the rest keeps what it was and what it became.
    expect(changed?.changes).toEqual([
      { field: "description" },
      { field: "featured", from: false, to: true },
      { field: "status", from: "draft", to: "published" },
      { field: "title", from: "Kino", to: "Kino-Owend" },
    ]);

    const sent = await rest(t.app).post("/api/contact-submissions", {
      type: "sponsor",
      firstName: "Lis",
      lastName: "Bald",
      company: "Garage Bald",
      email: "lis@garage.example",
      phone: "",
      message: "Mir wëllen iech ënnerstëtzen.",
    });
    expect(sent.statusCode).toBe(200);
    const message = await t.db.prisma.contactSubmission.findFirstOrThrow({ where: { email: "lis@garage.example" } });
    expect((await admin.patch(`/api/contact-submissions/${message.id}`, { status: "answered" })).statusCode).toBe(200);
    const [status] = await log("?entity=contactSubmissions");
    expect(status).toMatchObject({ action: "setStatus", changes: [{ field: "status", from: "new", to: "answered" }] });

    const paul = (
      await admin.post("/api/admin/users", { username: "paul", password: "paul long password", role: "photos" })
    ).json() as { id: number };
    await admin.patch(`/api/admin/users/${paul.id}`, { role: "editor" });
    const [role] = await log("?entity=admin");
    expect(role).toMatchObject({
      action: "setRole",
      title: "paul",
      changes: [{ field: "role", from: "photos", to: "editor" }],
    });
  });

  it("keeps a failed login's username only when it is an admin's, so a password typed there is never stored", async () => {
    const typedInTheWrongField = "Sommer2024!Geheim";
    const answer = await rest(t.app).post("/api/auth/login", { username: typedInTheWrongField, password: "x" });
    expect(answer.statusCode).toBe(401);
    await rest(t.app).post("/api/auth/login", { username: ADMIN.username, password: "not the password" });
    const auth = await log("?entity=auth");
    expect(auth.slice(0, 2).map((e) => [e.action, e.actor])).toEqual([
      ["login-failed", ADMIN.username],
      ["login-failed", UNKNOWN_USERNAME],
    ]);
    expect(JSON.stringify(await log("?limit=200"))).not.toContain(typedInTheWrongField);
  });

  it("filters by the admin who acted", async () => {
    await t.db.prisma.auditEntry.create({
      data: { actor: "marie", via: "session", action: "update", entity: "sponsors", title: "Bäckerei Kremer" },
    });
    const marie = await log("?actor=marie");
    expect(marie.map((e) => [e.actor, e.title])).toEqual([["marie", "Bäckerei Kremer"]]);
    const mine = await log(`?actor=${ADMIN.username}&entity=sponsors`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actor === ADMIN.username && e.entity === "sponsors")).toBe(true);
  });

  it("pages newest first, is for admins only, cannot be changed, and forgets after a year", async () => {
    const all = await log("?limit=200");
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    const first = await log("?limit=2");
    const next = await log(`?limit=2&before=${first[1]?.id}`);
    expect(next.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    expect((await rest(t.app).get("/api/audit-log")).statusCode).toBe(401);
    expect((await admin.get("/api/audit-log?limit=1000")).statusCode).toBe(400);
    await expect(t.db.prisma.auditEntry.updateMany({ data: { title: "forged" } })).rejects.toThrow();
    expect((await log("?limit=200")).some((e) => e.title === "forged")).toBe(false);
    const old = await t.db.prisma.auditEntry.create({
      data: {
        actor: "x",
        via: "session",
        action: "create",
        entity: "events",
        at: new Date(Date.now() - 400 * 86_400_000),
      },
    });
    expect(await sweepAudit(t.db.prisma)).toBe(1);
    expect(await t.db.prisma.auditEntry.count({ where: { id: old.id } })).toBe(0);
    expect(await t.db.prisma.auditEntry.count()).toBe(all.length);
  });
});
