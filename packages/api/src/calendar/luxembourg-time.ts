// Europe/Luxembourg as the feeds describe it: CET (+01:00) in winter, CEST (+02:00) from the last
// Sunday of March to the last Sunday of October, switching at 01:00 UTC (the EU rule since 1996).
// Local times are worked out by the site's one rule (luxembourg-date.ts), so they always agree
// with the feed's VTIMEZONE.

import { luxembourgOffsetMinutes } from "../luxembourg-date.js";

export { luxembourgOffsetMinutes };

export const TZID = "Europe/Luxembourg";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A date-time in iCalendar's basic form, from a Date's UTC fields: 20270710T190000. */
function basicForm(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** An instant in UTC, as DTSTAMP and LAST-MODIFIED take it: 20270710T170000Z. */
export function utcStamp(instant: Date): string {
  return `${basicForm(instant)}Z`;
}

/**
 * Whether a Luxembourg wall-clock time occurs twice: 02:00 to 03:00 on the last Sunday of October,
 * once in summer time and once in winter time. RFC 5545 reads such a time with a TZID as the
 * first of the two, but calendar apps differ (ical.js takes the second).
 */
function isRepeatedWallTime(wall: Date): boolean {
  return (
    luxembourgOffsetMinutes(new Date(wall.getTime() - 120 * 60_000)) === 120 &&
    luxembourgOffsetMinutes(new Date(wall.getTime() - 60 * 60_000)) === 60
  );
}

/**
 * A DATE-TIME property's parameters and value for an instant: Luxembourg local time with its
 * TZID, or UTC in the one hour a year whose local times occur twice (see isRepeatedWallTime), so
 * that every app reads the same instant.
 */
export function luxembourgDateTime(instant: Date): { params: string; value: string } {
  const seconds = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  const wall = new Date(seconds.getTime() + luxembourgOffsetMinutes(seconds) * 60_000);
  if (isRepeatedWallTime(wall)) return { params: "", value: utcStamp(seconds) };
  return { params: `TZID=${TZID}`, value: basicForm(wall) };
}

/** The VTIMEZONE component for Europe/Luxembourg, as content lines. */
export const LUXEMBOURG_VTIMEZONE: readonly string[] = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  `X-LIC-LOCATION:${TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];
