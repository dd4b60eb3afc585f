import { SERVER_KEYS } from "@jugendclub/api";
import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { unpack } from "./backup-archive.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The mail server entered in the panel (no SMTP_URL): its password sealed with the server's key,
// never answered, used by the outbox from the next mail on, and a refusal said in plain words.
// Against a real SMTP server on loopback that takes one login only.

const LOGIN = { user: "jugendclub@example.lu", pass: "dat richteg Passwuert" };
const FROM = "Jugendclub <jugendclub@example.lu>";
const SECRETARY = "secretary@jugendclub.lu";

describe("the mail server entered in the panel", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  let cookie: string;
  const server = () => ({ host: "127.0.0.1", port: smtp.port, security: "none", user: LOGIN.user, from: FROM });

  beforeAll(async () => {
    smtp = await startSmtpServer({ login: LOGIN });
    t = await createAdminTestApp({ CONTACT_RATE_LIMIT: "1000" });
    cookie = await loginCookie(t.app);
    admin = rest(t.app, cookie);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("starts with none, checks each field, and stores the password only sealed", async () => {
    expect((await admin.get("/api/mail/server")).json()).toEqual({ source: "none", editable: true, server: null });
    const bad = await admin.put("/api/mail/server", { ...server(), host: "smtp://x:25", port: 0, security: "ssl" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["host", "port", "security"]);

    const saved = await admin.put("/api/mail/server", { ...server(), password: LOGIN.pass });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      source: "panel",
      editable: true,
      server: { ...server(), passwordSet: true, passwordReadable: true },
    });
    const read = await admin.get("/api/mail/server");
    const settings = await admin.get("/api/mail/settings");
    expect(settings.json()).toMatchObject({ enabled: true, source: "panel", from: FROM });
    const rows = await t.db.prisma.setting.findMany();
    for (const text of [saved.body, read.body, settings.body, JSON.stringify(rows)]) {
      expect(text).not.toContain(LOGIN.pass);
    }
    const stored = rows.find((row) => row.key === "mail.server");
    expect(JSON.parse(stored?.value ?? "{}").password).toMatch(/^v1\./);

    // A backup holds it sealed, and never the key that opens it.
    const backup = await t.app.inject({ method: "GET", url: "/api/admin/backup", headers: { cookie } });
    expect(backup.statusCode).toBe(200);
    const archive = Buffer.concat([...(await unpack(backup.rawPayload)).values()]).toString("utf8");
    expect(archive).toContain("mail.server");
    expect(archive).not.toContain(LOGIN.pass);
    expect(archive).not.toContain(SERVER_KEYS.mailPassword);
  });

  it("sends the test mail with it, and the outbox's mails from then on, without a restart", async () => {
    const ok = await admin.post("/api/mail/test", { to: "admin@jugendclub.lu" });
    expect(ok.json()).toEqual({ sent: true, error: "", detail: "" });
    const [test] = await smtp.waitFor(1);
    expect(test?.from).toBe(LOGIN.user);
    expect(test?.to).toEqual(["admin@jugendclub.lu"]);

    await admin.put("/api/mail/settings", {
      recipients: { membership: [SECRETARY], sponsor: [] },
      confirmation: false,
    });
    const message = {
      type: "membership",
      name: "Lena Weber",
      email: "lena@example.lu",
      phone: "+352 621 000 111",
      message: "Moien!",
    };
    expect((await rest(t.app).post("/api/contact-submissions", message)).statusCode).toBe(200);
    expect(await t.services.mail.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [, committee] = await smtp.waitFor(2);
    expect(committee?.to).toEqual([SECRETARY]);
    expect(committee?.parsed.subject).toBe("Mitgliedsantrag: Lena Weber");
  });

  it("keeps the password when none is sent, and says a wrong one and an unreachable server in words", async () => {
    // Saved without a password: the sealed one stays, and still works.
    expect((await admin.put("/api/mail/server", server())).json().server.passwordSet).toBe(true);
    expect((await admin.post("/api/mail/test", { to: "admin@jugendclub.lu" })).json().sent).toBe(true);

    await admin.put("/api/mail/server", { ...server(), password: "e falscht Passwuert" });
    const refused = (await admin.post("/api/mail/test", { to: "admin@jugendclub.lu" })).json();
    expect(refused.sent).toBe(false);
    expect(refused.error).toBe(
      "Der Mailserver hat die Anmeldung abgelehnt: Benutzername oder Passwort stimmt nicht (bei manchen Anbietern braucht es ein eigenes App-Passwort).",
    );
    expect(refused.detail).toMatch(/EAUTH.*535/);

    await smtp.stop();
    try {
      const down = (await admin.post("/api/mail/test", { to: "admin@jugendclub.lu" })).json();
      expect(down.error).toMatch(/^Der Mailserver ist nicht erreichbar: Bitte Servernamen und Port prüfen/);
    } finally {
      await smtp.start();
    }
  });

  it("the System tab warns while mails wait on a mail server that refuses them", async () => {
    const status = async () => (await admin.get("/api/admin/status")).json().warnings as string[];
    await t.db.prisma.outboxMail.deleteMany();
    await t.db.prisma.outboxMail.create({
      data: {
        kind: "committee",
        recipients: SECRETARY,
        subject: "Mitgliedsantrag",
        text: "…",
        html: "…",
        messageId: "<stuck@example.lu>",
        createdAt: new Date(Date.now() - 5 * 60_000),
        lastError: "EAUTH: Invalid login: 535 Invalid login: username and password not accepted",
      },
    });
    expect((await status()).filter((w) => w.startsWith("Mails warten"))).toEqual([]);
    await t.db.prisma.outboxMail.updateMany({ data: { createdAt: new Date(Date.now() - 25 * 60_000) } });
    expect((await status()).filter((w) => w.startsWith("Mails warten"))).toEqual([
      "Mails warten seit 25 Minuten auf den Mailserver. Der Mailserver hat die Anmeldung abgelehnt: Benutzername oder Passwort stimmt nicht (bei manchen Anbietern braucht es ein eigenes App-Passwort). Der Server versucht es weiter.",
    ]);
    await t.db.prisma.outboxMail.deleteMany();
  });

  it("can be removed: then no mail is sent and messages wait", async () => {
    expect((await admin.delete("/api/mail/server")).json()).toEqual({ source: "none", editable: true, server: null });
    expect((await admin.get("/api/mail/settings")).json()).toMatchObject({ enabled: false, source: "none" });
  });
});

describe("SMTP_URL wins over the panel", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "site@jugendclub.lu" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("says so, and refuses to change the mail server in the panel", async () => {
    const admin = rest(t.app, await loginCookie(t.app));
    expect((await admin.get("/api/mail/server")).json()).toEqual({ source: "env", editable: false, server: null });
    expect((await admin.get("/api/mail/settings")).json()).toMatchObject({ source: "env", from: "site@jugendclub.lu" });
    const server = { host: "smtp.example.lu", port: 587, security: "starttls", user: "", from: "a@example.lu" };
    for (const res of [await admin.put("/api/mail/server", server), await admin.delete("/api/mail/server")]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Der Mailserver ist in der Umgebungsvariable SMTP_URL eingetragen und gilt; hier kann er nicht geändert werden.",
      );
    }
  });
});
