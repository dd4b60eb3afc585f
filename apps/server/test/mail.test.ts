import { CLUB_EMAIL, createMailService } from "@jugendclub/api";
import { openDatabase } from "@jugendclub/db";
import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The outbox against a real SMTP server on loopback (smtp-server), each mail parsed by an
// independent parser (mailparser). The worker is driven by drain() so every step is exact; one
// test runs it as the server does (started, nudged by a new message).

const SECRETARY = "secretary@jugendclub.lu";
const message = {
  type: "membership",
  name: "Anna Weber",
  email: "anna@example.lu",
  phone: "+352 621 000 111",
  message: "Moien, ech géif gär Member ginn.\nMerci!",
};

describe("mail to the committee, through the outbox", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  const visitor = () => rest(t.app);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAdminTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Jugendclub <site@jugendclub.lu>",
      MAIL_TO: SECRETARY,
      PUBLIC_URL: "https://jugendclub.lu",
      CONTACT_RATE_LIMIT: "1000",
    });
    admin = rest(t.app, await loginCookie(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.services.mail.drain();
    smtp.received.length = 0;
    smtp.refuseNext(0);
    await smtp.start();
    await t.db.prisma.outboxMail.deleteMany();
    // Fresh counters: a sender's address gets one confirmation a day (mail-abuse.test.ts), and
    // these tests send to the same addresses again.
    await t.db.prisma.rateLimit.deleteMany();
    await admin.put("/api/mail/settings", { recipients: { membership: [], sponsor: [] }, confirmation: true });
  });

  it("writes the mails with the message before answering, then sends them: the committee's and the sender's", async () => {
    const res = await visitor().post("/api/contact-submissions", message);
    expect(res.statusCode).toBe(200);
    // Already in the outbox when the answer came, before any worker ran.
    const pending = await t.db.prisma.outboxMail.findMany({ orderBy: { id: "asc" } });
    expect(pending.map((m) => [m.kind, m.state])).toEqual([
      ["committee", "pending"],
      ["confirmation", "pending"],
    ]);
    expect(await t.services.mail.drain()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const [committee, confirmation] = await smtp.waitFor(2);
    expect(committee?.to).toEqual([SECRETARY]);
    expect(committee?.parsed.from?.value[0]?.address).toBe("site@jugendclub.lu");
    expect(committee?.parsed.subject).toBe("Mitgliedsantrag: Anna Weber");
    expect(committee?.parsed.replyTo?.value[0]?.address).toBe("anna@example.lu");
    for (const field of [
      "Anna Weber",
      "anna@example.lu",
      "+352 621 000 111",
      "Moien, ech géif gär Member ginn.\nMerci!",
    ]) {
      expect(committee?.parsed.text).toContain(field);
    }
    expect(committee?.parsed.html).toContain("Anna Weber");
    expect(committee?.parsed.text).toContain("https://jugendclub.lu/admin");
    expect(confirmation?.to).toEqual(["anna@example.lu"]);
    expect(confirmation?.parsed.subject).toBe("Jugendclub Rammeldange: Merci fir Äre Message");
    expect(confirmation?.parsed.text).toContain("Mir hunn Är Memberschaftsufro kritt");
    // A fixed thank-you: no copy of the message, no name, and answers go to the club's public
    // address, not to the secretary's (issue 29).
    expect(confirmation?.parsed.text).not.toContain("Moien, ech géif gär Member ginn.");
    expect(confirmation?.parsed.text).not.toContain("Anna");
    expect(confirmation?.parsed.replyTo?.value[0]?.address).toBe(CLUB_EMAIL);
    const states = await t.db.prisma.outboxMail.findMany({ select: { state: true, sentAt: true } });
    expect(states.every((m) => m.state === "sent" && m.sentAt)).toBe(true);
    // Nothing is sent twice.
    expect(await t.services.mail.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it("sends each type to the recipients set in the panel, and no confirmation when it is turned off", async () => {
    const saved = await admin.put("/api/mail/settings", {
      recipients: {
        membership: ["sekretar@jugendclub.lu"],
        sponsor: ["tresorier@jugendclub.lu", "President@Jugendclub.lu"],
      },
      confirmation: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: true,
      defaultRecipients: [SECRETARY],
      effectiveRecipients: {
        membership: ["sekretar@jugendclub.lu"],
        sponsor: ["tresorier@jugendclub.lu", "president@jugendclub.lu"],
      },
      confirmation: false,
    });
    await visitor().post("/api/contact-submissions", {
      type: "sponsor",
      firstName: "Paul",
      lastName: "Kremer",
      company: "Bäckerei Kremer",
      email: "paul@kremer.lu",
      message: "Mir wëllen d'Summerfest ënnerstëtzen.",
    });
    await t.services.mail.drain();
    const [mail] = await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(mail?.to.sort()).toEqual(["president@jugendclub.lu", "tresorier@jugendclub.lu"]);
    expect(mail?.parsed.subject).toBe("Sponsoring-Anfrage: Paul Kremer (Bäckerei Kremer)");
    expect(mail?.parsed.text).toContain("Bäckerei Kremer");
  });

  it("retries a mail the server refuses, and delivers it exactly once when the server accepts", async () => {
    smtp.refuseNext(2, 451);
    await visitor().post("/api/contact-submissions", message);
    expect(await t.services.mail.drain()).toEqual({ sent: 0, retried: 2, failed: 0 });
    const waiting = await t.db.prisma.outboxMail.findMany();
    for (const mail of waiting) {
      expect(mail.state).toBe("pending");
      expect(mail.attempts).toBe(1);
      expect(mail.lastError).toContain("451");
      // The first retry waits about a minute.
      const delay = mail.nextAttemptAt.getTime() - Date.now();
      expect(delay).toBeGreaterThan(40_000);
      expect(delay).toBeLessThan(70_000);
    }
    // Not due yet: nothing goes out.
    expect(await t.services.mail.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await t.db.prisma.outboxMail.updateMany({ data: { nextAttemptAt: new Date() } });
    expect(await t.services.mail.drain()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(smtp.attempts).toBeGreaterThanOrEqual(4);
    expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(2);
    expect(smtp.received).toHaveLength(2);
  });

  it("keeps the message and its mails when the mail server is down, and sends them once it is back", async () => {
    await smtp.stop();
    const res = await visitor().post("/api/contact-submissions", { ...message, email: "down@example.lu" });
    expect(res.statusCode).toBe(200);
    expect(await t.services.mail.drain()).toEqual({ sent: 0, retried: 2, failed: 0 });
    const stored = (await admin.get("/api/contact-submissions?q=down@example.lu")).json() as { email: string }[];
    expect(stored.map((m) => m.email)).toEqual(["down@example.lu"]);
    const mails = await t.db.prisma.outboxMail.findMany();
    expect(mails.every((m) => m.state === "pending" && /ECONNREFUSED|ECONNECTION/.test(m.lastError))).toBe(true);
    expect((await admin.get("/api/mail/settings")).json()).toMatchObject({ outbox: { pending: 2, failed: 0 } });
    await smtp.start();
    await t.db.prisma.outboxMail.updateMany({ data: { nextAttemptAt: new Date() } });
    expect(await t.services.mail.drain()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["down@example.lu", SECRETARY]);
  });

  it("marks a mail failed after a day of failures, shows why, and sends it again on request", async () => {
    await smtp.stop();
    await visitor().post("/api/contact-submissions", { ...message, email: "late@example.lu" });
    let clock = new Date(Date.now() + 25 * 3600_000);
    const later = createMailService(t.db.prisma, {
      config: t.config.mail,
      publicUrl: t.config.publicUrl,
      now: () => clock,
    });
    try {
      expect(await later.drain()).toEqual({ sent: 0, retried: 0, failed: 2 });
      const failed = (await admin.get("/api/mail/outbox?state=failed")).json() as { id: number; lastError: string }[];
      expect(failed).toHaveLength(2);
      expect(failed[0]?.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
      expect((await admin.get("/api/mail/settings")).json()).toMatchObject({ outbox: { failed: 2 } });
      // The message itself stays.
      expect(((await admin.get("/api/contact-submissions?q=late@example.lu")).json() as unknown[]).length).toBe(1);
      // An admin sends them again once the server is back.
      await smtp.start();
      for (const mail of failed)
        expect((await admin.post(`/api/mail/outbox/${mail.id}/retry`, {})).statusCode).toBe(200);
      clock = new Date();
      expect(await t.services.mail.drain()).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect((await admin.post(`/api/mail/outbox/${failed[0]?.id}/retry`, {})).statusCode).toBe(404);
    } finally {
      await later.stop();
    }
  });

  it("refuses line breaks in a name, so form text can never add a header", async () => {
    const res = await visitor().post("/api/contact-submissions", {
      ...message,
      name: "Eve\r\nBcc: victim@example.com",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Zeilenumbrüche");
    expect(await t.db.prisma.outboxMail.count()).toBe(0);
    // Were one to reach a mail anyway, it is neutralised: sent through the real transport, the
    // header block holds no added line and the envelope only the committee.
    const { committeeMail } = await import("@jugendclub/api");
    const mail = committeeMail(
      {
        id: 1,
        type: "membership",
        firstName: "Eve\r\nBcc: victim@example.com",
        lastName: "X\nSubject: hacked",
        company: "",
        email: "eve@example.lu",
        phone: "",
        message: "m",
        birthDate: null,
        parentName: "",
        parentEmail: "",
        parentConsent: false,
        createdAt: new Date(),
      },
      "https://jugendclub.lu/admin",
    );
    await t.db.prisma.outboxMail.create({
      data: { kind: "committee", recipients: SECRETARY, ...mail, messageId: "<crlf@test>" },
    });
    await t.services.mail.drain();
    const [received] = await smtp.waitFor(1);
    expect(received?.to).toEqual([SECRETARY]);
    expect(received?.rawHeaders).not.toMatch(/^bcc:/im);
    expect(received?.rawHeaders.match(/^subject:/gim)).toHaveLength(1);
    expect(received?.parsed.subject).toBe("Mitgliedsantrag: Eve Bcc: victim@example.com X Subject: hacked");
  });

  it("asks a parent's consent under 16, names the missing fields, and tells the committee when a parent consented", async () => {
    const year = new Date().getUTCFullYear();
    const child = { ...message, name: "Lena Weber", email: "lena@example.lu", birthDate: `${year - 12}-05-01` };
    const refused = await visitor().post("/api/contact-submissions", child);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(["parentConsent", "parentEmail", "parentName"]);
    expect(await t.db.prisma.contactSubmission.count({ where: { email: "lena@example.lu" } })).toBe(0);
    const noConsent = await visitor().post("/api/contact-submissions", {
      ...child,
      parentName: "Marie Weber",
      parentEmail: "marie@example.lu",
      parentConsent: false,
    });
    expect(noConsent.statusCode).toBe(400);
    expect(Object.keys(noConsent.json().fields)).toEqual(["parentConsent"]);
    const ok = await visitor().post("/api/contact-submissions", {
      ...child,
      parentName: "Marie Weber",
      parentEmail: "marie@example.lu",
      parentConsent: true,
    });
    expect(ok.statusCode).toBe(200);
    // Sixteen and over, or without a birth date (the spec's clients send none): no parent asked.
    const adult = await visitor().post("/api/contact-submissions", { ...message, birthDate: `${year - 17}-01-01` });
    expect(adult.statusCode).toBe(200);
    const future = await visitor().post("/api/contact-submissions", { ...message, birthDate: `${year + 1}-01-01` });
    expect(future.statusCode).toBe(400);
    expect(Object.keys(future.json().fields)).toEqual(["birthDate"]);
    await t.services.mail.drain();
    const committee = smtp.received.find((m) => m.parsed.subject === "Mitgliedsantrag: Lena Weber");
    expect(committee?.parsed.text).toContain("Zustimmung der Eltern: Ja, ein Elternteil hat zugestimmt");
    expect(committee?.parsed.text).toContain("Marie Weber <marie@example.lu>");
    expect(committee?.parsed.text).toContain(`01.05.${year - 12}`);
    const [stored] = (await admin.get("/api/contact-submissions?q=lena@example.lu")).json() as Record<
      string,
      unknown
    >[];
    expect(stored).toMatchObject({
      birthDate: `${year - 12}-05-01`,
      parentName: "Marie Weber",
      parentEmail: "marie@example.lu",
      parentConsent: true,
    });
  });

  it("sends an admin's test mail at once and says whether it went out", async () => {
    const ok = await admin.post("/api/mail/test", { to: "admin@jugendclub.lu" });
    expect(ok.json()).toEqual({ sent: true, error: "", detail: "" });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(["admin@jugendclub.lu"]);
    expect(mail?.parsed.subject).toBe("Jugendclub Rammeldange: Test-E-Mail");
    await smtp.stop();
    const down = (await admin.post("/api/mail/test", { to: "admin@jugendclub.lu" })).json();
    expect(down.sent).toBe(false);
    expect(down.error).toMatch(/^Der Mailserver ist nicht erreichbar/);
    expect(down.detail).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect((await visitor().post("/api/mail/test", { to: "admin@jugendclub.lu" })).statusCode).toBe(401);
  });

  it("a worker stopped mid-way finishes and records the mail in flight; the next one sends the rest, none twice", async () => {
    for (let i = 0; i < 6; i++) {
      await visitor().post("/api/contact-submissions", { ...message, email: `r${i}@example.lu` });
    }
    const first = createMailService(t.db.prisma, {
      config: t.config.mail,
      publicUrl: t.config.publicUrl,
      pollMs: 60_000,
    });
    first.start();
    // Stop while it sends: it finishes the mails it claimed and records them.
    await smtp.waitFor(1);
    await first.stop();
    const sentByFirst = await t.db.prisma.outboxMail.count({ where: { state: "sent" } });
    expect(sentByFirst).toBe(smtp.received.length);
    expect(await t.db.prisma.outboxMail.count({ where: { leaseUntil: { not: null } } })).toBe(0);
    await t.services.mail.drain();
    await smtp.waitFor(12);
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(12);
  });

  it("the running worker sends a new message's mails without waiting for its poll", async () => {
    const worker = createMailService(t.db.prisma, {
      config: t.config.mail,
      publicUrl: t.config.publicUrl,
      pollMs: 600_000,
    });
    worker.start();
    try {
      // The app's own service is nudged by a new message: start it as main.ts does.
      t.services.mail.start();
      await visitor().post("/api/contact-submissions", { ...message, email: "quick@example.lu" });
      await smtp.waitFor(2, 10_000);
    } finally {
      await worker.stop();
      await t.services.mail.stop();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL send every mail exactly once", async () => {
    for (let i = 0; i < 15; i++) {
      await visitor().post("/api/contact-submissions", { ...message, email: `pair${i}@example.lu` });
    }
    const other = await openDatabase({ databaseUrl: t.db.url as string, poolSize: 4 });
    const a = createMailService(t.db.prisma, { config: t.config.mail, publicUrl: t.config.publicUrl });
    const b = createMailService(other.prisma, { config: t.config.mail, publicUrl: t.config.publicUrl });
    try {
      const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
      expect(ra.sent + rb.sent).toBe(30);
      // Both took a share (each claims ten at a time).
      expect(ra.sent).toBeGreaterThan(0);
      expect(rb.sent).toBeGreaterThan(0);
      await smtp.waitFor(30);
      expect(smtp.received).toHaveLength(30);
      expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(30);
    } finally {
      await a.stop();
      await b.stop();
      await other.close();
    }
  });
});

describe("without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores messages as before, writes no mail, and tells the admin that mail is off", async () => {
    const res = await rest(t.app).post("/api/contact-submissions", message);
    expect(res.statusCode).toBe(200);
    expect(await t.db.prisma.contactSubmission.count()).toBe(1);
    expect(await t.db.prisma.outboxMail.count()).toBe(0);
    const admin = rest(t.app, await loginCookie(t.app));
    expect((await admin.get("/api/mail/settings")).json()).toMatchObject({ enabled: false, source: "none", from: "" });
    expect((await admin.post("/api/mail/test", { to: "a@b.lu" })).json()).toEqual({
      sent: false,
      error: "Es ist noch kein Mailserver eingetragen: Bitte unter „Mailserver“ eintragen und speichern.",
      detail: "",
    });
  });
});
