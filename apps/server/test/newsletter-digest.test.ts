import { createMailService, duePeriod, type MailService, sendDueNewsletters } from "@jugendclub/api";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The event digest (issue 36): on Monday from 08:00 (Luxembourg) the week's events, each
// subscriber getting those of their topics (every event, or their categories) in their language;
// a week without events sends nothing; composed once however often the sweep runs; waiting for an
// admin's "send" unless it goes by itself. The sweep runs here with the real outbox and mail
// service on a clock set to the week in question; the mails parsed by mailparser.

const SITE = "https://jugendclub.lu";
const YEAR = new Date().getUTCFullYear() + 1;

/** The first Monday of January next year (winter: Luxembourg is UTC+1). */
function firstMonday(): string {
  for (let d = 1; d <= 7; d++) {
    const date = new Date(Date.UTC(YEAR, 0, d));
    if (date.getUTCDay() === 1) return date.toISOString().slice(0, 10);
  }
  throw new Error("no Monday");
}
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("the event digest", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  const monday = firstMonday();
  let clock = new Date(`${monday}T08:30:00+01:00`);
  let mail: MailService;
  const deps = () => ({ prisma: t.services.db.prisma, mail });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAdminTestApp({ PUBLIC_URL: SITE });
    admin = rest(t.app, await loginCookie(t.app));
    // The real mail service and outbox, its clock in the digest's week.
    mail = createMailService(t.services.db.prisma, {
      config: { smtpUrl: smtp.url, from: "site@jugendclub.lu", defaultRecipients: [] },
      publicUrl: SITE,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function category(name: string) {
    const res = await admin.post("/api/event-categories", { name });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  }

  async function event(body: Record<string, unknown>) {
    const res = await admin.post("/api/events", { location: "Jugendhaus", ...body });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  }

  async function subscriber(email: string, lang: string, topics: string[]) {
    await t.services.db.prisma.newsletterSubscriber.create({
      data: { email, lang, topics, token: `t-${email}`, consentAt: clock, consentText: "ok", consentLang: lang },
    });
  }

  async function settings(digest: "off" | "weekly" | "monthly", digestAutoSend: boolean) {
    const res = await admin.put("/api/newsletter/settings", { hourlyRate: 100_000, digest, digestAutoSend });
    expect(res.statusCode, res.body).toBe(200);
  }

  const digests = () => t.services.db.prisma.newsletter.findMany({ where: { kind: "digest" }, orderBy: { id: "asc" } });

  async function deliver(): Promise<ReceivedMail[]> {
    for (let round = 0; round < 50; round++) {
      await mail.drain();
      if ((await t.services.db.prisma.outboxMail.count({ where: { state: "pending" } })) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
      clock = new Date(clock.getTime() + 60_000);
    }
    return smtp.received.splice(0);
  }

  it("knows when a period's digest is due: Monday from 08:00 in Luxembourg, or the first of the month", () => {
    expect(duePeriod("weekly", new Date(`${monday}T07:59:00+01:00`))).toBeNull();
    expect(duePeriod("weekly", new Date(`${monday}T08:00:00+01:00`))).toEqual({
      start: monday,
      end: addDays(monday, 6),
      rhythm: "weekly",
    });
    expect(duePeriod("weekly", new Date(`${addDays(monday, 1)}T09:00:00+01:00`))).toBeNull();
    expect(duePeriod("off", new Date(`${monday}T09:00:00+01:00`))).toBeNull();
    // 1 July 08:30 in Luxembourg is 06:30 UTC (summer time).
    expect(duePeriod("monthly", new Date(`${YEAR}-07-01T06:30:00Z`))).toEqual({
      start: `${YEAR}-07-01`,
      end: `${YEAR}-07-31`,
      rhythm: "monthly",
    });
    expect(duePeriod("monthly", new Date(`${YEAR}-07-01T05:30:00Z`))).toBeNull();
  });

  it("sends each subscriber the week's events of their topics in their language, once, and nothing for an empty week", async () => {
    const sport = await category("Sport");
    const culture = await category("Kultur");
    await event({
      title: "Futtballmatch",
      categoryId: sport,
      date: `${addDays(monday, 2)}T18:00:00+01:00`,
      translations: { pt: { title: "Jogo de futebol" } },
    });
    await event({ title: "Theater", categoryId: culture, date: `${addDays(monday, 4)}T20:00:00+01:00` });
    // A weekly series that began before the week: its Tuesday in the week is in the digest.
    await event({
      title: "Training",
      categoryId: sport,
      date: `${addDays(monday, -13)}T19:00:00+01:00`,
      recurrence: { freq: "weekly", until: addDays(monday, 10) },
    });
    // Next week's: not in this one.
    await event({ title: "Spéider", categoryId: sport, date: `${addDays(monday, 8)}T18:00:00+01:00` });
    await subscriber("all@example.pt", "pt", ["events"]);
    await subscriber("sport@example.de", "de", [`category:${sport}`]);
    await subscriber("news-only@example.lu", "lb", ["news"]);
    await settings("weekly", true);

    // Before 08:00: nothing yet.
    clock = new Date(`${monday}T07:30:00+01:00`);
    await sendDueNewsletters(deps());
    expect(await digests()).toHaveLength(0);

    clock = new Date(`${monday}T08:30:00+01:00`);
    await Promise.all([sendDueNewsletters(deps()), sendDueNewsletters(deps())]);
    await sendDueNewsletters(deps());
    const [digest] = await digests();
    expect(await digests()).toHaveLength(1);
    expect(digest).toMatchObject({ periodStart: monday, periodEnd: addDays(monday, 6), status: "sending" });
    const mails = await deliver();
    expect(mails.flatMap((received) => received.to).sort()).toEqual(["all@example.pt", "sport@example.de"]);

    const pt = mails.find((received) => received.to.includes("all@example.pt"));
    expect(pt?.parsed.subject).toMatch(/^O que se passa no Jugendclub: /);
    expect(pt?.parsed.subject).toContain("janeiro");
    expect(pt?.parsed.text).toContain("Jogo de futebol");
    expect(pt?.parsed.text).toContain("Theater");
    expect(pt?.parsed.text).toContain("Training");
    expect(pt?.parsed.text).not.toContain("Spéider");
    const de = mails.find((received) => received.to.includes("sport@example.de"));
    expect(de?.parsed.subject).toMatch(/^Was beim Jugendclub los ist: .*Januar/);
    expect(de?.parsed.text).toContain("Futtballmatch");
    expect(de?.parsed.text).toContain("Training");
    expect(de?.parsed.text).not.toContain("Theater");
    // The series' date in the week, at its time: Tuesday 19:00.
    expect(de?.parsed.html).toMatch(/Dienstag, \d+\. Januar \d{4} um 19:00/);
    expect(de?.rawHeaders).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // The week after next has no events: no digest.
    clock = new Date(`${addDays(monday, 14)}T09:00:00+01:00`);
    await sendDueNewsletters(deps());
    expect(await digests()).toHaveLength(1);
  });

  it("waits for an admin's send unless it goes by itself", async () => {
    await settings("weekly", false);
    const next = addDays(monday, 7);
    clock = new Date(`${next}T10:00:00+01:00`);
    await sendDueNewsletters(deps());
    const waiting = (await digests()).at(-1);
    expect(waiting).toMatchObject({ periodStart: next, status: "draft" });
    expect(await deliver()).toHaveLength(0);
    const listed = (await admin.get(`/api/newsletters/${waiting?.id}`)).json() as { kind: string; status: string };
    expect(listed).toMatchObject({ kind: "digest", status: "draft" });
    await settings("off", false);
  });
});
