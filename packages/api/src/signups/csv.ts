import type { PrismaClient } from "@jugendclub/db";
import { luxembourgDay } from "../recurrence.js";
import { slugify } from "../slug.js";
import { signupRowsOf } from "./admin.js";
import { signupEvent } from "./event.js";
import type { SignupRow, SignupStatus } from "./schemas.js";

// An event's sign-ups as a spreadsheet for the volunteers at the door (GET
// /api/events/{id}/signups.csv, apps/server/src/routes/signups-csv.ts): UTF-8 with a BOM, so a
// spreadsheet program reads the umlauts right, the columns in German (the panel's language), in
// the order of the admins' list (signups/admin.ts): confirmed, offered, the line, unconfirmed,
// cancelled and expired.

/** The statuses as the panel names them (apps/web …/admin/signups/status-badge.tsx). */
export const SIGNUP_STATUS_LABELS: Record<SignupStatus, string> = {
  confirmed: "Bestätigt",
  offered: "Platz angeboten",
  waiting: "Warteliste",
  unconfirmed: "E-Mail nicht bestätigt",
  cancelled: "Abgesagt",
  expired: "Angebot abgelaufen",
};

const YES = "Ja";
const NO = "Nein";

/**
 * One cell: text that starts like a formula (= + - @, or a tab or carriage return that some
 * programs skip) gets a leading ' so a spreadsheet shows it instead of running it; a cell with
 * a comma, a quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Lines of cells as CSV text: CRLF line ends, a BOM first. */
export function csvText(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A YYYY-MM-DD day as Germans write it: 24.12.2027. */
function germanDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}

export interface SignupsCsvOptions {
  /** A series' date (YYYY-MM-DD). */
  date?: string | undefined;
  shiftId?: string | undefined;
  /** The answers to sensitive questions too (the caller checks that an admin asks). */
  sensitive: boolean;
}

export interface SignupsCsv {
  /** anmeldungen-<title as a slug>-<YYYY-MM-DD>.csv: ASCII only. */
  filename: string;
  body: string;
}

/** The sign-ups of an event (of a date, of a shift) as a CSV file. */
export async function signupsCsv(
  prisma: PrismaClient,
  eventId: number,
  { date, shiftId, sensitive }: SignupsCsvOptions,
): Promise<SignupsCsv> {
  const event = await signupEvent(prisma, eventId, new Date(), false);
  const rows = await signupRowsOf(prisma, event, { date, shiftId, sensitive });
  const questions = event.settings.questions.filter((question) => sensitive || !question.sensitive);
  const shifts = new Map(event.settings.shifts.map((shift) => [shift.id, shift.name]));
  const eventDay = luxembourgDay(event.date);
  const header = [
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
    ...questions.map((question) => question.label),
  ];
  const answerText = (row: SignupRow, id: string) => {
    const answer = row.answers[id];
    if (answer === undefined) return "";
    return typeof answer === "boolean" ? (answer ? YES : NO) : answer;
  };
  const lines = rows.map((row) => [
    SIGNUP_STATUS_LABELS[row.status],
    row.position === null ? "" : String(row.position),
    row.name,
    row.email,
    row.phone,
    String(row.places),
    row.shiftId ? (shifts.get(row.shiftId) ?? row.shiftId) : "",
    germanDay(row.occurrence ?? eventDay),
    row.underSixteen ? YES : NO,
    row.parentName,
    row.parentEmail,
    row.checkedIn ? YES : NO,
    ...questions.map((question) => answerText(row, question.id)),
  ]);
  const slug = slugify(event.title) || String(event.id);
  const shiftSlug = shiftId ? slugify(shifts.get(shiftId) ?? "") : "";
  return {
    filename: `anmeldungen-${slug}${shiftSlug ? `-${shiftSlug}` : ""}-${date ?? eventDay}.csv`,
    body: csvText([header, ...lines]),
  };
}
