import { calendarDocument } from "../calendar/ical-document.js";
import { CLUB_NAME } from "../club.js";
import type { PublicLocale } from "../locales.js";
import type { MailAttachment } from "../mail/compose.js";
import { eventPath } from "../slug.js";
import { occurrenceOf, type SignupEvent, shiftNameIn, shiftOf, titleIn } from "./event.js";

// The files of the mail that confirms a sign-up (issue 35): the date as a calendar file (the site's
// own iCalendar writer, calendar/ical-document.ts, as /events/{id}.ics uses it) and the QR code the
// person shows at the door, which opens the admins' check-in page for the sign-up's token.

/** The Content-ID of the QR code in the confirmed mail's HTML part. */
export const TICKET_CID = "ticket-qr";

/** What the QR code holds: the admins' page for the event, with the sign-up's token. */
export function ticketUrl(siteUrl: string, eventId: number, token: string): string {
  return `${siteUrl}/admin/signups/${eventId}?ticket=${encodeURIComponent(token)}`;
}

/**
 * The QR code as a PNG: error correction M, a quiet zone of four modules, 6 pixels a module.
 * `qrcode` is loaded with the first confirmed mail, not at the server's start (as nodemailer).
 */
export async function ticketPng(url: string): Promise<Buffer> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 4, scale: 6 });
}

/** One row of the sign-up: the date it is for (a series' date, "" for a one-off) and its shift. */
export interface CalendarRow {
  id: number;
  occurrence: string;
  shiftId: string;
}

export interface SignupCalendarInput {
  event: SignupEvent;
  rows: readonly CalendarRow[];
  lang: PublicLocale;
  /** The site's address, without a trailing slash. */
  siteUrl: string;
  now: Date;
}

/**
 * The sign-up as an iCalendar object (METHOD:PUBLISH): one event per row, the event's date (a
 * series' date signed up for) or the shift's own times, the title in the person's language, the
 * place, and the event page in that language. Each has the sign-up row's own UID, so it stands
 * beside the feed's event in a calendar that subscribes to the feed, and a series' other dates
 * are not taken into it.
 */
export function signupCalendar({ event, rows, lang, siteUrl, now }: SignupCalendarInput): string {
  const host = new URL(siteUrl).hostname;
  const title = titleIn(event, lang);
  const events = rows.map((row) => {
    const date = occurrenceOf(event, row.occurrence || undefined);
    const shift = row.shiftId ? shiftOf(event, row.shiftId) : null;
    const page = `${siteUrl}${lang === "lb" ? "" : `/${lang}`}${eventPath(event.id, event.title)}`;
    return {
      id: event.id,
      uid: `signup-${row.id}@${host}`,
      url: row.occurrence ? `${page}?date=${row.occurrence}` : page,
      title: shift ? `${title}: ${shiftNameIn(shift, lang)}` : title,
      description: "",
      location: event.location,
      category: "",
      start: shift ? new Date(shift.start) : date.start,
      end: shift ? new Date(shift.end) : date.end,
      recurrence: null,
      sequence: 0,
      createdAt: now,
      updatedAt: now,
    };
  });
  return calendarDocument(events, { publicUrl: siteUrl, name: `${CLUB_NAME}: ${title}` });
}

/** The confirmed mail's files: event.ics and the QR code (inline, TICKET_CID). */
export async function confirmedAttachments(input: SignupCalendarInput & { token: string }): Promise<MailAttachment[]> {
  return [
    {
      filename: "event.ics",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      content: Buffer.from(signupCalendar(input), "utf8"),
    },
    {
      filename: "ticket.png",
      contentType: "image/png",
      content: await ticketPng(ticketUrl(input.siteUrl, input.event.id, input.token)),
      cid: TICKET_CID,
    },
  ];
}
