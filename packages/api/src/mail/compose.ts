import { CLUB_ADDRESS_LINES, CLUB_EMAIL, CLUB_NAME } from "../club.js";
import { formatLuxembourgDateTime } from "../luxembourg-date.js";

// The mails the site writes: to the committee about a message, the confirmation to its sender
// (fixed text only), and the admin's test mail. Plain text with a simple HTML part. Text from a
// form never reaches a header as it came: line breaks and control characters become spaces
// (headerText), and what looks like an encoded word stays literal when sent (plain-subject.ts).

export interface SubmissionForMail {
  id: number;
  type: "membership" | "sponsor";
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  birthDate: string | null;
  parentName: string;
  parentEmail: string;
  parentConsent: boolean;
  /** The applicant's answer to "under 16?" (or the birth date's); null when not asked. */
  underSixteen?: boolean | null;
  createdAt: Date;
}

/** A file a mail carries: attached, or shown in the HTML part where it says <img src="cid:…">. */
export interface MailAttachment {
  filename: string;
  /** The MIME type with its parameters (text/calendar; charset=utf-8; method=PUBLISH). */
  contentType: string;
  content: Buffer;
  /** The Content-ID the HTML part refers to: the file is inline, part of the HTML. */
  cid?: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  /** The address answering goes to ("" for none). */
  replyTo: string;
}

/** A value safe for a header: no CR, LF or other control character, and not overly long. */
export function headerText(value: string, max = 200): string {
  let clean = "";
  for (const char of value) clean += /[\p{Cc}\u2028\u2029]/u.test(char) ? " " : char;
  return clean.replace(/\s+/g, " ").trim().slice(0, max);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const TYPE_LABEL = { membership: "Mitgliedsantrag", sponsor: "Sponsoring-Anfrage" } as const;

function fullName(s: SubmissionForMail): string {
  return `${s.firstName} ${s.lastName}`.trim();
}

function germanDate(isoDay: string): string {
  const [y, m, d] = isoDay.split("-");
  return `${d}.${m}.${y}`;
}

/** The fields of a message in order, as label and value; empty ones are left out. */
function committeeFields(s: SubmissionForMail): [string, string][] {
  const rows: [string, string][] = [
    ["Name", fullName(s)],
    ["Firma", s.company],
    ["E-Mail", s.email],
    ["Telefon", s.phone],
    ["Geburtsdatum", s.birthDate ? germanDate(s.birthDate) : ""],
    ["Unter 16", !s.birthDate && s.underSixteen === true ? "Ja (eigene Angabe)" : ""],
    ["Elternteil", s.parentName ? `${s.parentName} <${s.parentEmail}>` : ""],
    ["Zustimmung der Eltern", s.parentConsent ? "Ja, ein Elternteil hat zugestimmt" : ""],
    ["Eingegangen", formatLuxembourgDateTime(s.createdAt)],
  ];
  return rows.filter(([, value]) => value !== "");
}

function textBlock(intro: string, fields: [string, string][], message: string, outro: string): string {
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  const lines = fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
  return `${intro}\n\n${lines.join("\n")}\n\nNachricht:\n${message}\n\n${outro}\n`;
}

function htmlBlock(intro: string, fields: [string, string][], message: string, outro: string): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;color:#5c4a5e">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html><body style="font-family:sans-serif;color:#2b1d2c;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<table>${rows}</table>
<p style="white-space:pre-wrap;border-left:3px solid #7a1f3d;padding-left:12px">${escapeHtml(message)}</p>
<p style="color:#5c4a5e;font-size:14px">${escapeHtml(outro)}</p>
</body></html>`;
}

/** To the committee: the type and the sender's name in the subject, every field, Reply-To the sender. */
export function committeeMail(s: SubmissionForMail, adminUrl: string): ComposedMail {
  const label = TYPE_LABEL[s.type];
  const who = s.company ? `${fullName(s)} (${s.company})` : fullName(s);
  const intro = `Neue Nachricht über die Website: ${label}.`;
  const outro = `Antworten Sie direkt auf diese E-Mail, um ${fullName(s)} zu schreiben. Alle Nachrichten: ${adminUrl}`;
  const fields = committeeFields(s);
  return {
    subject: headerText(`${label}: ${who}`),
    text: textBlock(intro, fields, s.message, outro),
    html: htmlBlock(intro, fields, s.message, outro),
    replyTo: s.email,
  };
}

/**
 * To the sender, in Luxembourgish: a fixed thank-you. It carries nothing the sender typed, not
 * even the name: anybody can type anybody's address, and a copy of the message or a name holding
 * a link made the club's account carry a stranger's text to a victim (issue 29). Answers go to the
 * club's public address, never to a committee member's.
 */
export function confirmationMail(type: SubmissionForMail["type"]): ComposedMail {
  const what = type === "membership" ? "Är Memberschaftsufro" : "Är Sponsoring-Ufro";
  const paragraphs = [
    "Moien,",
    `merci! Mir hunn ${what} kritt. De Comité mellt sech esou séier wéi méiglech bei Iech.`,
    "Dir hutt eis näischt geschéckt? Da kënnt Dir dës E-Mail einfach ignoréieren: do huet een Är E-Mail-Adress an eisem Formulaire aginn.",
    `Bis geschwënn!\n${CLUB_NAME}\n${CLUB_ADDRESS_LINES.join(", ")}\n${CLUB_EMAIL}`,
  ];
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("\n");
  return {
    subject: `${CLUB_NAME}: Merci fir Äre Message`,
    text: `${paragraphs.join("\n\n")}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;color:#2b1d2c;line-height:1.5">\n${html}\n</body></html>`,
    replyTo: CLUB_EMAIL,
  };
}

export function testMail(): ComposedMail {
  const text = `Dës Test-E-Mail vun der Websäit vum ${CLUB_NAME} ass ukomm: d'E-Mail-Astellunge funktionéieren.`;
  return {
    subject: `${CLUB_NAME}: Test-E-Mail`,
    text: `${text}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${escapeHtml(text)}</p></body></html>`,
    replyTo: "",
  };
}
