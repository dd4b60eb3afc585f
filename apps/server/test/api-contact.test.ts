import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

describe("contact submissions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ CONTACT_RATE_LIMIT: "6" });
  });
  afterAll(async () => {
    await t.close();
  });
  // Refused submissions count toward the limit too: each test starts with a fresh window.
  beforeEach(async () => {
    await t.db.prisma.rateLimit.deleteMany();
  });

  it("stores the sponsor form's separate fields, company included, before answering", async () => {
    const res = await rest(t.app).post("/api/contact-submissions", {
      type: "sponsor",
      firstName: " Marc ",
      lastName: "Weber",
      company: "Garage Weber",
      email: "marc@weber.lu",
      phone: "",
      message: "Mir géifen iech gär ënnerstëtzen.",
    });
    expect(res.statusCode).toBe(200);
    const stored = await t.db.prisma.contactSubmission.findFirstOrThrow({ where: { email: "marc@weber.lu" } });
    expect(stored).toMatchObject({
      type: "sponsor",
      firstName: "Marc",
      lastName: "Weber",
      company: "Garage Weber",
      phone: "",
    });
  });

  it("applies SPEC section 5: required fields and email format, per form", async () => {
    const anonymous = rest(t.app);
    const noMessage = await anonymous.post("/api/contact-submissions", {
      type: "membership",
      name: "A",
      email: "a@b.lu",
    });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().fields).toHaveProperty("message");
    const badEmail = await anonymous.post("/api/contact-submissions", {
      type: "membership",
      name: "A",
      email: "not-an-email",
      message: "m",
    });
    expect(badEmail.json().fields).toEqual({ email: "Bitte eine gültige E-Mail-Adresse eingeben" });
    const sponsorNoCompany = await anonymous.post("/api/contact-submissions", {
      type: "sponsor",
      firstName: "A",
      lastName: "B",
      email: "a@b.lu",
      message: "m",
    });
    expect(sponsorNoCompany.json().fields).toEqual({ company: "Bitte Firma eingeben" });
    const tooLong = await anonymous.post("/api/contact-submissions", {
      type: "membership",
      name: "A",
      email: "a@b.lu",
      message: "x".repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ message: "Höchstens 5000 Zeichen" });
  });

  it("names a missing or unknown form type and a missing email in German", async () => {
    const res = await rest(t.app).post("/api/contact-submissions", { name: "A", message: "m" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      type: 'Ungültiger Wert: erlaubt sind "membership", "sponsor"',
      email: "Pflichtfeld: bitte angeben",
    });
    expect(res.json().message).toBe(
      'Bitte die Eingaben prüfen: type: Ungültiger Wert: erlaubt sind "membership", "sponsor"; email: Pflichtfeld: bitte angeben',
    );
    const wrongType = await rest(t.app).post("/api/contact-submissions", {
      type: "newsletter",
      name: "A",
      email: 42,
      message: "m",
    });
    expect(wrongType.json().fields).toEqual({
      type: 'Ungültiger Wert: erlaubt sind "membership", "sponsor"',
      email: "Ungültiger Wert: erwartet einen Text",
    });
  });

  it("answers a filled honeypot like a success and keeps it in the spam folder, out of the inbox", async () => {
    const before = await t.db.prisma.contactSubmission.count({ where: { status: { not: "spam" } } });
    const res = await rest(t.app).post("/api/contact-submissions", {
      type: "membership",
      name: "Bot",
      email: "bot@spam.example",
      message: "cheap pills",
      website: "https://spam.example",
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.prisma.contactSubmission.count({ where: { status: { not: "spam" } } })).toBe(before);
    const api = rest(t.app, await loginCookie(t.app));
    const spam = (await api.get("/api/contact-submissions?status=spam")).json() as { email: string }[];
    expect(spam.map((m) => m.email)).toContain("bot@spam.example");
    expect(
      ((await api.get("/api/contact-submissions")).json() as { email: string }[]).map((m) => m.email),
    ).not.toContain("bot@spam.example");
  });

  it("limits messages per address, then answers 429 with Retry-After", async () => {
    await t.db.prisma.rateLimit.deleteMany();
    const send = () =>
      rest(t.app).post("/api/contact-submissions", { type: "membership", name: "A B", email: "a@b.lu", message: "m" });
    for (let i = 0; i < 6; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    // The message says how long to wait, as the header does (retrying sooner cannot work).
    const minutes = Math.ceil(seconds / 60);
    expect((limited.json() as { message: string }).message).toBe(
      `Zu viele Nachrichten aus diesem Netzwerk in kurzer Zeit. Bitte ${minutes === 1 ? "in einer Minute" : `in ${minutes} Minuten`} erneut senden.`,
    );
    const api = rest(t.app, await loginCookie(t.app));
    expect((await api.get("/api/contact-submissions?type=membership")).json()).toHaveLength(6);
    expect((await api.get("/api/contact-submissions?type=sponsor")).json()).toHaveLength(1);
  });

  it("counts messages sent at the same moment one by one: exactly the limit reaches the inbox, the rest get 429", async () => {
    await t.db.prisma.rateLimit.deleteMany();
    await t.db.prisma.contactSubmission.deleteMany();
    const anonymous = rest(t.app);
    // They arrive together, so they are committed together (one transaction for the lot).
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        anonymous.post("/api/contact-submissions", {
          type: "membership",
          name: `Sender ${i}`,
          email: `s${i}@b.lu`,
          message: "m",
          // Every fourth is a bot: counted, answered like a success, not stored.
          ...(i % 4 === 3 ? { website: "https://spam.example" } : {}),
        }),
      ),
    );
    const accepted = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
    expect(accepted).toHaveLength(6);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(14);
    const inbox = await t.db.prisma.contactSubmission.findMany({ where: { status: { not: "spam" } } });
    // The accepted bots go to spam; nothing past the limit reaches the inbox.
    const expected = accepted.filter((i) => i % 4 !== 3).map((i) => `s${i}@b.lu`);
    expect(inbox.map((row) => row.email).sort()).toEqual(expected.sort());
    // Past the limit, messages are kept as spam (up to four times the limit), so a real person can be found.
    const spam = await t.db.prisma.contactSubmission.count({ where: { status: "spam" } });
    expect(spam).toBe(20 - expected.length);
  });

  it("takes a club stand's applications: twelve people on one tablet within minutes, with the default limit", async () => {
    const stand = await createAdminTestApp();
    try {
      const tablet = rest(stand.app);
      for (let i = 1; i <= 12; i++) {
        const res = await tablet.post("/api/contact-submissions", {
          type: "membership",
          name: `Jugendlech ${i}`,
          email: `jugend${i}@example.lu`,
          message: "Ech wëll mat maachen!",
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const inbox = await stand.db.prisma.contactSubmission.count({ where: { status: { not: "spam" } } });
      expect(inbox).toBe(12);
    } finally {
      await stand.close();
    }
  });
});
