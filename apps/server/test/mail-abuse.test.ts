import { CLUB_EMAIL } from "@jugendclub/api";
import { openDatabase } from "@jugendclub/db";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { createServices } from "../src/services.js";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The contact form must not be an open mail relay (issue 29): anybody can type anybody's address,
// so the mail to that address carries no text the sender chose, goes to one address at most once
// a day and to all such addresses at most PUBLIC_MAIL_HOURLY_LIMIT an hour, and never shows the
// committee's addresses. Against the real SMTP server on loopback, every mail parsed by mailparser.

const SECRETARY = "secretary@jugendclub.lu";
const TREASURER = "treasurer@jugendclub.lu";
const COMMITTEE = [SECRETARY, TREASURER];
const VICTIM = "victim@example.com";

/** What the review's attacker put into every field: spam with a link. */
const HOSTILE = {
  firstName: "CHEAP-PILLS https://spam.example/buy",
  lastName: "WINNER-NOW https://spam.example/win",
  company: "SPAM-CORP https://spam.example/co",
  message: "Click https://spam.example/offer for FREE-MONEY today!!!",
};
const ATTACKER_STRINGS = ["spam.example", "CHEAP-PILLS", "WINNER-NOW", "SPAM-CORP", "FREE-MONEY", "Click"];

const mailEnv = (smtp: SmtpTestServer, extra: Record<string, string> = {}) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: "Jugendclub <site@jugendclub.lu>",
  MAIL_TO: COMMITTEE.join(","),
  PUBLIC_URL: "https://jugendclub.lu",
  ...extra,
});

const toCommitteeOnly = (mail: ReceivedMail) => mail.to.every((address) => COMMITTEE.includes(address.toLowerCase()));

/** Everything a receiver reads of a mail: subject, text, HTML and the addresses in its headers. */
function readable(mail: ReceivedMail): string {
  const { subject, text, html, replyTo, from } = mail.parsed;
  return [subject, text, html, replyTo?.text, from?.text].filter(Boolean).join("\n");
}

function post(t: TestApp, body: Record<string, unknown>, from = "192.0.2.1") {
  return t.app.inject({ method: "POST", url: "/api/contact-submissions", payload: body, remoteAddress: from });
}

