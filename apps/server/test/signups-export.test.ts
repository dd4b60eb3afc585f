import { deletePastSignups } from "@jugendclub/api";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// What the admins and Redaktion do with an event's sign-ups beyond the list (issue 35): the CSV
// for the door (read back with an independent parser, csv-parse), a message to everyone confirmed
// (delivered to a real SMTP server on loopback, parsed by mailparser), and how long the sign-ups
// are kept after the event (keepDays).

const SITE = "https://jugendclub.lu";
const DAY = 24 * 3600_000;
const FORBIDDEN = /^Ihre Rolle „Fotos“ darf das nicht\./;

const HEADER = [
  "Status",
  "Platz auf der Warteliste",
  "Name",
  "E-Mail",
  "Telefon",
  "Plätze",
  "Schicht",
  "Datum",
  "Unter 16",
  "Elternteil",
  "E-Mail Elternteil",
  "Eingecheckt",
];

/** A Luxembourg day (YYYY-MM-DD) as the CSV writes it. */
const germanDay = (date: Date) =>
  new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Luxembourg", day: "2-digit", month: "2-digit", year: "numeric" })
    .format(date)
    .replace(/\//g, ".");
const isoDay = (date: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Luxembourg" }).format(date).slice(0, 10);

describe("sign-ups: the CSV, a message to everyone confirmed, and how long they are kept", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  let editor: ReturnType<typeof rest>;
  let photos: ReturnType<typeof rest>;
  const visitor = () => rest(t.app);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAdminTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Jugendclub <site@jugendclub.lu>",
      PUBLIC_URL: SITE,
      SIGNUP_RATE_LIMIT: "1000",
      LOGIN_RATE_LIMIT: "40",
    });
    admin = rest(t.app, await loginCookie(t.app));
    for (const [username, role] of [
      ["redaktion", "editor"],
      ["fotos", "photos"],
    ] as const) {
      const password = `${username} long password`;
      expect((await admin.post("/api/admin/users", { username, password, role })).statusCode).toBe(200);
      const caller = rest(t.app, await loginCookie(t.app, { username, password }));
      if (role === "editor") editor = caller;
      else photos = caller;
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.services.mail.drain();
    smtp.received.length = 0;
  });

  async function eventWith(signup: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const res = await admin.post("/api/events", {
      title: "Fest am Weiher, Sommer",
      date: new Date(Date.now() + 20 * DAY).toISOString(),
      location: "Weiher",
      signup,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; date: string; signup: { keepDays: number; shifts: { id: string }[] } };
  }

  /** An admin adds a person: confirmed at once, or waiting when full (no mail). */
  async function add(id: number, person: Record<string, unknown>) {
    const res = await admin.post(`/api/events/${id}/signups`, { notify: false, ...person });
    expect(res.statusCode, res.body).toBe(202);
    return (res.json() as { signups: { id: number; status: string }[] }).signups;
  }

  async function mailsTo(to: string): Promise<ReceivedMail[]> {
    await t.services.mail.drain();
    return smtp.received.filter((mail) => mail.to.includes(to));
  }

  /** The CSV's rows after its header, as an independent parser reads them (the BOM checked first). */
  function rowsOf(res: { rawPayload: Buffer; body: string }): string[][] {
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parse(res.rawPayload, { bom: true, relax_column_count: false }) as string[][];
  }

  describe("GET /api/events/{id}/signups.csv", () => {
    let event: Awaited<ReturnType<typeof eventWith>>;

    beforeAll(async () => {
      event = await eventWith({
        capacity: 3,
        maxGuests: 2,
        questions: [
          { id: "diet", label: "Iessen, wéi?", kind: "choice", options: ["Fleesch", "Vegetaresch"] },
          { id: "bus", label: "Mam Bus", kind: "yesno" },
          { id: "health", label: "Allergien", kind: "text", sensitive: true },
        ],
      });
      await add(event.id, {
        name: "Jérôme Müller-Schmit",
        email: "jerome@example.lu",
        phone: "+352 621 123 456",
        guests: 1,
        answers: { diet: "Vegetaresch", bus: true, health: 'Nëss, Eeër "vill"\nzweet Zeil' },
      });
      await add(event.id, {
        name: "Léa Thill",
        email: "lea@example.lu",
        underSixteen: true,
        parentName: "Marc Thill",
        parentEmail: "marc@example.lu",
        answers: { diet: "Fleesch", bus: false, health: '=HYPERLINK("http://x.example","klick")' },
      });
      // Full now (2 + 1 places): these two wait, in this order.
      await add(event.id, { name: "Ben Weber", email: "ben@example.lu", guests: 1, answers: { health: "@SUM(A1)" } });
      await add(event.id, { name: "Anna Kohn", email: "anna@example.lu" });
      // One who has not confirmed the address, and one who cancelled.
      const unconfirmed = await visitor().post(`/api/events/${event.id}/signups`, {
        name: "Zoé Reis",
        email: "zoe@example.lu",
        answers: { health: "-1 Tablett" },
      });
      expect(unconfirmed.statusCode, unconfirmed.body).toBe(202);
      const [gone] = await add(event.id, { name: "Carl Frank", email: "carl@example.lu" });
      // Carl waits (third); cancelled, the line closes up behind Ben and Anna.
      expect((await admin.patch(`/api/signups/${gone?.id}`, { status: "cancelled" })).statusCode).toBe(200);
      const lea = await t.db.prisma.signup.findFirstOrThrow({ where: { email: "lea@example.lu" } });
      expect((await admin.patch(`/api/signups/${lea.id}`, { checkedIn: true })).statusCode).toBe(200);
    });

    it("answers a spreadsheet in German, in the list's order, quoted and guarded against formulas", async () => {
      const res = await admin.get(`/api/events/${event.id}/signups.csv`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="anmeldungen-fest-am-weiher-sommer-${isoDay(new Date(event.date))}.csv"`,
      );
      expect(res.headers["cache-control"]).toBe("no-store");
      const [header, ...rows] = rowsOf(res);
      // Without ?sensitive=true, the sensitive question's column is not there at all.
      expect(header).toEqual([...HEADER, "Iessen, wéi?", "Mam Bus"]);
      const day = germanDay(new Date(event.date));
      expect(rows).toEqual([
        [
          "Bestätigt",
          "",
          "Jérôme Müller-Schmit",
          "jerome@example.lu",
          "'+352 621 123 456",
          "2",
          "",
          day,
          "Nein",
          "",
          "",
          "Nein",
          "Vegetaresch",
          "Ja",
        ],
        [
          "Bestätigt",
          "",
          "Léa Thill",
          "lea@example.lu",
          "",
          "1",
          "",
          day,
          "Ja",
          "Marc Thill",
          "marc@example.lu",
          "Ja",
          "Fleesch",
          "Nein",
        ],
        ["Warteliste", "1", "Ben Weber", "ben@example.lu", "", "2", "", day, "Nein", "", "", "Nein", "", ""],
        ["Warteliste", "2", "Anna Kohn", "anna@example.lu", "", "1", "", day, "Nein", "", "", "Nein", "", ""],
        ["E-Mail nicht bestätigt", "", "Zoé Reis", "zoe@example.lu", "", "1", "", day, "Nein", "", "", "Nein", "", ""],
        ["Abgesagt", "", "Carl Frank", "carl@example.lu", "", "1", "", day, "Nein", "", "", "Nein", "", ""],
      ]);
      // Every line ends in CRLF; a cell with a comma is quoted in the file itself.
      expect(res.body).toContain('"Iessen, wéi?"');
      expect(res.body.split("\r\n")).toHaveLength(8);
    });

    it("gives the sensitive answers to an admin who asks, never to Redaktion", async () => {
      const full = await admin.get(`/api/events/${event.id}/signups.csv?sensitive=true`);
      const [header, ...rows] = rowsOf(full);
      expect(header).toEqual([...HEADER, "Iessen, wéi?", "Mam Bus", "Allergien"]);
      // Commas, quotes and a line break inside a cell survive; a formula starts with ' instead.
      expect(rows.map((row) => row.at(-1))).toEqual([
        'Nëss, Eeër "vill"\nzweet Zeil',
        '\'=HYPERLINK("http://x.example","klick")',
        "'@SUM(A1)",
        "",
        "'-1 Tablett",
        "",
      ]);
      expect(full.body).toContain('"Nëss, Eeër ""vill""\nzweet Zeil"');

      for (const url of [`/api/events/${event.id}/signups.csv?sensitive=true`, `/api/events/${event.id}/signups.csv`]) {
        const res = await editor.get(url);
        expect(res.statusCode).toBe(200);
        const [editorHeader, ...editorRows] = rowsOf(res);
        expect(editorHeader).not.toContain("Allergien");
        expect(res.body).not.toContain("Nëss");
        expect(res.body).not.toContain("HYPERLINK");
        expect(editorRows).toHaveLength(6);
      }
    });

    it("refuses callers who are not signed in, a role without sign-ups, and bad queries", async () => {
      const signedOut = await visitor().get(`/api/events/${event.id}/signups.csv`);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toMatchObject({ code: "UNAUTHORIZED" });
      expect(signedOut.body).not.toContain("jerome");
      const refused = await photos.get(`/api/events/${event.id}/signups.csv`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(FORBIDDEN) });

      const bad = await admin.get(`/api/events/${event.id}/signups.csv?date=24.12.2027`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(["date"]);
      const noShift = await admin.get(`/api/events/${event.id}/signups.csv?shiftId=bar`);
      expect([noShift.statusCode, noShift.json().fields]).toEqual([400, { shiftId: expect.any(String) }]);
      expect((await admin.get(`/api/events/${event.id}/signups.csv?sensitive=ja`)).json().fields).toHaveProperty(
        "sensitive",
      );
      expect((await admin.get("/api/events/abc/signups.csv")).statusCode).toBe(400);
      expect((await admin.get("/api/events/987654/signups.csv")).statusCode).toBe(404);
      const none = await admin.post("/api/events", { title: "Ouni Umeldung", date: event.date });
      expect((await admin.get(`/api/events/${none.json().id}/signups.csv`)).statusCode).toBe(404);
    });

    it("takes one date of a series and one helper shift", async () => {
      const start = new Date(Date.now() + 10 * DAY);
      start.setUTCHours(17, 0, 0, 0);
      const second = new Date(start.getTime() + 7 * DAY);
      const series = await eventWith(
        {
          capacity: null,
          shifts: [
            {
              id: "bar",
              name: "Bar",
              start: start.toISOString(),
              end: new Date(start.getTime() + 3 * 3600_000).toISOString(),
              capacity: 5,
            },
            {
              id: "kichen",
              name: "Kichen",
              start: start.toISOString(),
              end: new Date(start.getTime() + 3 * 3600_000).toISOString(),
              capacity: 5,
            },
          ],
        },
        {
          title: "Training",
          date: start.toISOString(),
          recurrence: { freq: "weekly", until: isoDay(new Date(start.getTime() + 30 * DAY)) },
        },
      );
      await add(series.id, { name: "Ana Sousa", email: "ana@example.lu", shiftIds: ["bar"], date: isoDay(start) });
      await add(series.id, { name: "Tom Braun", email: "tom@example.lu", shiftIds: ["kichen"], date: isoDay(start) });
      await add(series.id, { name: "Eva Hoss", email: "eva@example.lu", shiftIds: ["bar"], date: isoDay(second) });

      const all = rowsOf(await admin.get(`/api/events/${series.id}/signups.csv`)).slice(1);
      expect(all.map((row) => [row[2], row[6], row[7]])).toEqual([
        ["Ana Sousa", "Bar", germanDay(start)],
        ["Tom Braun", "Kichen", germanDay(start)],
        ["Eva Hoss", "Bar", germanDay(second)],
      ]);
      const bar = await admin.get(`/api/events/${series.id}/signups.csv?date=${isoDay(start)}&shiftId=bar`);
      expect(
        rowsOf(bar)
          .slice(1)
          .map((row) => row[2]),
      ).toEqual(["Ana Sousa"]);
      expect(bar.headers["content-disposition"]).toBe(
        `attachment; filename="anmeldungen-training-bar-${isoDay(start)}.csv"`,
      );
      const notADate = await admin.get(
        `/api/events/${series.id}/signups.csv?date=${isoDay(new Date(start.getTime() + DAY))}`,
      );
      expect(notADate.statusCode).toBe(400);
    });
  });

  describe("POST /api/events/{id}/signups/message", () => {
    it("writes once to each person confirmed for the event (a child's parent too), and to nobody else", async () => {
      const event = await eventWith({ capacity: 2 });
      const other = await eventWith({ capacity: 5 });
      await add(event.id, { name: "Nina Kayser", email: "nina@example.lu", lang: "de" });
      await add(event.id, {
        name: "Luca Kayser",
        email: "luca@example.lu",
        underSixteen: true,
        parentName: "Nina Kayser",
        parentEmail: "nina@example.lu",
      });
      await add(event.id, { name: "Wait Ing", email: "waiting@example.lu" });
      await visitor().post(`/api/events/${event.id}/signups`, {
        name: "Un Confirmed",
        email: "unconfirmed@example.lu",
      });
      const [gone] = await add(other.id, { name: "Can Celled", email: "cancelled@example.lu" });
      await add(other.id, { name: "Oth Er", email: "other@example.lu" });
      await admin.patch(`/api/signups/${gone?.id}`, { status: "cancelled" });
      await t.services.mail.drain();
      smtp.received.length = 0;

      const res = await admin.post(`/api/events/${event.id}/signups/message`, {
        subject: "Bus fährt später",
        text: "Den Bus fiert eng hallef Stonn méi spéit, um 18:30.\n\nBréngt w.e.g. <Reenjacken> mat!",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ sent: 2 });
      await t.services.mail.drain();
      const got = smtp.received.filter((mail) => mail.parsed.subject === "Bus fährt später");
      // Nina's own mail, and Luca's to Luca and to Nina as the parent: each written once.
      expect(got.map((mail) => mail.to.sort())).toEqual(
        expect.arrayContaining([["nina@example.lu"], ["luca@example.lu", "nina@example.lu"]]),
      );
      expect(got).toHaveLength(2);
      expect(smtp.received).toHaveLength(2);
      const nina = got.find((mail) => mail.to.length === 1);
      expect(nina?.parsed.text).toContain("Den Bus fiert eng hallef Stonn méi spéit, um 18:30.");
      expect(nina?.parsed.text).toContain(`Abmelden: ${SITE}/de/signup/cancel?token=`);
      expect(nina?.parsed.text).toContain("weil Sie für „Fest am Weiher, Sommer“ angemeldet sind");
      expect(nina?.parsed.html).toContain("<p>Bréngt w.e.g. &#60;Reenjacken&#62; mat!</p>");
      expect(nina?.parsed.html).toContain("/de/signup/cancel?token=");
      for (const nobody of ["waiting@", "unconfirmed@", "cancelled@", "other@"]) {
        expect(smtp.received.filter((mail) => mail.to.some((to) => to.startsWith(nobody)))).toEqual([]);
      }
    });

    it("writes to one shift's people only, and once to a person with several shifts", async () => {
      const start = new Date(Date.now() + 12 * DAY);
      const shift = (id: string) => ({
        id,
        name: id === "bar" ? "Bar" : "Kichen",
        start: start.toISOString(),
        end: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        capacity: 1,
      });
      const event = await eventWith({ capacity: null, shifts: [shift("bar"), shift("kichen")] });
      await add(event.id, { name: "Both Shifts", email: "both@example.lu", shiftIds: ["bar", "kichen"] });
      await add(event.id, { name: "Bar Waiting", email: "barwait@example.lu", shiftIds: ["bar"] });
      await t.services.mail.drain();
      smtp.received.length = 0;

      const all = await editor.post(`/api/events/${event.id}/signups/message`, { subject: "Alle", text: "Merci!" });
      expect(all.json()).toEqual({ sent: 1 });
      expect((await mailsTo("both@example.lu")).map((mail) => mail.parsed.subject)).toEqual(["Alle"]);
      const bar = await admin.post(`/api/events/${event.id}/signups/message`, {
        subject: "Bar",
        text: "Schlëssel bei der Kees.",
        shiftId: "bar",
      });
      expect(bar.json()).toEqual({ sent: 1 });
      expect((await mailsTo("both@example.lu")).map((mail) => mail.parsed.subject)).toEqual(["Alle", "Bar"]);
      expect(await mailsTo("barwait@example.lu")).toEqual([]);
      const none = await admin.post(`/api/events/${event.id}/signups/message`, {
        subject: "Kee",
        text: "Keen",
        shiftId: "dier",
      });
      expect([none.statusCode, none.json().fields]).toEqual([400, { shiftId: expect.any(String) }]);
    });

    it("refuses an empty or too long subject or text with a 400 naming the field, and a role without sign-ups", async () => {
      const event = await eventWith({ capacity: 2 });
      await add(event.id, { name: "Jo Hoffmann", email: "jo@example.lu" });
      const fieldsOf = async (body: Record<string, unknown>) => {
        const res = await admin.post(`/api/events/${event.id}/signups/message`, body);
        expect(res.statusCode, res.body).toBe(400);
        return res.json().fields as Record<string, string>;
      };
      expect(await fieldsOf({ subject: " ", text: "Moien" })).toEqual({ subject: "Bitte einen Betreff eingeben" });
      expect(await fieldsOf({ subject: "Moien", text: "" })).toEqual({ text: "Bitte den Text der Nachricht eingeben" });
      expect(await fieldsOf({ subject: "x".repeat(151), text: "Moien" })).toEqual({ subject: "Höchstens 150 Zeichen" });
      expect(await fieldsOf({ subject: "Moien", text: "x".repeat(5001) })).toEqual({ text: "Höchstens 5000 Zeichen" });
      expect(await fieldsOf({ subject: "Moien\nBcc: x@example.org", text: "Moien" })).toHaveProperty("subject");
      const refused = await photos.post(`/api/events/${event.id}/signups/message`, { subject: "Moien", text: "Moien" });
      expect(refused.statusCode).toBe(403);
      expect(
        (await visitor().post(`/api/events/${event.id}/signups/message`, { subject: "a", text: "b" })).statusCode,
      ).toBe(401);
      expect(
        await t.db.prisma.outboxMail.count({ where: { kind: "signup-message", signup: { eventId: event.id } } }),
      ).toBe(0);
    });
  });

  describe("keepDays: how long after the event its sign-ups are kept", () => {
    it("defaults to 30, takes 1 to 365, and deletes the sign-ups that many days after the event's end", async () => {
      const plain = await eventWith({ capacity: 5 });
      expect(plain.signup.keepDays).toBe(30);
      for (const keepDays of [0, 366, 2.5]) {
        const res = await admin.patch(`/api/events/${plain.id}`, { signup: { capacity: 5, keepDays } });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ "signup.keepDays": "Bitte eine ganze Zahl von 1 bis 365 angeben" });
      }

      const short = await eventWith({ capacity: 5, keepDays: 3 });
      expect(short.signup.keepDays).toBe(3);
      const long = await eventWith({ capacity: 5, keepDays: 60 });
      await add(short.id, { name: "Ida Muller", email: "ida@example.lu" });
      await add(long.id, { name: "Max Muller", email: "max@example.lu" });
      await add(plain.id, { name: "Pit Muller", email: "pit@example.lu" });
      const count = (id: number) => t.db.prisma.signup.count({ where: { eventId: id } });
      const now = Date.now();
      const ago = (days: number) => new Date(now - days * DAY);
      // The short one ended 2 days ago (it began 5 days ago): kept; the others 40 days ago.
      await t.db.prisma.event.update({ where: { id: short.id }, data: { date: ago(5), endDate: ago(2) } });
      await t.db.prisma.event.update({ where: { id: long.id }, data: { date: ago(40) } });
      await t.db.prisma.event.update({ where: { id: plain.id }, data: { date: ago(40) } });
      expect(await deletePastSignups(t.db.prisma, new Date(now))).toBe(1);
      expect([await count(short.id), await count(long.id), await count(plain.id)]).toEqual([1, 1, 0]);
      // A day later the short one's 3 days have passed; the long one keeps its 60.
      expect(await deletePastSignups(t.db.prisma, new Date(now + 1.5 * DAY))).toBe(1);
      expect([await count(short.id), await count(long.id)]).toEqual([0, 1]);
      expect(await deletePastSignups(t.db.prisma, new Date(now + 21 * DAY))).toBe(1);
      expect(await count(long.id)).toBe(0);
    });
  });
});
