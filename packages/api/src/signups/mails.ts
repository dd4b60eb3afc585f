import { CLUB_ADDRESS_LINES, CLUB_EMAIL, CLUB_NAME } from "../club.js";
import { formatDateTimeIn, formatTimeIn, isPublicLocale, type PublicLocale } from "../locales.js";
import { type ComposedMail, escapeHtml, headerText } from "../mail/compose.js";
import type { SignupMailKind } from "./mail-kinds.js";
import { SIGNUP_MAIL_TEXTS } from "./mail-texts.js";

// The sign-up mails, in the language the person signed up in: the request to confirm the address
// (to the parent for a child under 16), then confirmed, waiting, an offered place, the reminder
// and the cancellation. Every mail after the request carries the link to cancel.

/** What a mail says about the event (its title in the person's language). */
export interface EventForMail {
  title: string;
  start: Date;
  location: string;
}

/** One row of the sign-up the mail is about (several for several shifts). */
export interface RowForMail {
  places: number;
  /** The shift's name and start; null for the event itself. */
  shift: { name: string; start: Date; end: Date } | null;
}

export interface SignupMailInput {
  kind: SignupMailKind;
  lang: string;
  name: string;
  underSixteen: boolean;
  token: string;
  /** The site's address, without a trailing slash. */
  siteUrl: string;
  event: EventForMail;
  rows: RowForMail[];
  /** Waiting: the place in the line. */
  position?: number;
  /** Offer: until when the place is held. */
  deadline?: Date;
  /** signup-message: the club's subject and text, as an admin wrote them. */
  message?: { subject: string; text: string };
  /** Confirmed: the Content-ID of the QR code for the door, shown in the HTML part. */
  ticketCid?: string;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The address of a sign-up page: /signup/<action>?token=…, under the language's prefix. */
export function signupLink(siteUrl: string, lang: PublicLocale, action: string, token: string): string {
  const prefix = lang === "lb" ? "" : `/${lang}`;
  return `${siteUrl}${prefix}/signup/${action}?token=${encodeURIComponent(token)}`;
}

/** Text as HTML paragraphs: a blank line starts a new one, a single line break stays one. */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
}

export function signupMail(input: SignupMailInput): ComposedMail {
  const lang: PublicLocale = isPublicLocale(input.lang) ? input.lang : "lb";
  const t = SIGNUP_MAIL_TEXTS[lang];
  const values = {
    event: headerText(input.event.title),
    name: headerText(input.name),
    position: String(input.position ?? ""),
    deadline: input.deadline ? formatDateTimeIn(input.deadline, lang) : "",
  };
  const link = (action: string) => signupLink(input.siteUrl, lang, action, input.token);
  const facts: [string, string][] = [[t.whenLabel, formatDateTimeIn(input.event.start, lang)]];
  if (input.event.location) facts.push([t.whereLabel, input.event.location]);
  for (const row of input.rows) {
    if (row.shift) {
      facts.push([
        t.shiftLabel,
        `${row.shift.name}, ${formatDateTimeIn(row.shift.start, lang)}–${formatTimeIn(row.shift.end, lang)}`,
      ]);
    } else if (row.places > 1) facts.push([t.placesLabel, String(row.places)]);
  }
  let subject: string;
  let lead: string;
  const buttons: [string, string][] = [];
  let after = "";
  switch (input.kind) {
    case "signup-request":
      subject = t.requestSubject;
      lead = input.underSixteen ? t.requestForChild : t.request;
      buttons.push([t.confirmLabel, link("confirm")]);
      after = t.requestIgnore;
      break;
    case "signup-confirmed":
      subject = t.confirmedSubject;
      lead = t.confirmed;
      break;
    case "signup-waiting":
      subject = t.waitingSubject;
      lead = t.waiting;
      break;
    case "signup-offer":
      subject = t.offerSubject;
      lead = t.offer;
      buttons.push([t.acceptLabel, link("accept")], [t.declineLabel, link("decline")]);
      break;
    case "signup-reminder":
      subject = t.reminderSubject;
      lead = t.reminder;
      break;
    case "signup-cancelled":
      subject = t.cancelledSubject;
      lead = t.cancelled;
      break;
    case "signup-message":
      // The admin's words as written: no {placeholders} filled in them.
      subject = input.message?.subject ?? "";
      lead = "";
      after = fill(t.messageWhy, values);
      break;
  }
  // Every mail but the request (which confirms nothing yet) and the cancellation can cancel.
  if (input.kind !== "signup-request" && input.kind !== "signup-cancelled")
    buttons.push([t.cancelLabel, link("cancel")]);
  const leadText = input.kind === "signup-message" ? (input.message?.text ?? "").trim() : fill(lead, values);
  const closing = `${t.signature}\n${CLUB_NAME}\n${CLUB_ADDRESS_LINES.join(", ")}\n${CLUB_EMAIL}`;
  // The QR code goes with the mail as an inline image; the text part names it as well.
  const ticket = input.ticketCid ? t.ticket : "";
  const text = [
    t.hello,
    leadText,
    facts.map(([label, value]) => `${label}: ${value}`).join("\n"),
    ticket,
    buttons.map(([label, href]) => `${label}: ${href}`).join("\n"),
    after,
    closing,
  ]
    .filter(Boolean)
    .join("\n\n");
  const button = ([label, href]: [string, string]) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:10px 18px;border-radius:8px;background:#7a1f3d;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#2b1d2c;line-height:1.5">
<p>${escapeHtml(t.hello)}</p>
${paragraphs(leadText)}
<table>${facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;color:#5c4a5e">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>
${
  input.ticketCid
    ? `<p>${escapeHtml(t.ticket)}<br><img src="cid:${escapeHtml(input.ticketCid)}" alt="${escapeHtml(t.ticketAlt)}" style="display:block;margin-top:8px"></p>\n`
    : ""
}<p>${buttons.map(button).join("")}</p>
${after ? `<p style="color:#5c4a5e;font-size:14px">${escapeHtml(after)}</p>\n` : ""}<p>${escapeHtml(closing).replace(/\n/g, "<br>")}</p>
</body></html>`;
  const subjectText = input.kind === "signup-message" ? subject : fill(subject, values);
  return { subject: headerText(subjectText, 300), text: `${text}\n`, html, replyTo: CLUB_EMAIL };
}