describe("the contact form is no open mail relay", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAdminTestApp(mailEnv(smtp));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.services.mail.drain();
    smtp.received.length = 0;
    await t.db.prisma.outboxMail.deleteMany();
    await t.db.prisma.rateLimit.deleteMany();
  });

  it("100 hostile submissions from 50 addresses naming one victim: one mail reaches the victim, with none of the attacker's text", async () => {
    // The victim's address as typed, in different cases and with spaces: still one address.
    const spellings = [VICTIM, "Victim@Example.COM", `  ${VICTIM.toUpperCase()} `];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(
          t,
          { type: i % 2 ? "sponsor" : "membership", ...HOSTILE, email: spellings[i % spellings.length] },
          `198.51.100.${(i % 50) + 1}`,
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(100).fill(200));
    // Every message is kept, and the committee hears of each.
    expect(
      await t.db.prisma.contactSubmission.count({ where: { email: { equals: VICTIM, mode: "insensitive" } } }),
    ).toBe(100);
    await t.services.mail.drain();
    const received = await smtp.waitFor(101);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(101);

    const toVictim = received.filter((mail) => mail.to.some((address) => address.toLowerCase() === VICTIM));
    expect(toVictim).toHaveLength(1);
    const outside = received.filter((mail) => !toCommitteeOnly(mail));
    expect(outside).toHaveLength(1);
    for (const mail of outside) {
      const text = readable(mail);
      for (const attack of ATTACKER_STRINGS) expect(text).not.toContain(attack);
      for (const member of COMMITTEE) expect(text).not.toContain(member);
    }
    const committee = received.filter(toCommitteeOnly);
    expect(committee).toHaveLength(100);
    expect(committee.every((mail) => mail.parsed.text?.includes("CHEAP-PILLS"))).toBe(true);
  });

  it("one address over the contact limit: its messages are kept for review and send no mail to anyone", async () => {
    await t.db.prisma.contactSubmission.deleteMany();
    // CONTACT_RATE_LIMIT is 20 here: 20 reach the inbox with their mails, the next 5 wait for review.
    for (let i = 1; i <= 25; i++) {
      const res = await post(t, { type: "sponsor", ...HOSTILE, email: `victim${i}@example.com` }, "198.51.100.200");
      expect(res.json()).toEqual({ ok: true, review: i > 20 });
    }
    const review = await t.db.prisma.contactSubmission.findMany({ where: { status: "review" }, select: { id: true } });
    expect(review).toHaveLength(5);
    expect(await t.db.prisma.outboxMail.count({ where: { submissionId: { in: review.map((r) => r.id) } } })).toBe(0);
    expect(await t.db.prisma.outboxMail.count({ where: { kind: "committee" } })).toBe(20);
    await t.services.mail.drain();
    await smtp.waitFor(40);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Not one mail names an address whose message waits for review.
    const to = smtp.received.flatMap((mail) => mail.to.map((address) => address.toLowerCase()));
    for (let i = 21; i <= 25; i++) expect(to).not.toContain(`victim${i}@example.com`);
    expect(smtp.received).toHaveLength(40);
  });

  it("the confirmation is a fixed thank-you, answered to the club's public address, never to a committee member", async () => {
    const res = await post(t, { type: "sponsor", ...HOSTILE, phone: "+352 621 999 999", email: "paul@kremer.lu" });
    expect(res.statusCode).toBe(200);
    await t.services.mail.drain();
    await smtp.waitFor(2);
    const confirmation = smtp.received.find((mail) => mail.to[0] === "paul@kremer.lu");
    expect(confirmation?.parsed.subject).toBe("Jugendclub Rammeldange: Merci fir Äre Message");
    expect(confirmation?.parsed.text).toContain("Mir hunn Är Sponsoring-Ufro kritt");
    expect(confirmation?.parsed.replyTo?.value.map((a) => a.address)).toEqual([CLUB_EMAIL]);
    expect(confirmation?.rawHeaders).not.toMatch(/^(cc|bcc):/im);
    const text = readable(confirmation as ReceivedMail);
    for (const typed of [...ATTACKER_STRINGS, "+352 621 999 999", "paul@kremer.lu", ...COMMITTEE]) {
      expect(text).not.toContain(typed);
    }
  });

  it("a name that is an encoded word stays plain text: the committee's subject holds its characters, no line break, no Bcc", async () => {
    const b = `=?UTF-8?B?${Buffer.from("x\r\nBcc: victim@example.com").toString("base64")}?=`;
    const q = "=?UTF-8?Q?y=0D=0ABcc:_victim@example.com?=";
    for (const [name, from] of [
      [b, "192.0.2.10"],
      [q, "192.0.2.11"],
    ] as const) {
      const res = await post(
        t,
        { type: "membership", name: `${name} Weber`, email: "eve@example.lu", message: "m" },
        from,
      );
      expect(res.statusCode).toBe(200);
    }
    await t.services.mail.drain();
    await smtp.waitFor(3);
    const committee = smtp.received.filter(toCommitteeOnly);
    expect(committee.map((mail) => mail.parsed.subject).sort()).toEqual(
      [`Mitgliedsantrag: ${b} Weber`, `Mitgliedsantrag: ${q} Weber`].sort(),
    );
    for (const mail of smtp.received) {
      expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
      expect(mail.parsed.headers.has("bcc")).toBe(false);
      expect(mail.rawHeaders).not.toMatch(/^bcc:/im);
      expect(mail.to.map((a) => a.toLowerCase())).not.toContain(VICTIM);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "two instances on one PostgreSQL: concurrent messages to one address still write one confirmation",
    async () => {
      const other = await openDatabase({ databaseUrl: t.db.url as string, poolSize: 4 });
      const second = await buildApp({ config: t.config, services: createServices(t.config, other), logger: false });
      try {
        const apps = [t.app, second];
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (apps[i % 2] as typeof t.app).inject({
              method: "POST",
              url: "/api/contact-submissions",
              payload: { type: "membership", name: "Twice Sent", email: "race@example.lu", message: "m" },
              remoteAddress: `203.0.113.${i + 1}`,
            }),
          ),
        );
        expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
        expect(await t.db.prisma.outboxMail.count({ where: { kind: "confirmation" } })).toBe(1);
        expect(await t.db.prisma.outboxMail.count({ where: { kind: "committee" } })).toBe(20);
      } finally {
        await second.close();
        await other.close();
      }
    },
  );
});

