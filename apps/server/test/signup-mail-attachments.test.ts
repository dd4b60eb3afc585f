import type { AddressInfo } from "node:net";
import { type ReceivedMail, type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import ICAL from "ical.js";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The mail that confirms a sign-up (issue 35) carries the date as event.ics and the QR code for the
// door. Signed up and confirmed over real HTTP, the mails received by a real SMTP server on
// loopback and parsed by mailparser; the calendar file read by an independent parser (ical.js,
// which resolves the TZID through the file's own VTIMEZONE) and the QR code by an independent
// decoder (pngjs + jsQR).

const SITE = "https://jugendclub.lu";
const YEAR = new Date().getUTCFullYear() + 1;

type Attachment = ReceivedMail["parsed"]["attachments"][number];

/** The calendar file's events, as ical.js reads them. */
function calendarOf(file: Attachment | undefined) {
  if (!file) throw new Error("no event.ics");
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString("utf8")));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

const text = (component: ICAL.Component, name: string) => String(component.getFirstPropertyValue(name));

/** A DATE-TIME as the instant ical.js reads (ISO, UTC), and as the wall clock it names. */
function time(component: ICAL.Component, name: string): { instant: string; wall: string; zone: string } {
  const value = component.getFirstPropertyValue(name) as ICAL.Time;
  const wall = `${value.year}-${String(value.month).padStart(2, "0")}-${String(value.day).padStart(2, "0")} ${String(value.hour).padStart(2, "0")}:${String(value.minute).padStart(2, "0")}`;
  return { instant: value.toJSDate().toISOString(), wall, zone: String(value.zone?.tzid ?? "") };
}

/** What the QR code in a PNG says, read by jsQR. */
function qrText(png: Buffer): string {
  const image = PNG.sync.read(png);
  const found = jsQR(
    new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length),
    image.width,
    image.height,
  );
  if (!found) throw new Error("no QR code found in the image");
  return found.data;
}

const ics = (mail: ReceivedMail | undefined) => mail?.parsed.attachments.find((file) => file.filename === "event.ics");
const qr = (mail: ReceivedMail | undefined) =>
  mail?.parsed.attachments.find((file) => file.contentType === "image/png");

