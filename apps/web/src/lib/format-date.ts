// Dates are written in German (Luxembourg), in Luxembourg's time zone, the same text on the
// server and in every browser. They are computed here rather than with Intl.DateTimeFormat:
// Chromium ships no Luxembourgish date data, and the first Intl formatter with a time zone
// loads the zone data, which cost 15 to 40 ms of a phone's start-up (more than all of React's
// start-up code). format-date.test.ts checks every hour of ten years against Intl. The clock's
// rule and the long date are the API's (@jugendclub/api/luxembourg-date), which the calendar
// feeds and the share pictures use too.
import {
  formatLuxembourgDateTime,
  luxembourgOffsetMinutes,
  luxembourgWallClock,
} from "@jugendclub/api/luxembourg-date";

const SHORT_MONTHS = ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"] as const;

/** Luxembourg's wall clock: a Date whose UTC fields read as the time in Luxembourg. */
const luxembourgTime = (iso: string): Date => luxembourgWallClock(new Date(iso));

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "12. Juni 2027 um 17:00" */
export function formatDateTime(iso: string): string {
  return formatLuxembourgDateTime(new Date(iso));
}

/** Day and short month for a calendar badge: { day: "12", month: "Jun" }. */
export function calendarParts(iso: string): { day: string; month: string } {
  const t = luxembourgTime(iso);
  return { day: String(t.getUTCDate()), month: SHORT_MONTHS[t.getUTCMonth()] as string };
}

/** "19:00": the time of day in Luxembourg. */
export function formatTime(iso: string): string {
  const t = luxembourgTime(iso);
  return `${twoDigits(t.getUTCHours())}:${twoDigits(t.getUTCMinutes())}`;
}

/** Whether two moments fall on the same day in Luxembourg. */
export function sameLuxembourgDay(a: string, b: string): boolean {
  return luxembourgTime(a).toISOString().slice(0, 10) === luxembourgTime(b).toISOString().slice(0, 10);
}

/**
 * When an event runs, for its page: "12. Juni 2027 um 19:00", with its end when it has one:
 * "12. Juni 2027 um 19:00 bis 23:30" the same day, "... bis 13. Juni 2027 um 02:00" otherwise.
 */
export function formatDateRange(start: string, end: string | null | undefined): string {
  if (!end || Date.parse(end) <= Date.parse(start)) return formatDateTime(start);
  return `${formatDateTime(start)} bis ${sameLuxembourgDay(start, end) ? formatTime(end) : formatDateTime(end)}`;
}

/** The UTC offset of Luxembourg's clock at that moment: "+02:00" in summer, "+01:00" in winter. */
export function luxembourgOffset(iso: string): string {
  return `+${twoDigits(luxembourgOffsetMinutes(new Date(iso)) / 60)}:00`;
}

/** ISO 8601 in Luxembourg's local time with its offset: "2027-06-12T19:00:00+02:00". */
export function luxembourgIso(iso: string): string {
  return `${luxembourgTime(iso).toISOString().slice(0, 19)}${luxembourgOffset(iso)}`;
}
