import type { AddressInfo } from "node:net";
import { sweepSignups } from "@jugendclub/api";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// Sign-ups (issue 35) through the REST paths, with the mails delivered to a real SMTP server on
// loopback and parsed by an independent parser (mailparser): the links a person clicks are read
// from the mails, as a person would. The concurrency case sends real concurrent HTTP requests.

const SITE = "https://jugendclub.lu";
const DAY = 24 * 3600_000;

describe("sign-ups with a waiting list", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  const visitor = () => rest(t.app);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAdminTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Jugendclub <site@jugendclub.lu>",
      PUBLIC_URL: SITE,
      SIGNUP_RATE_LIMIT: "1000",
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
    await t.db.prisma.rateLimit.deleteMany();
  });

  async function eventWith(signup: Record<string, unknown> | null, extra: Record<string, unknown> = {}) {
    const res = await admin.post("/api/events", {
      title: "Chrëschtmaart zu Tréier",
      date: new Date(Date.now() + 20 * DAY).toISOString(),
      location: "Bus um Parking",
      signup,
      translations: { pt: { title: "Mercado de Natal em Trier" } },
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; signup: { questions: { id: string }[]; shifts: { id: string }[] } | null };
  }

  /** Delivers the outbox and answers the mails that arrived for `to` since the last call. */
  async function mailsTo(to: string): Promise<ReceivedMail[]> {
    await t.services.mail.drain();
    return smtp.received.filter((mail) => mail.to.includes(to));
  }

  function linkIn(mail: ReceivedMail | undefined, action: string): string {
    const found = mail?.parsed.text?.match(new RegExp(`https://jugendclub\\.lu\\S*/signup/${action}\\?token=[\\w-]+`));
    if (!found) throw new Error(`no ${action} link in: ${mail?.parsed.text}`);
    return found[0];
  }

  const tokenOf = (link: string) => new URL(link).searchParams.get("token") as string;

  /** Signs up and confirms from the mail; answers the status after confirming and the token. */
  async function signUpAndConfirm(id: number, name: string, email: string, extra: Record<string, unknown> = {}) {
    const res = await visitor().post(`/api/events/${id}/signups`, { name, email, ...extra });
    expect(res.statusCode, res.body).toBe(202);
    const [request] = (await mailsTo(email)).filter((mail) => mail.parsed.text?.includes("/signup/confirm?token="));
    const token = tokenOf(linkIn(request, "confirm"));
    const confirmed = await visitor().post("/api/signups/confirm", { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { state: confirmed.json() as { status: string; position: number | null }, token };
  }

  it("signs up, confirms the address from the mail, and counts the place only then", async () => {
    const event = await eventWith({ capacity: 3, maxGuests: 2 });
    const before = await visitor().get(`/api/events/${event.id}/signup`);
    expect(before.json()).toMatchObject({ open: true, capacity: 3, taken: 0, left: 3, waiting: 0, maxGuests: 2 });

    const res = await visitor().post(`/api/events/${event.id}/signups`, {
      name: "Anna Weber",
      email: "anna@example.lu",
      guests: 1,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "unconfirmed" });
    // Not counted before the address is confirmed: a bot cannot fill the event.
    expect((await visitor().get(`/api/events/${event.id}/signup`)).json()).toMatchObject({ taken: 0, left: 3 });

    const [request] = await mailsTo("anna@example.lu");
    expect(request?.parsed.subject).toBe("Bestätegt w.e.g. Är Umeldung: Chrëschtmaart zu Tréier");
    expect(request?.parsed.html).toContain("/signup/confirm?token=");
    const link = linkIn(request, "confirm");
    expect(link.startsWith(`${SITE}/signup/confirm?token=`)).toBe(true);

    const confirmed = await visitor().post("/api/signups/confirm", { token: tokenOf(link) });
    expect(confirmed.json()).toMatchObject({ status: "confirmed", position: null, eventId: event.id });
    // The same link again: the same answer, no second mail.
    expect((await visitor().post("/api/signups/confirm", { token: tokenOf(link) })).json()).toMatchObject({
      status: "confirmed",
    });
    expect((await visitor().get(`/api/events/${event.id}/signup`)).json()).toMatchObject({ taken: 2, left: 1 });
    const after = (await mailsTo("anna@example.lu")).slice(1);
    expect(after.map((mail) => mail.parsed.subject)).toEqual(["Dir sidd ugemellt: Chrëschtmaart zu Tréier"]);
    expect(after[0]?.parsed.text).toContain("Plazen: 2");
    expect(linkIn(after[0], "cancel")).toContain("/signup/cancel?token=");
  });

  it("checks a confirmed person in at the door from the mail's ticket, once, and lets nobody else in by it", async () => {
    const event = await eventWith({ capacity: 3, maxGuests: 2 });
    const other = await eventWith({ capacity: 5 });
    const inside = await signUpAndConfirm(event.id, "Carla Reis", "carla@example.lu", { guests: 2 });
    const waiting = await signUpAndConfirm(event.id, "Dan Klein", "dan@example.lu");
    expect(waiting.state.status).toBe("waiting");
    const scan = (id: number, ticket: string) => admin.post(`/api/events/${id}/checkin`, { ticket });

    expect((await visitor().post(`/api/events/${event.id}/checkin`, { ticket: inside.token })).statusCode).toBe(401);
    // Ten phones scanning the same code at once: one of them checks the person in.
    const answers = await Promise.all(Array.from({ length: 10 }, () => scan(event.id, inside.token)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((res) => (res.json() as { checkedInNow: number }).checkedInNow).sort()).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    ]);
    const again = await scan(event.id, inside.token);
    expect(again.json()).toMatchObject({ checkedInNow: 0 });
    expect((again.json() as { signups: unknown[] }).signups).toMatchObject([
      { name: "Carla Reis", places: 3, checkedIn: true },
    ]);

    // Waiting: shown, not let in, not changed.
    const refused = await scan(event.id, waiting.token);
    expect(refused.json()).toMatchObject({ checkedInNow: 0, signups: [{ status: "waiting", checkedIn: false }] });
    // Another event's door, or a made-up code: nobody.
    expect((await scan(other.id, inside.token)).statusCode).toBe(404);
    expect((await scan(event.id, "made-up")).statusCode).toBe(404);
    const list = (await admin.get(`/api/events/${event.id}/signups`)).json() as { name: string; checkedIn: boolean }[];
    expect(list.map((r) => [r.name, r.checkedIn])).toEqual([
      ["Carla Reis", true],
      ["Dan Klein", false],
    ]);
  });

  it("puts people on the waiting list when full and offers a freed place to the first, who takes it once", async () => {
    const event = await eventWith({ capacity: 1 });
    const first = await signUpAndConfirm(event.id, "Ben Muller", "ben@example.lu");
    expect(first.state.status).toBe("confirmed");
    const second = await signUpAndConfirm(event.id, "Carla Reis", "carla@example.lu", { lang: "pt" });
    expect(second.state).toMatchObject({ status: "waiting", position: 1 });
    const third = await signUpAndConfirm(event.id, "Dan Schmit", "dan@example.lu");
    expect(third.state).toMatchObject({ status: "waiting", position: 2 });
    const waitingMail = (await mailsTo("carla@example.lu")).at(-1);
    expect(waitingMail?.parsed.subject).toBe("Na lista de espera: Mercado de Natal em Trier");
    expect(waitingMail?.parsed.text).toContain("no lugar 1");
    expect((await visitor().get(`/api/events/${event.id}/signup`)).json()).toMatchObject({
      taken: 1,
      left: 0,
      waiting: 2,
    });

    // Ben cancels from his mail: the place is offered to Carla, and to nobody else.
    const benMail = (await mailsTo("ben@example.lu")).at(-1);
    const cancelled = await visitor().post("/api/signups/cancel", { token: tokenOf(linkIn(benMail, "cancel")) });
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    const offer = (await mailsTo("carla@example.lu")).at(-1);
    expect(offer?.parsed.subject).toBe("Há um lugar livre para si: Mercado de Natal em Trier");
    expect((await mailsTo("dan@example.lu")).map((mail) => mail.parsed.subject)).not.toContain(
      expect.stringContaining("Plaz ass fräi"),
    );
    const overview = (await visitor().get(`/api/events/${event.id}/signup`)).json();
    expect(overview).toMatchObject({ taken: 1, left: 0, waiting: 1 });

    // A double click on accept: confirmed once, one mail.
    const accept = tokenOf(linkIn(offer, "accept"));
    const [a, b] = await Promise.all([
      visitor().post("/api/signups/accept", { token: accept }),
      visitor().post("/api/signups/accept", { token: accept }),
    ]);
    expect([a.json().status, b.json().status]).toEqual(["confirmed", "confirmed"]);
    const confirmations = (await mailsTo("carla@example.lu")).filter((mail) =>
      mail.parsed.subject?.startsWith("Está inscrito"),
    );
    expect(confirmations).toHaveLength(1);
    expect(await t.db.prisma.signup.count({ where: { eventId: event.id, status: "confirmed" } })).toBe(1);
  });

  it("moves an offer nobody took to the next person in line, and a declined one too", async () => {
    const event = await eventWith({ capacity: 1, offerHours: 48 });
    const first = await signUpAndConfirm(event.id, "Eva Klein", "eva@example.lu");
    await signUpAndConfirm(event.id, "Finn Hoffmann", "finn@example.lu");
    await signUpAndConfirm(event.id, "Gina Thill", "gina@example.lu");
    await visitor().post("/api/signups/cancel", { token: first.token });
    const offered = await t.db.prisma.signup.findFirstOrThrow({ where: { eventId: event.id, status: "offered" } });
    expect(offered.name).toBe("Finn Hoffmann");
    // The offer holds 48 hours (the event is 20 days away).
    expect(offered.offeredUntil!.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);

    // Its deadline passes: the sweep (every 30 s in the server) hands the place on.
    await t.db.prisma.signup.update({ where: { id: offered.id }, data: { offeredUntil: new Date(Date.now() - 1000) } });
    expect(await sweepSignups({ prisma: t.db.prisma, mail: t.services.mail })).toMatchObject({ expired: 1 });
    const rows = await t.db.prisma.signup.findMany({ where: { eventId: event.id }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.name, row.status])).toEqual([
      ["Eva Klein", "cancelled"],
      ["Finn Hoffmann", "expired"],
      ["Gina Thill", "offered"],
    ]);
    // Finn's old link cannot take the place any more.
    const finnOffer = (await mailsTo("finn@example.lu")).find((mail) => mail.parsed.subject?.startsWith("Eng Plaz"));
    const late = await visitor().post("/api/signups/accept", { token: tokenOf(linkIn(finnOffer, "accept")) });
    expect(late.json()).toMatchObject({ status: "expired" });

    // Gina declines: nobody is left waiting, the place stays free.
    const ginaOffer = (await mailsTo("gina@example.lu")).find((mail) => mail.parsed.subject?.startsWith("Eng Plaz"));
    const declined = await visitor().post("/api/signups/decline", { token: tokenOf(linkIn(ginaOffer, "decline")) });
    expect(declined.json()).toMatchObject({ status: "cancelled" });
    expect((await visitor().get(`/api/events/${event.id}/signup`)).json()).toMatchObject({
      taken: 0,
      left: 1,
      waiting: 0,
    });
  });

  /** Confirms every token at the same moment, each over its own real HTTP request; answers the states. */
  async function confirmAtOnce(tokens: string[]) {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const answers = await Promise.all(
      tokens.map((token) =>
        fetch(`http://127.0.0.1:${port}/api/signups/confirm`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ token }),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as {
            status: string;
            position: number;
            shifts: { status: string; position: number | null }[];
          },
        })),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    return answers;
  }

  it("gives 50 people confirming at once for 10 places exactly 10 places, the rest waiting in order", async () => {
    const event = await eventWith({ capacity: 10 });
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await visitor().post(`/api/events/${event.id}/signups`, {
        name: `Person ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
        email: `p${i}@example.lu`,
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    for (const row of await t.db.prisma.signup.findMany({ where: { eventId: event.id }, orderBy: { id: "asc" } })) {
      tokens.push(row.token);
    }
    const answers = await confirmAtOnce(tokens);
    expect(answers.filter((answer) => answer.body.status === "confirmed")).toHaveLength(10);
    const waiting = answers.filter((answer) => answer.body.status === "waiting");
    expect(waiting).toHaveLength(40);
    // Each waiting person has their own place in the line, 1 to 40, in the order of confirming.
    expect(waiting.map((answer) => answer.body.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const line = await t.db.prisma.signup.findMany({
      where: { eventId: event.id, status: "waiting" },
      orderBy: [{ queuedAt: "asc" }, { id: "asc" }],
    });
    const confirmedLast = await t.db.prisma.signup.aggregate({
      where: { eventId: event.id, status: "confirmed" },
      _max: { queuedAt: true },
    });
    expect(line[0]!.queuedAt!.getTime()).toBeGreaterThanOrEqual(confirmedLast._max.queuedAt!.getTime());
    expect((await visitor().get(`/api/events/${event.id}/signup`)).json()).toMatchObject({
      taken: 10,
      left: 0,
      waiting: 40,
    });
    // One mail each, written with the change (the 100 are not sent here: the next tests need no wait).
    expect(await t.db.prisma.outboxMail.count({ where: { signup: { eventId: event.id } } })).toBe(100);
    await t.db.prisma.outboxMail.deleteMany({ where: { signup: { eventId: event.id } } });
  });

  it("fills a helper shift of 4 with exactly 4 of 50 helpers confirming at once, the rest waiting for it in order", async () => {
    const event = await eventWith({
      capacity: null,
      shifts: [
        {
          name: "Bar",
          start: new Date(Date.now() + 20 * DAY).toISOString(),
          end: new Date(Date.now() + 20 * DAY + 3 * 3600_000).toISOString(),
          capacity: 4,
        },
      ],
    });
    const shiftId = event.signup?.shifts[0]?.id as string;
    for (let i = 0; i < 50; i++) {
      const res = await visitor().post(`/api/events/${event.id}/signups`, {
        name: `Helfer ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
        email: `h${i}@example.lu`,
        shiftIds: [shiftId],
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    const rows = await t.db.prisma.signup.findMany({ where: { eventId: event.id }, orderBy: { id: "asc" } });
    const answers = await confirmAtOnce(rows.map((row) => row.token));
    const states = answers.map((answer) => answer.body.shifts[0]);
    expect(states.filter((state) => state?.status === "confirmed")).toHaveLength(4);
    const waiting = states.filter((state) => state?.status === "waiting");
    expect(waiting.map((state) => state?.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 46 }, (_, i) => i + 1),
    );
    const overview = (await visitor().get(`/api/events/${event.id}/signup`)).json() as {
      shifts: { taken: number; left: number; waiting: number }[];
    };
    expect(overview.shifts[0]).toMatchObject({ taken: 4, left: 0, waiting: 46 });
    await t.db.prisma.outboxMail.deleteMany({ where: { signup: { eventId: event.id } } });
  });

  it("asks a parent to confirm for a child under 16, and writes every later mail to both", async () => {
    const event = await eventWith({ capacity: 5 });
    const refused = await visitor().post(`/api/events/${event.id}/signups`, {
      name: "Lena Kremer",
      email: "lena@example.lu",
      underSixteen: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({
      parentName: "Bitte den Namen eines Elternteils eingeben",
      parentEmail: "Bitte die E-Mail-Adresse eines Elternteils eingeben",
    });
    const res = await visitor().post(`/api/events/${event.id}/signups`, {
      name: "Lena Kremer",
      email: "lena@example.lu",
      underSixteen: true,
      parentName: "Marie Kremer",
      parentEmail: "marie@example.lu",
      lang: "de",
    });
    expect(res.statusCode).toBe(202);
    expect(await mailsTo("lena@example.lu")).toHaveLength(0);
    const [request] = await mailsTo("marie@example.lu");
    expect(request?.parsed.text).toContain("Lena Kremer hat sich für „Chrëschtmaart zu Tréier“ angemeldet");
    await visitor().post("/api/signups/confirm", { token: tokenOf(linkIn(request, "confirm")) });
    const [confirmed] = await mailsTo("lena@example.lu");
    expect(confirmed?.to.sort()).toEqual(["lena@example.lu", "marie@example.lu"]);
    expect(confirmed?.parsed.subject).toBe("Sie sind angemeldet: Chrëschtmaart zu Tréier");
  });

  it("refuses bad input with a 400 naming the field, and keeps what is stored", async () => {
    const event = await eventWith({
      capacity: 5,
      questions: [
        { id: "diet", label: "Iessen", kind: "choice", options: ["Fleesch", "Vegetaresch"], required: true },
        { id: "allergies", label: "Allergien", kind: "text", sensitive: true },
      ],
    });
    const bad = async (body: Record<string, unknown>) => {
      const res = await visitor().post(`/api/events/${event.id}/signups`, {
        name: "Otto Becker",
        email: "otto@example.lu",
        answers: { diet: "Fleesch" },
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().fields as Record<string, string>;
    };
    expect(await bad({ email: "not-an-address" })).toHaveProperty("email");
    expect(await bad({ name: "www.spam.example" })).toHaveProperty("name");
    expect(await bad({ guests: 1 })).toEqual({ guests: "Bei dieser Veranstaltung sind keine Gäste vorgesehen" });
    expect(await bad({ answers: {} })).toEqual({ "answers.diet": "Bitte diese Frage beantworten" });
    expect(await bad({ answers: { diet: "Fësch" } })).toHaveProperty("answers.diet");
    expect(await bad({ answers: { diet: "Fleesch", colour: "rout" } })).toHaveProperty("answers.colour");
    expect(await bad({ shiftIds: ["bar"] })).toHaveProperty("shiftIds");
    expect(await t.db.prisma.signup.count({ where: { eventId: event.id } })).toBe(0);

    const ok = await visitor().post(`/api/events/${event.id}/signups`, {
      name: "Otto Becker",
      email: "otto@example.lu",
      answers: { diet: "Vegetaresch", allergies: "Nëss" },
    });
    expect(ok.statusCode).toBe(202);
    // The same person twice: a conflict, not a second row.
    const again = await visitor().post(`/api/events/${event.id}/signups`, {
      name: "otto becker",
      email: "OTTO@example.lu",
      answers: { diet: "Vegetaresch" },
    });
    expect(again.statusCode).toBe(409);
    // The admin sees the answers, the sensitive one included.
    const list = await admin.get(`/api/events/${event.id}/signups`);
    expect(list.json()).toMatchObject([
      { name: "Otto Becker", status: "unconfirmed", answers: { diet: "Vegetaresch", allergies: "Nëss" } },
    ]);
    // A link nobody sent: 404 with a message a person can act on.
    const unknown = await visitor().post("/api/signups/confirm", { token: "no-such-token" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("Link");
  });

  it("answers 404 on the sign-up paths of an event without sign-ups, and of a draft", async () => {
    const none = await eventWith(null);
    expect((await visitor().get(`/api/events/${none.id}/signup`)).statusCode).toBe(404);
    const post = await visitor().post(`/api/events/${none.id}/signups`, { name: "Anna Weber", email: "a@example.lu" });
    expect(post.statusCode).toBe(404);
    const draft = await eventWith({ capacity: 3 }, { status: "draft" });
    expect((await visitor().get(`/api/events/${draft.id}/signup`)).statusCode).toBe(404);
  });

  it("keeps the sign-up settings when an event is saved without them, and moves the line when places are added", async () => {
    const event = await eventWith({ capacity: 1 });
    await signUpAndConfirm(event.id, "Hanna Wolf", "hanna@example.lu");
    await signUpAndConfirm(event.id, "Ivo Lang", "ivo@example.lu");
    const put = await admin.put(`/api/events/${event.id}`, {
      title: "Chrëschtmaart zu Tréier",
      date: new Date(Date.now() + 20 * DAY).toISOString(),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().signup).toMatchObject({ capacity: 1 });
    const patch = await admin.patch(`/api/events/${event.id}`, { signup: { capacity: 2 } });
    expect(patch.statusCode, patch.body).toBe(200);
    const ivo = await t.db.prisma.signup.findFirstOrThrow({ where: { eventId: event.id, name: "Ivo Lang" } });
    expect(ivo.status).toBe("offered");
  });

  it("sends the reminder a day before, once, however often the sweep runs", async () => {
    const event = await eventWith({ capacity: 5, reminderHours: 24 });
    await signUpAndConfirm(event.id, "Jana Kohn", "jana@example.lu", { lang: "en" });
    expect((await sweepSignups({ prisma: t.db.prisma, mail: t.services.mail })).reminded).toBe(0);
    await t.db.prisma.event.update({ where: { id: event.id }, data: { date: new Date(Date.now() + 20 * 3600_000) } });
    const sweeps = await Promise.all([1, 2, 3].map(() => sweepSignups({ prisma: t.db.prisma, mail: t.services.mail })));
    expect(sweeps.reduce((sum, sweep) => sum + sweep.reminded, 0)).toBe(1);
    const reminders = (await mailsTo("jana@example.lu")).filter((mail) => mail.parsed.subject?.startsWith("Reminder"));
    expect(reminders.map((mail) => mail.parsed.subject)).toEqual(["Reminder: Chrëschtmaart zu Tréier"]);
    expect(linkIn(reminders[0], "cancel")).toContain(`${SITE}/en/signup/cancel?token=`);
  });

  it("works as plain pages without scripts: the form, the mail's link that changes nothing, and its button", async () => {
    const event = await eventWith({
      capacity: 2,
      maxGuests: 1,
      questions: [{ id: "bus", label: "Mam Bus?", kind: "yesno", required: true }],
    });
    const form = await t.app.inject({ method: "GET", url: `/pt/signup?event=${event.id}` });
    expect(form.statusCode).toBe(200);
    expect(form.headers["cache-control"]).toBe("no-store");
    expect(form.body).toContain('<html lang="pt" data-ready>');
    expect(form.body).toContain("Inscrever-se: Mercado de Natal em Trier");
    expect(form.body).toContain("ainda 2 lugares livres");
    expect(form.body).toContain('name="answer-bus"');
    expect(form.body).toContain('<form method="post" action="/pt/signup"');
    expect(form.body).not.toContain("<script");

    const post = (body: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/pt/signup",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(body).toString(),
      });
    // A mistake: the form again with what was typed, the field named in Portuguese.
    const wrong = await post({ event: String(event.id), name: "Rui Costa", email: "rui@", "answer-bus": "yes" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Verifique estes campos: E-mail");
    expect(wrong.body).toContain('value="Rui Costa"');
    expect(wrong.body).toMatch(/name="email" type="email" value="rui@" aria-invalid="true"/);

    const sent = await post({
      event: String(event.id),
      name: "Rui Costa",
      email: "rui@example.lu",
      guests: "1",
      "answer-bus": "no",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("Veja o seu e-mail");
    const [request] = await mailsTo("rui@example.lu");
    expect(request?.parsed.subject).toBe("Confirme a sua inscrição: Mercado de Natal em Trier");
    const link = new URL(linkIn(request, "confirm"));
    expect(link.pathname).toBe("/pt/signup/confirm");

    // Opening the link (as a mail scanner does) confirms nothing.
    const page = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Confirme aqui a sua inscrição em «Mercado de Natal em Trier».");
    expect((await t.db.prisma.signup.findFirstOrThrow({ where: { eventId: event.id } })).status).toBe("unconfirmed");
    const token = link.searchParams.get("token") as string;
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);

    const done = await t.app.inject({
      method: "POST",
      url: link.pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Está inscrito em «Mercado de Natal em Trier». Até lá!");
    const stored = await t.db.prisma.signup.findFirstOrThrow({ where: { eventId: event.id } });
    expect(stored).toMatchObject({ status: "confirmed", places: 2, answers: { bus: false }, lang: "pt" });
    expect((await t.app.inject({ method: "GET", url: `/pt/signup?event=${event.id}` })).body).toContain(
      "Esgotado · lista de espera",
    );
    // A link nobody sent.
    const unknown = await t.app.inject({ method: "GET", url: "/signup/cancel?token=nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Dëse Link ass net gëlteg.");
  });

  it("gives a person's sign-ups to the person-data tool, erases them with their mails, and deletes them 30 days after the event", async () => {
    const event = await eventWith({ capacity: 5 });
    await signUpAndConfirm(event.id, "Kim Ries", "kim@example.lu");
    const found = await admin.get("/api/personal-data?email=KIM@example.lu");
    expect(found.statusCode).toBe(200);
    expect(found.json().signups).toMatchObject([{ eventId: event.id, name: "Kim Ries", status: "confirmed" }]);
    expect(
      found
        .json()
        .mails.map((mail: { kind: string }) => mail.kind)
        .sort(),
    ).toEqual(["signup-confirmed", "signup-request"]);
    const erased = await admin.delete("/api/personal-data?email=kim@example.lu");
    expect(erased.json()).toEqual({ deleted: 0, signups: 1, newsletter: 0 });
    expect(await t.db.prisma.signup.count({ where: { email: "kim@example.lu" } })).toBe(0);
    expect(await t.db.prisma.outboxMail.count({ where: { recipients: { contains: "kim@example.lu" } } })).toBe(0);

    // Kept while the event is less than 30 days past; deleted after.
    const { deletePastSignups } = await import("@jugendclub/api");
    await signUpAndConfirm(event.id, "Lou Frank", "lou@example.lu");
    await t.db.prisma.event.update({ where: { id: event.id }, data: { date: new Date(Date.now() - 29 * DAY) } });
    expect(await deletePastSignups(t.db.prisma)).toBe(0);
    await t.db.prisma.event.update({ where: { id: event.id }, data: { date: new Date(Date.now() - 31 * DAY) } });
    expect(await deletePastSignups(t.db.prisma)).toBe(1);
    expect(await t.db.prisma.signup.count({ where: { eventId: event.id } })).toBe(0);
  });
});
