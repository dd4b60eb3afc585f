// Recurring events in the lists: a series becomes one item per occurrence, each with its own date
// and end, the series' id, occurrenceOf (the series' id) and occurrence (its date in the series).
// The one-off events stay as they are; the lists merge both by start.

import { occurrences, type Recurrence, type RecurrenceMove } from "../recurrence.js";

export { oncePerSeries, seriesIn } from "../recurrence.js";

import type { EventOutput } from "../schemas/events.js";

/** The rule stored in a row's JSON column, as the outputs give it (moves and exceptions always lists). */
export function storedRule(value: unknown): (Recurrence & { moves: RecurrenceMove[] }) | null {
  if (!value || typeof value !== "object") return null;
  const rule = value as Partial<Recurrence>;
  if ((rule.freq !== "weekly" && rule.freq !== "monthly") || typeof rule.until !== "string") return null;
  return {
    freq: rule.freq,
    until: rule.until,
    ...(rule.freq === "monthly" ? { monthly: rule.monthly ?? "weekday" } : {}),
    exceptions: Array.isArray(rule.exceptions) ? rule.exceptions : [],
    moves: Array.isArray(rule.moves) ? rule.moves : [],
  };
}

/** A series' occurrences as list items; a one-off event as itself. */
export function expandEvent(event: EventOutput): EventOutput[] {
  if (!event.recurrence) return [event];
  return occurrences(new Date(event.date), event.endDate ? new Date(event.endDate) : null, event.recurrence).map(
    (occurrence) => ({
      ...event,
      date: occurrence.start.toISOString(),
      endDate: occurrence.end?.toISOString() ?? null,
      occurrenceOf: event.id,
      occurrence: occurrence.date,
    }),
  );
}

const byStart = (a: EventOutput, b: EventOutput) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id || (a.occurrence ?? "").localeCompare(b.occurrence ?? "");

/** Every occurrence of the events, soonest first. */
export function expandEvents(events: EventOutput[]): EventOutput[] {
  return events.flatMap(expandEvent).sort(byStart);
}

/** The occurrences of series still to come (start at or after `now`), soonest first. */
export function upcomingOccurrences(series: EventOutput[], now: Date): EventOutput[] {
  const from = now.toISOString();
  return expandEvents(series).filter((item) => item.date >= from);
}

/** The occurrences of series already begun (start before `now`), most recent first. */
export function pastOccurrences(series: EventOutput[], now: Date): EventOutput[] {
  const from = now.toISOString();
  return expandEvents(series)
    .filter((item) => item.date < from)
    .reverse();
}

/** Two sorted lists merged in the order `compare` gives, the first `limit`. */
export function mergeSorted(
  a: EventOutput[],
  b: EventOutput[],
  limit: number,
  direction: "asc" | "desc",
): EventOutput[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...a, ...b].sort((x, y) => sign * byStart(x, y)).slice(0, limit);
}