describe("the confirmed mail's calendar file and QR code", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  let base: string;

  /** A visitor's request over HTTP. */
  async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

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

  async function eventWith(body: Record<string, unknown>) {
    const res = await admin.post("/api/events", {
      title: "Summerfest am Duerf",
      location: "Jugendhaus",
      translations: {
        de: { title: "Sommerfest im Dorf" },
        fr: { title: "Fête d'été au village" },
        en: { title: "Summer party in the village" },
      },
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; signup: { shifts: { id: string; name: string }[] } | null };
  }

  /** Delivers the outbox; the mails that arrived for `to`. */
  async function mailsTo(to: string): Promise<ReceivedMail[]> {
    await t.services.mail.drain();
    return smtp.received.filter((mail) => mail.to.includes(to));
  }

  /** Signs up over HTTP, confirms with the token from the request mail; the token and its mails. */
  async function signUpAndConfirm(eventId: number, name: string, email: string, extra: Record<string, unknown> = {}) {
    const signed = await post(`/api/events/${eventId}/signups`, { name, email, ...extra });
    expect(signed.status, JSON.stringify(signed.json)).toBe(202);
    const [request] = await mailsTo(email);
    const link = request?.parsed.text?.match(/https:\/\/jugendclub\.lu\S*\/signup\/confirm\?token=([\w-]+)/);
    if (!request || !link?.[1]) throw new Error(`no confirm link for ${email}`);
    const token = link[1];
    const confirmed = await post("/api/signups/confirm", { token });
    expect(confirmed.status).toBe(200);
    return { token, request, status: confirmed.json.status, mails: (await mailsTo(email)).slice(1) };
  }

  it("attaches the event as event.ics (its title in the person's language, summer time) and the QR code for the door; the request mail carries none", async () => {
    const event = await eventWith({
      date: `${YEAR}-07-10T19:00:00+02:00`,
      endDate: `${YEAR}-07-10T23:30:00+02:00`,
      signup: { capacity: 10 },
    });
    const { token, request, status, mails } = await signUpAndConfirm(event.id, "Anna Weber", "anna@example.lu", {
      lang: "de",
    });
    expect(status).toBe("confirmed");
    expect(request.parsed.attachments).toEqual([]);
    expect(mails.map((mail) => mail.parsed.subject)).toEqual(["Sie sind angemeldet: Sommerfest im Dorf"]);
    const [confirmed] = mails;
    expect(confirmed?.parsed.attachments.map((file) => file.filename).sort()).toEqual(["event.ics", "ticket.png"]);

    // The calendar file: text/calendar, METHOD:PUBLISH, one event, the times in Luxembourg's summer time.
    const file = ics(confirmed);
    expect(file?.contentType).toBe("text/calendar");
    expect(file?.contentDisposition).toBe("attachment");
    expect(file?.headers.get("content-type")).toMatchObject({ params: { method: "PUBLISH" } });
    const { calendar, events } = calendarOf(file);
    expect(text(calendar, "method")).toBe("PUBLISH");
    expect(events).toHaveLength(1);
    const [vevent] = events as [ICAL.Component];
    expect(text(vevent, "summary")).toBe("Sommerfest im Dorf");
    expect(time(vevent, "dtstart")).toEqual({
      instant: `${YEAR}-07-10T17:00:00.000Z`,
      wall: `${YEAR}-07-10 19:00`,
      zone: "Europe/Luxembourg",
    });
    expect(time(vevent, "dtend").instant).toBe(`${YEAR}-07-10T21:30:00.000Z`);
    expect(text(vevent, "location")).toContain("Jugendhaus");
    expect(text(vevent, "url")).toBe(`${SITE}/de/events/${event.id}-summerfest-am-duerf`);
    const row = await t.db.prisma.signup.findFirstOrThrow({ where: { eventId: event.id } });
    expect(text(vevent, "uid")).toBe(`signup-${row.id}@jugendclub.lu`);

    // The QR code: inline in the HTML part, under its line, and it holds the check-in address.
    const image = qr(confirmed);
    expect(image?.contentDisposition).toBe("inline");
    expect(image?.related).toBe(true);
    expect(image?.cid).toBeTruthy();
    // mailparser puts an inline image's data where the HTML named its cid: the code is in the HTML.
    expect(confirmed?.parsed.html).toContain(`src="data:image/png;base64,${image?.content.toString("base64")}"`);
    expect(confirmed?.parsed.html).toContain("Zeigen Sie diesen Code am Eingang.");
    expect(confirmed?.parsed.text).toContain("Zeigen Sie diesen Code am Eingang.");
    expect(token).toBe(row.token);
    expect(qrText(image?.content as Buffer)).toBe(`${SITE}/admin/signups/${event.id}?ticket=${token}`);
    // Small: an outbox row stays light.
    expect(file?.size).toBeLessThan(2048);
    expect(image?.size).toBeLessThan(8192);
  });

  it("sends the waiting, cancelled and offer mails without files, and the files once the offered place is taken", async () => {
    const event = await eventWith({ date: `${YEAR}-01-15T18:00:00+01:00`, signup: { capacity: 1 } });
    const first = await signUpAndConfirm(event.id, "Ben Muller", "ben@example.lu");
    expect(first.status).toBe("confirmed");
    expect(first.mails.map((mail) => mail.parsed.attachments.length)).toEqual([2]);
    expect(first.mails[0]?.parsed.text).toContain("Weist dëse Code un der Dier.");
    const second = await signUpAndConfirm(event.id, "Carla Reis", "carla@example.lu", { lang: "pt" });
    expect(second.status).toBe("waiting");
    expect(second.mails.map((mail) => mail.parsed.subject)).toEqual(["Na lista de espera: Summerfest am Duerf"]);
    expect(second.mails[0]?.parsed.attachments).toEqual([]);
    expect(second.mails[0]?.parsed.html).not.toContain("<img");

    const cancelled = await post("/api/signups/cancel", { token: first.token });
    expect(cancelled.json.status).toBe("cancelled");
    const benAfter = (await mailsTo("ben@example.lu")).slice(2);
    expect(benAfter.map((mail) => [mail.parsed.subject, mail.parsed.attachments.length])).toEqual([
      ["Ofgemellt: Summerfest am Duerf", 0],
    ]);
    const [offer] = (await mailsTo("carla@example.lu")).slice(2);
    expect(offer?.parsed.subject).toBe("Há um lugar livre para si: Summerfest am Duerf");
    expect(offer?.parsed.attachments).toEqual([]);

    const accepted = await post("/api/signups/accept", { token: second.token });
    expect(accepted.json.status).toBe("confirmed");
    const [confirmed] = (await mailsTo("carla@example.lu")).slice(3);
    expect(confirmed?.parsed.subject).toBe("Está inscrito: Summerfest am Duerf");
    expect(confirmed?.parsed.html).toContain("Mostre este código à entrada.");
    expect(qrText(qr(confirmed)?.content as Buffer)).toBe(`${SITE}/admin/signups/${event.id}?ticket=${second.token}`);
    // Winter: Central European Time, +01:00; no end time: two hours, as in the site's feeds.
    const [vevent] = calendarOf(ics(confirmed)).events as [ICAL.Component];
    expect(time(vevent, "dtstart")).toMatchObject({
      instant: `${YEAR}-01-15T17:00:00.000Z`,
      wall: `${YEAR}-01-15 18:00`,
    });
    expect(time(vevent, "dtend").instant).toBe(`${YEAR}-01-15T19:00:00.000Z`);
    expect(text(vevent, "url")).toBe(`${SITE}/pt/events/${event.id}-summerfest-am-duerf`);
  });

  it("gives a helper shift's sign-up the shift's own times, and a series' date its own date", async () => {
    const shifted = await eventWith({
      date: `${YEAR}-02-20T14:00:00+01:00`,
      endDate: `${YEAR}-02-21T01:00:00+01:00`,
      signup: {
        capacity: null,
        shifts: [
          {
            name: "Bar",
            start: `${YEAR}-02-20T18:00:00+01:00`,
            end: `${YEAR}-02-20T21:30:00+01:00`,
            capacity: 3,
            translations: { fr: { name: "Bar (soir)" } },
          },
          { name: "Kuch", start: `${YEAR}-02-20T14:00:00+01:00`, end: `${YEAR}-02-20T16:00:00+01:00`, capacity: 3 },
        ],
      },
    });
    const bar = shifted.signup?.shifts.find((shift) => shift.name === "Bar");
    const { mails } = await signUpAndConfirm(shifted.id, "Dan Schmit", "dan@example.lu", {
      lang: "fr",
      shiftIds: [bar?.id],
    });
    const [vevent, ...others] = calendarOf(ics(mails[0])).events as ICAL.Component[];
    expect(others).toEqual([]);
    expect(text(vevent as ICAL.Component, "summary")).toBe("Fête d'été au village: Bar (soir)");
    expect(time(vevent as ICAL.Component, "dtstart")).toMatchObject({
      instant: `${YEAR}-02-20T17:00:00.000Z`,
      wall: `${YEAR}-02-20 18:00`,
    });
    expect(time(vevent as ICAL.Component, "dtend")).toMatchObject({
      instant: `${YEAR}-02-20T20:30:00.000Z`,
      wall: `${YEAR}-02-20 21:30`,
    });
    expect(mails[0]?.parsed.text).toContain("Montrez ce code à l'entrée.");

    // A weekly series: the file holds the date signed up for, once (no RRULE), at its own time.
    const series = await eventWith({
      date: `${YEAR}-10-17T19:00:00+02:00`,
      endDate: `${YEAR}-10-17T21:00:00+02:00`,
      recurrence: { freq: "weekly", until: `${YEAR}-11-07` },
      signup: { capacity: 10 },
    });
    const date = `${YEAR}-10-31`;
    const { mails: seriesMails } = await signUpAndConfirm(series.id, "Eva Klein", "eva@example.lu", {
      lang: "en",
      date,
    });
    const [occurrence, ...rest] = calendarOf(ics(seriesMails[0])).events as ICAL.Component[];
    expect(rest).toEqual([]);
    expect((occurrence as ICAL.Component).getFirstPropertyValue("rrule")).toBeNull();
    expect(text(occurrence as ICAL.Component, "summary")).toBe("Summer party in the village");
    // After the change to winter time (the last Sunday of October, 31 October at the latest, at
    // 03:00): 19:00 is 18:00 UTC, where the series' first date, 17 October, was 17:00 UTC.
    expect(time(occurrence as ICAL.Component, "dtstart")).toMatchObject({
      instant: `${date}T18:00:00.000Z`,
      wall: `${date} 19:00`,
    });
    expect(time(occurrence as ICAL.Component, "dtend").instant).toBe(`${date}T20:00:00.000Z`);
    expect(text(occurrence as ICAL.Component, "url")).toBe(
      `${SITE}/en/events/${series.id}-summerfest-am-duerf?date=${date}`,
    );
    expect(seriesMails[0]?.parsed.html).toContain("Show this code at the door.");
  });

  it("sends the files when an admin adds a person who is confirmed at once", async () => {
    const event = await eventWith({ date: `${YEAR}-08-01T20:00:00+02:00`, signup: { capacity: 5 } });
    const added = await admin.post(`/api/events/${event.id}/signups`, {
      name: "Finn Hoffmann",
      email: "finn@example.lu",
      lang: "en",
    });
    expect(added.statusCode, added.body).toBe(202);
    expect(added.json().status).toBe("confirmed");
    const [mail, ...more] = await mailsTo("finn@example.lu");
    expect(more).toEqual([]);
    expect(mail?.parsed.subject).toBe("You're signed up: Summer party in the village");
    const row = await t.db.prisma.signup.findFirstOrThrow({ where: { eventId: event.id } });
    expect(qrText(qr(mail)?.content as Buffer)).toBe(`${SITE}/admin/signups/${event.id}?ticket=${row.token}`);
    const [vevent] = calendarOf(ics(mail)).events as [ICAL.Component];
    expect(time(vevent, "dtstart").instant).toBe(`${YEAR}-08-01T18:00:00.000Z`);
    // The outbox row keeps the files it was written with, for every attempt.
    const stored = await t.db.prisma.outboxMail.findFirstOrThrow({
      where: { signupId: row.id, kind: "signup-confirmed" },
      select: { attachments: true },
    });
    expect((stored.attachments as { filename: string }[]).map((file) => file.filename)).toEqual([
      "event.ics",
      "ticket.png",
    ]);
  });
});
