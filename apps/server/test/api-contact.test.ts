import { Window } from "happy-dom";
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

  it("asks a parent of an applicant under 16 by the answer or the birth date, and shows the age, not the date", async () => {
    const visitor = rest(t.app);
    const today = new Date().toISOString().slice(0, 10);
    const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4, 8)}01`;
    const application = { type: "membership", message: "Moien", name: "Lis Weber" };
    const parent = { parentName: "Claude Weber", parentEmail: "claude@weber.lu", parentConsent: true };
    // "Under 16?" answered yes, no birth date: the parent is asked for, then taken.
    const refused = await visitor.post("/api/contact-submissions", {
      ...application,
      email: "lis@a.lu",
      underSixteen: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(["parentConsent", "parentEmail", "parentName"]);
    const answers = [
      { email: "lis@a.lu", underSixteen: true, ...parent },
      // The birth date decides over the answer: 14 today, though "no" was ticked.
      { email: "tom@a.lu", underSixteen: false, birthDate: yearsAgo(15), ...parent },
      { email: "max@a.lu", underSixteen: false },
      // A client that asks neither (the spec's).
      { email: "eva@a.lu" },
    ];
    for (const answer of answers) {
      expect((await visitor.post("/api/contact-submissions", { ...application, ...answer })).statusCode).toBe(200);
    }
    const api = rest(t.app, await loginCookie(t.app));
    const listed = (await api.get("/api/contact-submissions")).json() as {
      email: string;
      underSixteen: boolean | null;
      age: number | null;
      parentName: string;
    }[];
    const byEmail = (email: string) => listed.find((row) => row.email === email);
    expect(byEmail("lis@a.lu")).toMatchObject({ underSixteen: true, age: null, parentName: "Claude Weber" });
    expect(byEmail("tom@a.lu")).toMatchObject({ underSixteen: true, parentName: "Claude Weber" });
    expect([14, 15]).toContain(byEmail("tom@a.lu")?.age);
    expect(byEmail("max@a.lu")).toMatchObject({ underSixteen: false, age: null, parentName: "" });
    expect(byEmail("eva@a.lu")).toMatchObject({ underSixteen: null, age: null });
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

  it("keeps messages over the limit for review and says so; over four times the limit answers 429 with the minutes to wait", async () => {
    await t.db.prisma.rateLimit.deleteMany();
    await t.db.prisma.contactSubmission.deleteMany();
    let n = 0;
    const send = () =>
      rest(t.app).post("/api/contact-submissions", {
        type: "membership",
        name: "A B",
        email: `a${++n}@b.lu`,
        message: "m",
      });
    // CONTACT_RATE_LIMIT 6: six reach the inbox, the next 18 (up to 4 × 6) are kept for review.
    for (let i = 1; i <= 6; i++) expect((await send()).json()).toEqual({ ok: true, review: false });
    for (let i = 7; i <= 24; i++) {
      const res = await send();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, review: true });
    }
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    // The message says how long to wait, as the header does (retrying sooner cannot work).
    const minutes = Math.ceil(seconds / 60);
    expect((limited.json() as { message: string }).message).toBe(
      `Zu viele Nachrichten aus diesem Netzwerk in kurzer Zeit. Bitte ${minutes === 1 ? "in einer Minute" : `in ${minutes} Minuten`} erneut senden.`,
    );
    // A form with a mistake is still told what to fix below the hard limit; over it, the 429.
    expect((await rest(t.app).post("/api/contact-submissions", { type: "membership", name: "A" })).statusCode).toBe(
      429,
    );
    const api = rest(t.app, await loginCookie(t.app));
    // The inbox (no status) holds all 24: the 6 new ones and the 18 to review; the refused one is not stored.
    const inbox = (await api.get("/api/contact-submissions")).json() as { email: string; status: string }[];
    expect(inbox).toHaveLength(24);
    const review = (await api.get("/api/contact-submissions?status=review")).json() as { id: number; email: string }[];
    expect(review.map((m) => m.email).sort()).toEqual(Array.from({ length: 18 }, (_, i) => `a${i + 7}@b.lu`).sort());
    expect((await api.get("/api/contact-submissions/counts")).json()).toMatchObject({ new: 6, review: 18, spam: 0 });
    // The committee takes one in after checking it: it moves to the inbox's statuses.
    const moved = await api.patch(`/api/contact-submissions/${review[0]?.id}`, { status: "new" });
    expect(moved.json()).toMatchObject({ status: "new" });
    expect((await api.get("/api/contact-submissions/counts")).json()).toMatchObject({ new: 7, review: 17 });
  });

  it("answers a form with a mistake with its fields, not a 429, between the limit and four times it", async () => {
    await t.db.prisma.rateLimit.deleteMany();
    for (let i = 0; i < 10; i++) {
      const res = await rest(t.app).post("/api/contact-submissions", {
        type: "membership",
        name: "A",
        email: "a@b.lu",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty("message");
    }
    const fixed = await rest(t.app).post("/api/contact-submissions", {
      type: "membership",
      name: "A",
      email: "fixed@b.lu",
      message: "m",
    });
    expect(fixed.json()).toEqual({ ok: true, review: true });
  });

  it("counts messages sent at the same moment one by one: the limit reaches the inbox, up to four times it is kept for review, the rest get 429", async () => {
    await t.db.prisma.rateLimit.deleteMany();
    await t.db.prisma.contactSubmission.deleteMany();
    const anonymous = rest(t.app);
    // They arrive together, so they are committed together (one transaction for the lot).
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        anonymous.post("/api/contact-submissions", {
          type: "membership",
          name: `Sender ${i}`,
          email: `s${i}@b.lu`,
          message: "m",
          // Every fourth is a bot: counted, answered like a success, kept as spam.
          ...(i % 4 === 3 ? { website: "https://spam.example" } : {}),
        }),
      ),
    );
    const answered = (review: boolean) =>
      answers.flatMap((res, i) => (res.statusCode === 200 && res.json().review === review ? [i] : []));
    const person = (i: number) => i % 4 !== 3;
    expect(answered(false)).toHaveLength(6);
    expect(answered(true)).toHaveLength(18);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(6);
    const emails = async (status: "new" | "review" | "spam") =>
      (await t.db.prisma.contactSubmission.findMany({ where: { status } })).map((row) => row.email).sort();
    // What each sender was told is where the message is.
    expect(await emails("new")).toEqual(
      answered(false)
        .filter(person)
        .map((i) => `s${i}@b.lu`)
        .sort(),
    );
    expect(await emails("review")).toEqual(
      answered(true)
        .filter(person)
        .map((i) => `s${i}@b.lu`)
        .sort(),
    );
    expect(await emails("spam")).toEqual(
      [...answered(false), ...answered(true)]
        .filter((i) => !person(i))
        .map((i) => `s${i}@b.lu`)
        .sort(),
    );
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

  it("loses no application at a busy stand with the default limit: 8 in ten minutes reach the inbox, 30 are all kept (20 in the inbox, 10 for review)", async () => {
    const stand = await createAdminTestApp();
    try {
      const tablet = rest(stand.app);
      const apply = (i: number) =>
        tablet.post("/api/contact-submissions", {
          type: "membership",
          name: `Jugendlech ${i}`,
          email: `stand${i}@example.lu`,
          message: "Ech wëll mat maachen!",
        });
      for (let i = 1; i <= 8; i++) expect((await apply(i)).json()).toEqual({ ok: true, review: false });
      for (let i = 9; i <= 20; i++) expect((await apply(i)).json()).toEqual({ ok: true, review: false });
      for (let i = 21; i <= 30; i++) expect((await apply(i)).json()).toEqual({ ok: true, review: true });
      const api = rest(stand.app, await loginCookie(stand.app));
      expect((await api.get("/api/contact-submissions/counts")).json()).toMatchObject({ new: 20, review: 10 });
    } finally {
      await stand.close();
    }
  });

  describe("sent without scripts, as a plain POST to the form's page", () => {
    const post = (url: string, fields: Record<string, string>, type = "application/x-www-form-urlencoded") =>
      t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": type },
        payload: type.startsWith("application/x-www-form-urlencoded")
          ? new URLSearchParams(fields).toString()
          : JSON.stringify(fields),
      });
    /** The page's HTML as a document (happy-dom), and the announced line above the form. */
    const read = (html: string) => {
      const window = new Window({ url: "http://localhost" });
      window.document.write(html);
      const document = window.document;
      return { document, alert: document.querySelector("form [role=alert]")?.textContent ?? "" };
    };

    it("stores the message and answers with the page's thanks, in the page's language; the page is not kept", async () => {
      const res = await post("/contact", {
        form: "membership",
        name: "Lea Schmit",
        underSixteen: "no",
        email: "lea@example.lu",
        phone: "",
        message: "Ech wëll matmaachen.",
        website: "",
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-store");
      const { document } = read(res.body);
      expect(document.querySelector("[role=status] h2")?.textContent).toBe("Merci, Lea Schmit!");
      expect(document.querySelector("form[method=post]")).toBeNull();
      const stored = await t.db.prisma.contactSubmission.findFirstOrThrow({ where: { email: "lea@example.lu" } });
      expect(stored).toMatchObject({ type: "membership", message: "Ech wëll matmaachen." });
      // The next visitor gets the empty form, not this answer.
      const next = read((await t.app.inject({ method: "GET", url: "/contact" })).body).document;
      expect(next.querySelector("form[method=post] input[name=form]")?.getAttribute("value")).toBe("membership");
      expect(next.body.textContent).not.toContain("Lea Schmit");

      const sponsor = await post("/de/sponsors", {
        form: "sponsor",
        firstName: "Marc",
        lastName: "Weber",
        company: "Garage Weber",
        email: "marc.weber@example.lu",
        message: "Mir ënnerstëtzen iech.",
      });
      expect(sponsor.statusCode).toBe(200);
      expect(read(sponsor.body).document.querySelector("[role=status] h2")?.textContent).toBe("Danke, Marc Weber!");
      expect(
        await t.db.prisma.contactSubmission.count({
          where: { email: "marc.weber@example.lu", company: "Garage Weber" },
        }),
      ).toBe(1);
    });

    it("answers mistakes with the form again: 400, what was typed kept, each problem at its field, a child's parent asked for", async () => {
      const before = await t.db.prisma.contactSubmission.count();
      const res = await post("/fr/contact", {
        form: "membership",
        name: "Tom",
        underSixteen: "yes",
        email: "tom@",
        message: "Salut",
      });
      expect(res.statusCode).toBe(400);
      const { document, alert } = read(res.body);
      expect(document.documentElement.getAttribute("lang")).toBe("fr");
      expect(alert).toMatch(/^Vérifie.*: Nom du parent, E-mail du parent, .*, E-mail$/);
      const input = (name: string) => document.querySelector(`form [name=${name}]`);
      expect(input("name")?.getAttribute("value")).toBe("Tom");
      expect(input("email")?.getAttribute("value")).toBe("tom@");
      expect(input("email")?.getAttribute("aria-invalid")).toBe("true");
      expect(input("message")?.textContent).toBe("Salut");
      // Under 16: the parent's fields are on the page now, marked to fill in.
      expect(input("parentName")?.getAttribute("aria-invalid")).toBe("true");
      expect(input("parentConsent")?.getAttribute("type")).toBe("checkbox");
      expect(await t.db.prisma.contactSubmission.count()).toBe(before);
    });

    it("refuses what a page's form never sends: another body (415), no form of the site (400), too much (413)", async () => {
      const before = await t.db.prisma.contactSubmission.count();
      const json = await post(
        "/contact",
        { form: "membership", name: "A", email: "a@b.lu", message: "m" },
        "application/json",
      );
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
      const unknown = await post("/contact", { form: "newsletter", email: "a@b.lu" });
      expect(unknown.statusCode).toBe(400);
      expect(read(unknown.body).document.querySelector("h1")).not.toBeNull();
      const huge = await post("/contact", {
        form: "membership",
        name: "A",
        email: "a@b.lu",
        message: "x".repeat(70_000),
      });
      expect(huge.statusCode).toBe(413);
      expect(await t.db.prisma.contactSubmission.count()).toBe(before);
      // Only the form pages take a POST.
      expect((await post("/events", { form: "membership" })).statusCode).toBe(404);
    });

    it("says when a network sent too many: 429 with Retry-After, the message kept in the form, nothing stored", async () => {
      await t.db.prisma.rateLimit.deleteMany();
      let n = 0;
      const send = () =>
        post("/contact", {
          form: "membership",
          name: "A B",
          underSixteen: "no",
          email: `p${++n}@b.lu`,
          message: "Mäi Message",
        });
      // CONTACT_RATE_LIMIT 6: up to four times it are kept; the next is refused.
      for (let i = 0; i < 24; i++) expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      const { document, alert } = read(limited.body);
      expect(alert).toMatch(/^Ze vill Noriichten aus dësem Netz/);
      expect(document.querySelector("form [name=message]")?.textContent).toBe("Mäi Message");
      expect(await t.db.prisma.contactSubmission.count({ where: { email: `p${n}@b.lu` } })).toBe(0);
    });
  });
});
