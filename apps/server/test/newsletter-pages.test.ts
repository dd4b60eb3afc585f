import { NEWSLETTER_MAIL_WORDS } from "@jugendclub/api";
import { type NuMessage, nuCheck } from "@jugendclub/testing/nu-checker";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The newsletter's pages (issue 36) as a person uses them, plain HTML without scripts: the form,
// the confirmation mail (delivered to a real SMTP server on loopback, parsed by mailparser) whose
// link opens a page that changes nothing, its button, the manage page, and leaving, by the page's
// button and by a mail program's one-click POST (RFC 8058). Every page passes the Nu Html Checker.

const SITE = "https://jugendclub.lu";
const FORM = "application/x-www-form-urlencoded";

describe("the newsletter's pages", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let category: { id: number };
  /** Each page shown, for the Nu Html Checker at the end. */
  const pages: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAdminTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Jugendclub <site@jugendclub.lu>",
      PUBLIC_URL: SITE,
      SIGNUP_RATE_LIMIT: "1000",
    });
    category = await t.db.prisma.eventCategory.create({
      data: { name: "Concerten", translations: { pt: { name: "Concertos" }, de: { name: "Konzerte" } } },
    });
    // Visitors see the categories that hold a visible event (eventCategories.list).
    const admin = rest(t.app, await loginCookie(t.app));
    const event = await admin.post("/api/events", {
      title: "Concert am Park",
      date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      location: "Park",
      categoryId: category.id,
    });
    expect(event.statusCode, event.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.services.mail.drain();
    smtp.received.length = 0;
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const post = (url: string, body: string | [string, string][], type = FORM) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": type },
      payload: typeof body === "string" ? body : new URLSearchParams(body).toString(),
    });

  async function mailsTo(to: string): Promise<ReceivedMail[]> {
    await t.services.mail.drain();
    return smtp.received.filter((mail) => mail.to.includes(to));
  }

  /** Subscribes through the form and follows the mail's link: the confirm page's address. */
  async function subscribeFor(email: string, topics: string[], prefix = "/pt"): Promise<URL> {
    const sent = await post(`${prefix}/newsletter`, [
      ["email", email],
      ["lang", "pt"],
      ...topics.map((topic): [string, string] => ["topic", topic]),
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await mailsTo(email);
    const found = mail?.parsed.text?.match(/https:\/\/jugendclub\.lu\S*\/newsletter\/confirm\?token=[\w.%-]+/);
    if (!found) throw new Error(`no confirm link in: ${mail?.parsed.text}`);
    return new URL(found[0]);
  }

  async function confirm(link: URL) {
    const token = link.searchParams.get("token") as string;
    return post(link.pathname, [["token", token]]);
  }

  it("shows the form in Portuguese with the categories, the consent and the hidden honeypot", async () => {
    const form = await get("/pt/newsletter");
    expect(form.statusCode).toBe(200);
    expect(form.headers["cache-control"]).toBe("no-store");
    expect(form.body).toContain('<html lang="pt" data-ready>');
    expect(form.body).toContain('<form method="post" action="/pt/newsletter" novalidate>');
    expect(form.body).toContain("O que lhe interessa?");
    expect(form.body).toContain('value="events" checked> Todos os eventos');
    expect(form.body).toContain(`value="category:${category.id}"> Concertos`);
    expect(form.body).toContain('value="news" checked> Novidades do clube');
    expect(form.body).toContain('<option value="pt" lang="pt" selected>Português</option>');
    expect(form.body).toContain(NEWSLETTER_MAIL_WORDS.pt.consent);
    expect(form.body).toContain('<div class="trap" aria-hidden="true">');
    expect(form.body).toContain('name="website"');
    expect(form.body).not.toContain("<script");
    pages.form = form.body;
    // Luxembourgish without a prefix, German under /de.
    expect((await get("/newsletter")).body).toContain('<option value="lb" lang="lb" selected>');
    expect((await get("/de/newsletter")).body).toContain(`value="category:${category.id}"> Konzerte`);
  });

  it("gives the form back with what was typed and what to fix", async () => {
    const wrong = await post("/pt/newsletter", [
      ["email", "rui@"],
      ["lang", "fr"],
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Verifique estes campos: E-mail, O que lhe interessa?");
    expect(wrong.body).toMatch(/name="email" type="email"[^>]*value="rui@" aria-invalid="true"/);
    expect(wrong.body).toContain("Indique um endereço de e-mail válido.");
    expect(wrong.body).toContain("Escolha pelo menos um tema.");
    expect(wrong.body).toContain('<option value="fr" lang="fr" selected>');
    expect(wrong.body).not.toContain('value="events" checked');
    pages.wrong = wrong.body;
    expect(await mailsTo("rui@")).toEqual([]);
  });

  it("answers a bot that fills the honeypot as if all went well, and sends nothing", async () => {
    const bot = await post("/pt/newsletter", [
      ["email", "bot@example.lu"],
      ["lang", "pt"],
      ["topic", "news"],
      ["website", "https://spam.example"],
    ]);
    expect(bot.statusCode).toBe(200);
    expect(bot.body).toContain("Veja o seu e-mail");
    expect(await mailsTo("bot@example.lu")).toEqual([]);
  });

  it("subscribes from the mail's link: the page changes nothing, its button stores the consent", async () => {
    const link = await subscribeFor("rui@example.lu", ["news", `category:${category.id}`]);
    expect(link.origin).toBe(SITE);
    expect(link.pathname).toBe("/pt/newsletter/confirm");
    const token = link.searchParams.get("token") as string;

    // Opening the link (as a mail scanner does) stores nobody.
    const page = await get(`${link.pathname}${link.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Confirmar a newsletter");
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(await t.db.prisma.newsletterSubscriber.count()).toBe(0);
    pages.confirm = page.body;

    const done = await confirm(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Está inscrito!");
    expect(done.body).toContain("rui@example.lu");
    const stored = await t.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: "rui@example.lu" } });
    expect(stored).toMatchObject({
      status: "active",
      lang: "pt",
      topics: ["news", `category:${category.id}`],
      consentText: NEWSLETTER_MAIL_WORDS.pt.consent,
      consentLang: "pt",
    });
    expect(done.body).toContain(`href="/pt/newsletter/manage?token=${encodeURIComponent(stored.token)}"`);
    pages.subscribed = done.body;

    // A link nobody sent, or an altered one: 404 in the visitor's language.
    const altered = await post(link.pathname, [["token", `${token}x`]]);
    expect(altered.statusCode).toBe(404);
    expect(altered.body).toContain("Este link não é válido");
    expect((await get("/newsletter/confirm?token=nope")).statusCode).toBe(404);
  });

  it("changes the topics and the language on the manage page", async () => {
    await confirm(await subscribeFor("ana@example.lu", ["news"]));
    const { token } = await t.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: "ana@example.lu" } });
    const page = await get(`/pt/newsletter/manage?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("ana@example.lu");
    expect(page.body).toContain('value="news" checked>');
    expect(page.body).not.toContain('value="events" checked>');
    expect(page.body).toContain('<form class="leave" method="post" action="/pt/newsletter/unsubscribe">');
    pages.manage = page.body;

    const saved = await post("/pt/newsletter/manage", [
      ["token", token],
      ["lang", "de"],
      ["topic", "events"],
      ["topic", `category:${category.id}`],
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain("Guardado. Obrigado!");
    expect(saved.body).toContain('value="events" checked>');
    expect(saved.body).toContain('<option value="de" lang="de" selected>');
    pages.saved = saved.body;
    expect(await t.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { token } })).toMatchObject({
      lang: "de",
      topics: ["events", `category:${category.id}`],
    });

    const none = await post("/pt/newsletter/manage", [
      ["token", token],
      ["lang", "pt"],
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain("Escolha pelo menos um tema.");
    expect((await get("/pt/newsletter/manage?token=nope")).statusCode).toBe(404);
  });

  it("leaves with one click: the page changes nothing, its button and a mail program's one-click POST do", async () => {
    await confirm(await subscribeFor("leo@example.lu", ["events"]));
    await confirm(await subscribeFor("mia@example.lu", ["events"], ""));
    const tokenOf = async (email: string) =>
      (await t.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).token;
    const statusOf = async (email: string) =>
      (await t.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).status;
    const leo = await tokenOf("leo@example.lu");

    const page = await get(`/pt/newsletter/unsubscribe?token=${encodeURIComponent(leo)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("leo@example.lu");
    expect(page.body.match(/<button/g)).toHaveLength(1);
    expect(await statusOf("leo@example.lu")).toBe("active");
    pages.unsubscribe = page.body;

    // A mail program's one-click POST: the token in the address, the body List-Unsubscribe=One-Click.
    const oneClick = await post(
      `/pt/newsletter/unsubscribe?token=${encodeURIComponent(leo)}`,
      "List-Unsubscribe=One-Click",
    );
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain("Saiu da newsletter");
    expect(oneClick.body).toContain('href="/pt/newsletter"');
    expect(await statusOf("leo@example.lu")).toBe("unsubscribed");
    pages.left = oneClick.body;

    // The same as multipart/form-data, in Luxembourgish.
    const mia = await tokenOf("mia@example.lu");
    const boundary = "----jc";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const byMultipart = await post(
      `/newsletter/unsubscribe?token=${encodeURIComponent(mia)}`,
      multipart,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(byMultipart.statusCode).toBe(200);
    expect(byMultipart.body).toContain("Dir sidd ofgemellt");
    expect(await statusOf("mia@example.lu")).toBe("unsubscribed");

    // The page's own button (token in the body), once more: still 200, still out.
    expect((await post("/pt/newsletter/unsubscribe", [["token", leo]])).statusCode).toBe(200);
    const unknown = await post("/en/newsletter/unsubscribe?token=nope", "List-Unsubscribe=One-Click");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("This link is not valid");
    expect((await get("/newsletter/unsubscribe?token=nope")).statusCode).toBe(404);
    pages.badLink = unknown.body;
  });

  it("shows a sent newsletter's web version in the page's language, with links to its other languages", async () => {
    const sent = await t.db.prisma.newsletter.create({
      data: {
        kind: "news",
        subject: "Summerfest",
        body: "Mir feieren! <script>alert(1)</script>",
        lang: "lb",
        translations: { pt: { subject: "Festa de verão", body: "Vamos festejar!" } },
        status: "sent",
        startedAt: new Date(),
        finishedAt: new Date(),
      },
    });
    const pt = await get(`/pt/newsletter/${sent.id}`);
    expect(pt.statusCode).toBe(200);
    expect(pt.body).toContain('<html lang="pt" data-ready>');
    expect(pt.body).toContain("Festa de verão</h1>");
    expect(pt.body).toContain(`<a href="/newsletter/${sent.id}" hreflang="lb" lang="lb">Lëtzebuergesch</a>`);
    pages.web = pt.body;
    // No French version: the Luxembourgish one, marked as such.
    const fr = await get(`/fr/newsletter/${sent.id}`);
    expect(fr.body).toContain('<article lang="lb">');
    expect(fr.body).toContain("Summerfest</h1>");
    expect(fr.body).not.toContain("<script>");
    pages.webOther = fr.body;

    const draft = await t.db.prisma.newsletter.create({ data: { subject: "Nach net", status: "draft" } });
    for (const url of [`/pt/newsletter/${draft.id}`, "/pt/newsletter/999999", "/pt/newsletter/0", "/pt/newsletter/x"]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain("Esta newsletter não existe.");
    }
    pages.missing = (await get("/pt/newsletter/999999")).body;
  });

  it("sends valid HTML, as the Nu Html Checker reads it", async () => {
    expect(Object.keys(pages).sort()).toEqual(
      [
        "badLink",
        "confirm",
        "form",
        "left",
        "manage",
        "missing",
        "saved",
        "subscribed",
        "unsubscribe",
        "web",
        "webOther",
        "wrong",
      ].sort(),
    );
    const report = await nuCheck(pages);
    const errors = (messages: NuMessage[]) =>
      messages
        .filter((message) => message.type === "error" || message.type === "non-document-error")
        .map((message) => `${message.lastLine ?? "?"}: ${message.message} (${message.extract?.trim() ?? ""})`);
    const found = Object.fromEntries(Object.entries(report).map(([name, messages]) => [name, errors(messages)]));
    expect(found).toEqual(Object.fromEntries(Object.keys(pages).map((name) => [name, []])));
  }, 120_000);
});
