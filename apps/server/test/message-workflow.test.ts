import { runRetention } from "@jugendclub/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The committee's inbox over REST: statuses, filters, search, one person's data (GDPR articles 15
// and 17), the privacy notice and the retention period.

type Message = { id: number; email: string; status: string; type: string };

describe("the message workflow", () => {
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  const send = (body: Record<string, unknown>) =>
    rest(t.app).post("/api/contact-submissions", { type: "membership", name: "Anna Weber", message: "Moien", ...body });

  beforeAll(async () => {
    t = await createAdminTestApp({ CONTACT_RATE_LIMIT: "1000" });
    admin = rest(t.app, await loginCookie(t.app));
    await send({ email: "anna@example.lu", message: "Ech wëll Member ginn, mat Gromperekichelcher" });
    await send({ email: "ben@example.lu", name: "Ben Muller" });
    await send({ type: "sponsor", name: "Paul Kremer", company: "Bäckerei", email: "paul@kremer.lu" });
    await send({ email: "bot@example.lu", website: "https://spam.example" });
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query = "") => (await admin.get(`/api/contact-submissions${query}`)).json() as Message[];

  it("gives every message a status, new at first, and counts them", async () => {
    const all = await list();
    expect(all.map((m) => m.status)).toEqual(["new", "new", "new"]);
    expect((await admin.get("/api/contact-submissions/counts")).json()).toEqual({
      new: 3,
      read: 0,
      answered: 0,
      archived: 0,
      spam: 1,
      review: 0,
    });
  });

  it("changes a status with PATCH and filters by status, type and a search", async () => {
    const [paul, ben, anna] = await list();
    expect(paul?.email).toBe("paul@kremer.lu");
    const read = await admin.patch(`/api/contact-submissions/${ben?.id}`, { status: "read" });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: ben?.id, status: "read" });
    await admin.patch(`/api/contact-submissions/${anna?.id}`, { status: "answered" });
    await admin.patch(`/api/contact-submissions/${paul?.id}`, { status: "archived" });
    expect((await list("?status=read")).map((m) => m.email)).toEqual(["ben@example.lu"]);
    expect((await list("?status=answered&type=membership")).map((m) => m.email)).toEqual(["anna@example.lu"]);
    expect((await list("?type=sponsor")).map((m) => m.email)).toEqual(["paul@kremer.lu"]);
    expect((await list("?q=gromperekichelcher")).map((m) => m.email)).toEqual(["anna@example.lu"]);
    expect((await list("?q=MULLER")).map((m) => m.email)).toEqual(["ben@example.lu"]);
    expect((await list("?q=kremer.lu")).map((m) => m.email)).toEqual(["paul@kremer.lu"]);
    expect((await list("?status=spam")).map((m) => m.email)).toEqual(["bot@example.lu"]);
    // A spam message moves back to the inbox as new; spam is set by the server only.
    const [bot] = await list("?status=spam");
    expect((await admin.patch(`/api/contact-submissions/${bot?.id}`, { status: "spam" })).statusCode).toBe(400);
    expect((await admin.patch(`/api/contact-submissions/${bot?.id}`, { status: "new" })).json()).toMatchObject({
      status: "new",
    });
    expect((await admin.patch("/api/contact-submissions/999999", { status: "read" })).statusCode).toBe(404);
    expect((await admin.patch(`/api/contact-submissions/${ben?.id}`, { status: "done" })).statusCode).toBe(400);
    expect((await admin.get("/api/contact-submissions?status=closed")).statusCode).toBe(400);
  });

  it("keeps every workflow path for admins", async () => {
    const visitor = rest(t.app);
    expect((await visitor.get("/api/contact-submissions/counts")).statusCode).toBe(401);
    expect((await visitor.patch("/api/contact-submissions/1", { status: "read" })).statusCode).toBe(401);
    expect((await visitor.get("/api/personal-data?email=anna@example.lu")).statusCode).toBe(401);
    expect((await visitor.delete("/api/personal-data?email=anna@example.lu")).statusCode).toBe(401);
    expect((await visitor.get("/api/mail/settings")).statusCode).toBe(401);
    expect((await visitor.get("/api/mail/outbox")).statusCode).toBe(401);
    expect((await visitor.put("/api/privacy", { text: "x", retentionMonths: 1 })).statusCode).toBe(401);
    expect((await visitor.get("/api/privacy/retention")).statusCode).toBe(401);
  });

  it("finds every message of one address, as sender or parent, and erases them all in one step", async () => {
    const year = new Date().getUTCFullYear();
    await send({
      email: "kid@example.lu",
      name: "Kid Weber",
      birthDate: `${year - 10}-01-01`,
      parentName: "Anna Weber",
      parentEmail: "Anna@Example.lu",
      parentConsent: true,
    });
    const found = await admin.get("/api/personal-data?email=ANNA@example.lu");
    expect(found.statusCode).toBe(200);
    const data = found.json() as { email: string; submissions: Message[]; mails: unknown[] };
    expect(data.submissions.map((m) => m.email).sort()).toEqual(["anna@example.lu", "kid@example.lu"]);
    expect((await admin.get("/api/personal-data?email=nobody")).statusCode).toBe(400);
    const erased = await admin.delete("/api/personal-data?email=anna@example.lu");
    expect(erased.json()).toEqual({ deleted: 2, signups: 0, newsletter: 0 });
    expect((await list()).map((m) => m.email)).not.toContain("anna@example.lu");
    expect(await t.db.prisma.contactSubmission.count({ where: { email: "ben@example.lu" } })).toBe(1);
    expect(((await admin.get("/api/personal-data?email=anna@example.lu")).json() as typeof data).submissions).toEqual(
      [],
    );
  });

  it("leaves the erased address nowhere in the audit log, not even in the erasure's own entry", async () => {
    const address = "clara@example.lu";
    await send({ email: address, name: "Clara Schmit" });
    const [clara] = await list("?q=clara");
    expect((await admin.patch(`/api/contact-submissions/${clara?.id}`, { status: "read" })).statusCode).toBe(200);
    // The address typed as a username, and entries an older release wrote with the address in them.
    await rest(t.app).post("/api/auth/login", { username: address, password: "x" });
    await t.db.prisma.auditEntry.createMany({
      data: [
        {
          actor: "admin",
          via: "session",
          action: "setStatus",
          entity: "contactSubmissions",
          title: "Clara@Example.lu",
        },
        { actor: "CLARA@example.lu", via: "login", action: "login-failed", entity: "auth" },
      ],
    });
    const audit = async () =>
      (await admin.get("/api/audit-log?limit=200")).json() as { action: string; title: string }[];
    expect(JSON.stringify(await audit()).toLowerCase()).toContain(address);

    expect((await admin.delete(`/api/personal-data?email=${address}`)).json()).toEqual({
      deleted: 1,
      signups: 0,
      newsletter: 0,
    });
    const after = await audit();
    expect(JSON.stringify(after).toLowerCase()).not.toContain(address);
    expect(after[0]).toMatchObject({ action: "deletePerson", title: "Daten einer Person gelöscht: 1 Nachricht" });
    // Other entries stay: the log still holds the admin's other work.
    expect(after.some((e) => e.action === "setStatus")).toBe(true);
    expect(JSON.stringify(t.logs).toLowerCase()).not.toContain(address);
  });

  it("serves the privacy notice to everyone and lets admins edit it and the retention period", async () => {
    const visitor = rest(t.app);
    const initial = (await visitor.get("/api/privacy")).json() as { text: string; retentionMonths: number };
    expect(initial.retentionMonths).toBe(12);
    expect(initial.text).toContain("Jugendclub Rammeldange");
    expect(initial.text).toContain("12 Méint");
    const saved = await admin.put("/api/privacy", {
      text: "## Dateschutz\nMir späicheren näischt.",
      retentionMonths: 6,
    });
    expect(saved.statusCode).toBe(200);
    expect((await visitor.get("/api/privacy")).json()).toMatchObject({
      text: "## Dateschutz\nMir späicheren näischt.",
      retentionMonths: 6,
    });
    expect((await admin.put("/api/privacy", { text: "", retentionMonths: 6 })).statusCode).toBe(400);
    expect((await admin.put("/api/privacy", { text: "x", retentionMonths: 0 })).statusCode).toBe(400);
  });

  it("deletes messages past the retention period once a day, spam after 30 days, and says when it runs next", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await t.db.prisma.contactSubmission.create({
      data: { type: "membership", firstName: "Old", email: "old@example.lu", message: "m", createdAt: ago(200) },
    });
    await t.db.prisma.contactSubmission.create({
      data: {
        type: "membership",
        firstName: "Spam",
        email: "oldspam@example.lu",
        message: "m",
        status: "spam",
        createdAt: ago(31),
      },
    });
    const recentSpam = await t.db.prisma.contactSubmission.create({
      data: {
        type: "membership",
        firstName: "Spam",
        email: "newspam@example.lu",
        message: "m",
        status: "spam",
        createdAt: ago(5),
      },
    });
    const old = await t.db.prisma.contactSubmission.findFirstOrThrow({ where: { email: "old@example.lu" } });
    await t.db.prisma.outboxMail.create({
      data: {
        submissionId: old.id,
        kind: "committee",
        recipients: "a@b.lu",
        subject: "s",
        text: "t",
        html: "h",
        messageId: "<x@y>",
      },
    });
    await t.db.prisma.setting.deleteMany({ where: { key: "privacy.retentionLastRun" } });
    const before = (await admin.get("/api/privacy/retention")).json();
    expect(before).toMatchObject({ retentionMonths: 6, lastRunAt: null, due: 2 });
    expect(await runRetention(t.db.prisma, now)).toBe(2);
    expect(
      await t.db.prisma.contactSubmission.count({ where: { email: { in: ["old@example.lu", "oldspam@example.lu"] } } }),
    ).toBe(0);
    expect(await t.db.prisma.contactSubmission.count({ where: { id: recentSpam.id } })).toBe(1);
    // The old message's mail went with it.
    expect(await t.db.prisma.outboxMail.count({ where: { submissionId: old.id } })).toBe(0);
    // Once a day.
    expect(await runRetention(t.db.prisma, new Date(now.getTime() + 3600_000))).toBeNull();
    const after = (await admin.get("/api/privacy/retention")).json() as { lastRunAt: string; nextRunAt: string };
    expect(new Date(after.nextRunAt).getTime() - new Date(after.lastRunAt).getTime()).toBe(86_400_000);
  });
});
