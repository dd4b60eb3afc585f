// Links that put events into people's calendars: the site's iCalendar feeds (served by the host,
// see apps/server/src/routes/calendar.ts) and Google Calendar's template link.
import { locationWithTown } from "@jugendclub/api/place";

/** Calendars give an event without an end two hours, as the feeds do. */
const DEFAULT_LENGTH_MS = 2 * 3_600_000;

/** The feed of every event: https://... to copy, webcal://... to subscribe with one tap. */
export function feedLinks(siteUrl: string): { https: string; webcal: string } {
  const https = `${siteUrl}/events.ics`;
  return { https, webcal: https.replace(/^https?:\/\//, "webcal://") };
}

/** One event's calendar file. */
export function eventIcsPath(id: number): string {
  return `/events/${id}.ics`;
}

/** 20270612T170000Z: Google's form of a UTC time. */
function googleTime(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

interface CalendarEvent {
  title: string;
  description: string;
  date: string;
  endDate?: string | null;
  location: string;
}

/** Google Calendar's "add event" page, filled in; the details end with the event page's address. */
export function googleCalendarUrl(event: CalendarEvent, pageUrl: string): string {
  const start = Date.parse(event.date);
  const givenEnd = event.endDate ? Date.parse(event.endDate) : Number.NaN;
  const end = givenEnd > start ? givenEnd : start + DEFAULT_LENGTH_MS;
  const details = [event.description.trim(), pageUrl].filter(Boolean).join("\n\n");
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${googleTime(start)}/${googleTime(end)}`,
    details,
  });
  if (event.location) params.set("location", locationWithTown(event.location));
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/**
 * An OpenStreetMap search for a place, opened in a new tab (no map script or embed on the page),
 * with the club's town where the place names none ("Gemengeplaz" alone finds any village's square).
 */
export function mapSearchUrl(location: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(locationWithTown(location))}`;
}
