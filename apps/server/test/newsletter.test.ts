import type { AddressInfo } from "node:net";
import { runRetention } from "@jugendclub/api";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The newsletter (issue 36) over real HTTP, its mails received by a real SMTP server on loopback
// and parsed by mailparser (not by the code that wrote them): double opt-in, the newsletter in the
// subscriber's language with both unsubscribe headers (RFC 2369, RFC 8058) and two parts, leaving
// with one POST, a permanent refusal marking the address, the hourly rate, Markdown kept safe.

const SITE = "https://jugendclub.lu";
const YEAR = new Date().getUTCFullYear() + 1;

describe("the newsletter", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  let base: string;

  async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  async function mailsTo(to: string): Promise<ReceivedMail[]> {
    await t.services.mail.drain();
    return smtp.received.filter((mail) => mail.to.includes(to));
  }

  const prisma = () => t.services.db.prisma;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAdminTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Jugendclub <site@jugendclub.lu>",
      PUBLIC_URL: SITE,
      SIGNUP_RATE_LIMIT: "1000",
    });
    admin = rest(t.app, await loginCookie(t.app));
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.services.mail.drain();
    smtp.received.length = 0;
  });

  /** Subscribes over HTTP and confirms with the link's token; the subscriber's own token. */
  async function subscribeAndConfirm(email: string, lang: string, topics: string[]) {
    const asked = await post("/api/newsletter/subscribe", { email, lang, topics });
    expect(asked.status, JSON.stringify(asked.json)).toBe(202);
    const [mail] = await mailsTo(email);
    const link = mail?.parsed.text?.match(/https:\/\/jugendclub\.lu\S*\/newsletter\/confirm\?token=([\w.-]+)/);
    if (!mail || !link?.[1]) throw new Error(`no confirmation link for ${email}`);
    const confirmed = await post("/api/newsletter/confirm", { token: decodeURIComponent(link[1]) });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    return { mail, token: String(confirmed.json.token) };
  }

  async function eventNamed(title: string, translations: Record<string, { title: string }>, month: string) {
    const res = await admin.post("/api/events", {
      title,
      location: "Jugendhaus",
      date: `${YEAR}-${month}-10T19:00:00+02:00`,
      translations,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  }

  async function newsletter(body: Record<string, unknown>) {
    const res = await admin.post("/api/newsletters", body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; status: string };
  }

  /** Delivers a newsletter's mails as they fall due (spaced at the hourly rate), up to 20 s. */
  async function deliverAll(id: number) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      await t.services.mail.drain();
      if ((await prisma().outboxMail.count({ where: { newsletterId: id, state: "pending" } })) === 0) return;
      if (Date.now() > deadline) throw new Error(`newsletter ${id}: mails still pending after 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function send(id: number) {
    const res = await admin.post(`/api/newsletters/${id}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; recipients: number };
  }

  it("stores nobody before the link is used, then the subscriber with the consent in their language; one confirmation mail a day", async () => {
    const email = "Ana.Silva@Example.pt";
    const asked = await post("/api/newsletter/subscribe", { email, lang: "pt", topics: ["events", "news"] });
    expect(asked.status).toBe(202);
    expect(await prisma().newsletterSubscriber.count({ where: { email: "ana.silva@example.pt" } })).toBe(0);
    const [mail] = await mailsTo("ana.silva@example.pt");
    expect(mail?.parsed.subject).toBe("Newsletter: confirme o seu endereço de e-mail");
    expect(mail?.parsed.html).toContain("/pt/newsletter/confirm?token=");
    // A second request the same day sends nothing more, and says so.
    const again = await post("/api/newsletter/subscribe", { email, lang: "pt", topics: ["news"] });
    expect(again.status).toBe(429);
    expect(await mailsTo("ana.silva@example.pt")).toHaveLength(1);

    const token = decodeURIComponent(
      mail?.parsed.text?.match(/\/newsletter\/confirm\?token=([\w.%-]+)/)?.[1] ?? "missing",
    );
    // An altered token is refused, and stores nothing.
    const forged = await post("/api/newsletter/confirm", { token: `${token.slice(0, -2)}xx` });
    expect(forged.status).toBe(404);
    expect(await prisma().newsletterSubscriber.count()).toBe(0);
    const confirmed = await post("/api/newsletter/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ email: "ana.silva@example.pt", lang: "pt", status: "active" });
    const row = await prisma().newsletterSubscriber.findUniqueOrThrow({ where: { email: "ana.silva@example.pt" } });
    expect(row.consentLang).toBe("pt");
    expect(row.consentText).toContain("Quero receber a newsletter");
    expect(row.topics).toEqual(["events", "news"]);
    // Confirming twice keeps one row.
    expect((await post("/api/newsletter/confirm", { token })).status).toBe(200);
    expect(await prisma().newsletterSubscriber.count()).toBe(1);
  });

  it("a bot filling the honeypot is answered like a person and gets no mail; an unknown category is a 400", async () => {
    const bot = await post("/api/newsletter/subscribe", {
      email: "bot@example.com",
      lang: "de",
      topics: ["news"],
      website: "http://spam.example",
    });
    expect(bot.status).toBe(202);
    expect(await mailsTo("bot@example.com")).toHaveLength(0);
    const unknown = await post("/api/newsletter/subscribe", {
      email: "x@example.com",
      lang: "de",
      topics: ["category:99999"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ fields: { topics: "Diese Kategorie gibt es nicht (mehr)" } });
    const bad = await post("/api/newsletter/subscribe", { email: "x@example.com", lang: "xx", topics: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields as object).sort()).toEqual(["lang", "topics"]);
  });

  it("sends each subscriber the newsletter in their language with List-Unsubscribe one-click and two parts; after leaving, the next one does not reach them", async () => {
    await prisma().newsletterSubscriber.deleteMany();
    const pt = await subscribeAndConfirm("joao@example.pt", "pt", ["news"]);
    await subscribeAndConfirm("marie@example.lu", "fr", ["news"]);
    // Only events chosen: an admin's newsletter (club news) does not reach this one.
    await subscribeAndConfirm("events-only@example.lu", "de", ["events"]);
    smtp.received.length = 0;
    // 10 000 an hour: the mails go 0.36 s apart.
    await admin.put("/api/newsletter/settings", { hourlyRate: 10_000, digest: "off", digestAutoSend: false });

    const first = await eventNamed("Summerfest", { pt: { title: "Festa de verão" } }, "07");
    const second = await eventNamed("Wanderung", { pt: { title: "Caminhada" } }, "08");
    const letter = await newsletter({
      subject: "Neies vum Jugendclub",
      body: "## D'Saison geet un\n\nKommt laanscht! <script>alert(1)</script> [klick](javascript:alert(1)) [Site](/events)",
      translations: { pt: { subject: "Novidades do Jugendclub", body: "## A época começa\n\n- Venha!" } },
      eventIds: [first, second],
    });
    const sending = await send(letter.id);
    expect(sending).toMatchObject({ status: "sending", recipients: 2 });
    await deliverAll(letter.id);
    const [mail] = await mailsTo("joao@example.pt");
    if (!mail) throw new Error("no newsletter for joao");
    expect(mail.parsed.subject).toBe("Novidades do Jugendclub");
    expect(mail.parsed.text).toContain("A época começa");
    expect(mail.parsed.html).toContain("<h2>A época começa</h2>");
    // The events as cards, with their titles in Portuguese and links to their pages.
    expect(mail.parsed.html).toContain("Festa de verão");
    expect(mail.parsed.html).toContain("Caminhada");
    expect(mail.parsed.html).toContain(`${SITE}/pt/events/${first}-`);
    // Both unsubscribe headers, pointing at the subscriber's own address.
    // The headers unfolded (a long header continues on the next line after a space).
    const headers = mail.rawHeaders.replace(/\r?\n[ \t]+/g, " ");
    const url = headers.match(/^List-Unsubscribe: <([^>]+)>\r?$/m)?.[1];
    expect(url).toBe(`${SITE}/pt/newsletter/unsubscribe?token=${encodeURIComponent(pt.token)}`);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail.parsed.text).toBeTruthy();
    expect(mail.parsed.html).toContain(`${SITE}/pt/newsletter/manage?token=`);
    expect(mail.parsed.text).toContain(`${SITE}/pt/newsletter/${letter.id}`);

    const [french] = await mailsTo("marie@example.lu");
    // No French version: the Luxembourgish one, with the admin's script and link made harmless.
    expect(french?.parsed.subject).toBe("Neies vum Jugendclub");
    expect(french?.parsed.html).not.toMatch(/<script/i);
    expect(french?.parsed.html).not.toContain('href="javascript:');
    expect(french?.parsed.html).toContain("&lt;script&gt;");
    expect(french?.parsed.html).toContain(`href="${SITE}/events"`);
    expect(await mailsTo("events-only@example.lu")).toHaveLength(0);

    const status = (await admin.get(`/api/newsletters/${letter.id}`)).json() as Record<string, unknown>;
    expect(status).toMatchObject({ status: "sending", recipients: 2, sent: 2, failed: 0, pending: 0 });
    // The web version, public, in Portuguese.
    const web = await fetch(`${base}/api/newsletters/${letter.id}/web?lang=pt`);
    expect(web.status).toBe(200);
    expect(await web.json()).toMatchObject({ subject: "Novidades do Jugendclub", languages: ["lb", "pt"] });

    // João leaves with the token the List-Unsubscribe address carries.
    const token = decodeURIComponent(new URL(url ?? "").searchParams.get("token") ?? "");
    const left = await post("/api/newsletter/unsubscribe", { token });
    expect(left.status).toBe(200);
    expect(left.json).toMatchObject({ status: "unsubscribed" });
    smtp.received.length = 0;
    const next = await newsletter({ subject: "Nächste Woche" });
    expect(await send(next.id)).toMatchObject({ recipients: 1 });
    await deliverAll(next.id);
    expect(smtp.received.flatMap((received) => received.to)).toEqual(["marie@example.lu"]);
    // A sent newsletter cannot change.
    expect((await admin.patch(`/api/newsletters/${next.id}`, { subject: "Anders" })).statusCode).toBe(409);
    expect((await admin.post(`/api/newsletters/${next.id}/send`, {})).statusCode).toBe(409);
  });

  it("a sent newsletter keeps its counts when a reader's data is erased and when the outbox is swept after the spam period", async () => {
    await prisma().newsletterSubscriber.deleteMany();
    for (const email of ["anna@example.lu", "ben@example.lu", "cleo@example.lu"])
      await subscribeAndConfirm(email, "lb", ["news"]);
    await admin.put("/api/newsletter/settings", { hourlyRate: 10_000, digest: "off", digestAutoSend: false });
    smtp.refuseNext(1, 550);
    const letter = await newsletter({ subject: "Bis geschwënn" });
    await send(letter.id);
    await deliverAll(letter.id);
    const progress = async () => (await admin.get(`/api/newsletters/${letter.id}`)).json() as Record<string, unknown>;
    expect(await progress()).toMatchObject({ recipients: 3, sent: 2, failed: 1, pending: 0 });
    // Anna's data erased: her subscription and its mail go, the newsletter still went to her.
    const delivered = smtp.received.flatMap((received) => received.to);
    expect((await admin.delete(`/api/personal-data?email=${delivered[0]}`)).statusCode).toBe(200);
    expect(await prisma().outboxMail.count({ where: { newsletterId: letter.id } })).toBe(2);
    expect(await progress()).toMatchObject({ sent: 2, failed: 1 });
    // The outbox swept after the spam period: no mail of it is left, its counts stay.
    await runRetention(prisma(), new Date(Date.now() + 31 * 24 * 3600_000));
    expect(await prisma().outboxMail.count({ where: { newsletterId: letter.id } })).toBe(0);
    expect(await progress()).toMatchObject({ recipients: 3, sent: 2, failed: 1, pending: 0 });
    // Deleting a draft's or a sent newsletter's rows together with it is no error.
    expect((await admin.delete(`/api/newsletters/${letter.id}`)).statusCode).toBe(200);
  });

  it("a newsletter refused for good (550) is not retried and marks the address; three in a row pause it", async () => {
    await prisma().newsletterSubscriber.deleteMany();
    await subscribeAndConfirm("gone@example.lu", "lb", ["news"]);
    smtp.received.length = 0;
    for (let round = 1; round <= 3; round++) {
      const letter = await newsletter({ subject: `Runde ${round}` });
      await send(letter.id);
      smtp.refuseNext(1, 550);
      await t.services.mail.drain();
      const status = (await admin.get(`/api/newsletters/${letter.id}`)).json() as Record<string, unknown>;
      expect(status).toMatchObject({ sent: 0, failed: 1, pending: 0 });
      expect((status.failures as { email: string; error: string }[])[0]?.email).toBe("gone@example.lu");
      const row = await prisma().newsletterSubscriber.findUniqueOrThrow({ where: { email: "gone@example.lu" } });
      expect(row.bounces).toBe(round);
      expect(row.lastBounce).toContain("550");
      expect(row.status).toBe(round < 3 ? "active" : "paused");
    }
    const after = await newsletter({ subject: "Nach der Pause" });
    expect(await send(after.id)).toMatchObject({ recipients: 0, status: "sent" });
    const subscribers = (await admin.get("/api/newsletter/subscribers?status=paused")).json() as { email: string }[];
    expect(subscribers.map((row) => row.email)).toEqual(["gone@example.lu"]);
  });

  it("holds the hourly rate: 12 subscribers at 5 an hour get 5 mails now, the rest spaced 12 minutes apart", async () => {
    await prisma().newsletterSubscriber.deleteMany();
    const now = new Date();
    await prisma().newsletterSubscriber.createMany({
      data: Array.from({ length: 12 }, (_, i) => ({
        email: `rate${i}@example.lu`,
        lang: "lb",
        topics: ["news"],
        token: `rate-token-${i}`,
        consentAt: now,
        consentText: "test",
        consentLang: "lb",
      })),
    });
    // Mails sent by the earlier tests count against the hour: a rate above them.
    const sentBefore = await prisma().outboxMail.count({
      where: { kind: "newsletter", sentAt: { gt: new Date(Date.now() - 3600_000) } },
    });
    const rate = sentBefore + 5;
    expect(
      (await admin.put("/api/newsletter/settings", { hourlyRate: rate, digest: "off", digestAutoSend: false }))
        .statusCode,
    ).toBe(200);
    const letter = await newsletter({ subject: "Tempo" });
    await send(letter.id);
    const rows = await prisma().outboxMail.findMany({
      where: { newsletterId: letter.id },
      orderBy: { nextAttemptAt: "asc" },
    });
    expect(rows).toHaveLength(12);
    const gaps = rows.slice(1).map((row, i) => row.nextAttemptAt.getTime() - (rows[i]?.nextAttemptAt.getTime() ?? 0));
    for (const gap of gaps) expect(Math.abs(gap - 3600_000 / rate)).toBeLessThanOrEqual(1);
    // Due all at once (as after a mail server was down for hours): still only the hour's allowance.
    await prisma().outboxMail.updateMany({ where: { newsletterId: letter.id }, data: { nextAttemptAt: new Date(0) } });
    await t.services.mail.drain();
    await t.services.mail.drain();
    const status = (await admin.get(`/api/newsletters/${letter.id}`)).json() as Record<string, unknown>;
    expect(status).toMatchObject({ sent: 5, pending: 7 });
    expect(smtp.received.filter((mail) => mail.to[0]?.startsWith("rate"))).toHaveLength(5);
    await prisma().newsletter.delete({ where: { id: letter.id } });
    await admin.put("/api/newsletter/settings", { hourlyRate: 200, digest: "off", digestAutoSend: false });
  });

  it("only admins write and send newsletters; a visitor gets 401 and a Redaktion account 403", async () => {
    const visitor = await fetch(`${base}/api/newsletters`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ subject: "x" }),
    });
    expect(visitor.status).toBe(401);
    expect((await fetch(`${base}/api/newsletter/subscribers`)).status).toBe(401);
    const created = await admin.post("/api/admin/users", {
      username: "redaktion",
      password: "redaktion-pass-123",
      role: "editor",
    });
    expect(created.statusCode, created.body).toBe(200);
    const editor = rest(t.app, await loginCookie(t.app, { username: "redaktion", password: "redaktion-pass-123" }));
    expect((await editor.post("/api/newsletters", { subject: "x" })).statusCode).toBe(403);
    expect((await editor.get("/api/newsletter/subscribers")).statusCode).toBe(403);
  });

  it("the person-data tool shows and erases a subscription", async () => {
    await prisma().newsletterSubscriber.deleteMany();
    await subscribeAndConfirm("person@example.lu", "de", ["news"]);
    const shown = (await admin.get("/api/personal-data?email=Person@Example.lu")).json() as { newsletter: unknown[] };
    expect(shown.newsletter).toHaveLength(1);
    const erased = await admin.delete("/api/personal-data?email=person@example.lu");
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ newsletter: 1 });
    expect(await prisma().newsletterSubscriber.count({ where: { email: "person@example.lu" } })).toBe(0);
  });
});