describe("the hourly cap on mails to senders", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAdminTestApp(mailEnv(smtp, { PUBLIC_MAIL_HOURLY_LIMIT: "3" }));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends 3 of 5 confirmations, skips the rest for good, and the system tab says so in German", async () => {
    const admin = rest(t.app, await loginCookie(t.app));
    const before = (await admin.get("/api/admin/status")).json();
    expect(before.publicMail).toEqual({ hourlyLimit: 3, capReached: null });
    expect(before.warnings.join(" ")).not.toContain("Obergrenze");

    for (let i = 1; i <= 5; i++) {
      const res = await post(
        t,
        { type: "membership", name: `Person ${i}`, email: `p${i}@example.lu`, message: "m" },
        `192.0.2.${i}`,
      );
      expect(res.statusCode).toBe(200);
    }
    // The messages and the committee's mails are all there; only two confirmations are not.
    expect(await t.db.prisma.contactSubmission.count()).toBe(5);
    expect(await t.db.prisma.outboxMail.count({ where: { kind: "committee" } })).toBe(5);
    await t.services.mail.drain();
    await smtp.waitFor(8);
    const senders = smtp.received.filter((mail) => !toCommitteeOnly(mail)).map((mail) => mail.to[0]);
    expect(senders.sort()).toEqual(["p1@example.lu", "p2@example.lu", "p3@example.lu"]);
    // Skipped, not queued: nothing is left to send later.
    expect(await t.db.prisma.outboxMail.count({ where: { state: "pending" } })).toBe(0);

    const status = (await admin.get("/api/admin/status")).json();
    expect(status.publicMail).toMatchObject({ hourlyLimit: 3, capReached: { skipped: 2, limit: 3 } });
    const warning = (status.warnings as string[]).find((w) => w.startsWith("Die Obergrenze für E-Mails an Absender"));
    expect(warning).toContain("(3 pro Stunde, PUBLIC_MAIL_HOURLY_LIMIT)");
    expect(warning).toContain("Seitdem wurden 2 E-Mails an Absender nicht gesendet");
    expect(warning).toContain("Missbrauch des Kontaktformulars");
    expect(warning).toMatch(/wurde am \d{1,2}\. \p{L}+ \d{4} um \d\d:\d\d erreicht/u);

    // An address the cap held back was not counted as confirmed: once the hour has passed (its
    // window removed here), it gets its confirmation; one already confirmed today does not.
    await t.db.prisma.rateLimit.deleteMany({ where: { key: "mail:public:hour" } });
    smtp.received.length = 0;
    await post(t, { type: "membership", name: "Person 4", email: "P4@example.lu", message: "m" }, "192.0.2.40");
    await post(t, { type: "membership", name: "Person 1", email: "p1@example.lu", message: "m" }, "192.0.2.41");
    await t.services.mail.drain();
    await smtp.waitFor(3);
    expect(smtp.received.filter((mail) => !toCommitteeOnly(mail)).map((mail) => mail.to[0])).toEqual(["P4@example.lu"]);

    // A week after the last mail it held back, the warning goes; the record stays.
    const record = await t.db.prisma.setting.findUniqueOrThrow({ where: { key: "mail.publicCap" } });
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
    await t.db.prisma.setting.update({
      where: { key: "mail.publicCap" },
      data: { value: JSON.stringify({ ...JSON.parse(record.value), since: weekAgo, last: weekAgo }) },
    });
    const later = (await admin.get("/api/admin/status")).json();
    expect(later.warnings.join(" ")).not.toContain("Obergrenze");
    expect(later.publicMail.capReached).toMatchObject({ skipped: 2, last: weekAgo });
  });
});
