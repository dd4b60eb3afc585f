// The iCalendar object (RFC 5545) of one or more events: what /events.ics, the category feeds and
// /events/{id}.ics send. Pure: the events come in, the text goes out.

import { CLUB_NAME } from "../club.js";
import { luxembourgWallClock } from "../luxembourg-date.js";
import { locationWithTown } from "../place.js";
import { type Recurrence, startOn, weekOfMonth } from "../recurrence.js";
import { eventPath } from "../slug.js";
import { contentLine, escapeText, joinLines } from "./ical-text.js";
import { LUXEMBOURG_VTIMEZONE, luxembourgDateTime, TZID, utcStamp } from "./luxembourg-time.js";

export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  location: string;
  category: string;
  start: Date;
  end: Date | null;
  /** A series' rule (RRULE, EXDATE, moved dates as RECURRENCE-ID); null or absent: once. */
  recurrence?: Recurrence | null;
  /** Goes up with every change of the event: calendars keep the highest. */
  sequence: number;
  /** Another UID than the event's (eventUid): a sign-up's own date or shift, apart from the feed's event. */
  uid?: string;
  /** Another address than the event page's in Luxembourgish (a language's page, a series' date). */
  url?: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CalendarOptions {
  /** The site's address without a trailing slash (PUBLIC_URL): event links and the UIDs' host. */
  publicUrl: string;
  /** The calendar's name as calendar apps show it (X-WR-CALNAME). */
  name: string;
}

/** An event without an end time lasts this long in calendars (an evening's event). */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/**
 * When an event ends in calendars: its end time when it has one after its start, otherwise two
 * hours after its start (DEFAULT_DURATION_MS; RFC 5545 wants DTEND later than DTSTART).
 */
export function calendarEnd(event: Pick<CalendarEvent, "start" | "end">): Date {
  return event.end && event.end > event.start ? event.end : new Date(event.start.getTime() + DEFAULT_DURATION_MS);
}

/** The event's UID: stable for its whole life, whatever changes, unique to this site. */
export function eventUid(id: number, publicUrl: string): string {
  return `event-${id}@${new URL(publicUrl).hostname}`;
}

function dateTimeLine(name: string, instant: Date): string {
  const { params, value } = luxembourgDateTime(instant);
  return contentLine(name, value, params);
}

const BYDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** A series' RRULE and EXDATE lines; UNTIL is the last date's start in UTC, as RFC 5545 wants. */
function recurrenceLines(start: Date, rule: Recurrence): string[] {
  const wall = luxembourgWallClock(start);
  const until = `UNTIL=${utcStamp(startOn(start, rule.until))}`;
  const by =
    rule.freq === "weekly"
      ? ""
      : (rule.monthly ?? "weekday") === "weekday"
        ? `;BYDAY=${weekOfMonth(wall.getUTCDate())}${BYDAY[wall.getUTCDay()]}`
        : `;BYMONTHDAY=${wall.getUTCDate()}`;
  return [
    `RRULE:FREQ=${rule.freq === "weekly" ? "WEEKLY" : "MONTHLY"}${by};${until}`,
    ...rule.exceptions.map((date) => dateTimeLine("EXDATE", startOn(start, date))),
  ];
}

function eventLines(event: CalendarEvent, options: CalendarOptions): string[] {
  const lines = eventComponent(event, options, event.recurrence ? recurrenceLines(event.start, event.recurrence) : []);
  // A moved date: the same UID with the RECURRENCE-ID of the date it replaces.
  const length = calendarEnd(event).getTime() - event.start.getTime();
  const moved = (event.recurrence?.moves ?? []).flatMap((move) => {
    const start = new Date(move.start);
    return eventComponent({ ...event, start, end: new Date(start.getTime() + length) }, options, [
      dateTimeLine("RECURRENCE-ID", startOn(event.start, move.date)),
    ]);
  });
  return [...lines, ...moved];
}

function eventComponent(event: CalendarEvent, options: CalendarOptions, extra: string[]): string[] {
  const url = event.url ?? `${options.publicUrl}${eventPath(event.id, event.title)}`;
  const description = event.description.trim() ? `${event.description.trim()}\n\n${url}` : url;
  return [
    "BEGIN:VEVENT",
    contentLine("UID", event.uid ?? eventUid(event.id, options.publicUrl)),
    // DTSTAMP is the last change rather than the moment of the request, so an unchanged feed
    // stays byte for byte the same and its ETag holds.
    contentLine("DTSTAMP", utcStamp(event.updatedAt)),
    contentLine("CREATED", utcStamp(event.createdAt)),
    contentLine("LAST-MODIFIED", utcStamp(event.updatedAt)),
    contentLine("SEQUENCE", String(event.sequence)),
    dateTimeLine("DTSTART", event.start),
    dateTimeLine("DTEND", calendarEnd(event)),
    ...extra,
    contentLine("SUMMARY", escapeText(event.title)),
    contentLine("DESCRIPTION", escapeText(description)),
    ...(event.location.trim() ? [contentLine("LOCATION", escapeText(locationWithTown(event.location)))] : []),
    ...(event.category ? [contentLine("CATEGORIES", escapeText(event.category))] : []),
    contentLine("URL", url, "VALUE=URI"),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** A VCALENDAR with the Luxembourg time zone and the events, CRLF line endings, lines folded. */
export function calendarDocument(events: readonly CalendarEvent[], options: CalendarOptions): string {
  return joinLines([
    "BEGIN:VCALENDAR",
    // The product that made it: the same for every feed and file, whatever the calendar's name.
    contentLine("PRODID", `-//${CLUB_NAME}//Eventen//LB`),
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    contentLine("X-WR-CALNAME", escapeText(options.name)),
    `X-WR-TIMEZONE:${TZID}`,
    // Subscribed calendars look again every hour where the app lets the feed say so.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...LUXEMBOURG_VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, options)),
    "END:VCALENDAR",
  ]);
}
