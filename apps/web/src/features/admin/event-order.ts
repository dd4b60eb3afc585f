interface Dated {
  date: string;
  endDate: string | null;
}

/** Still to come or still running at `now`. */
export function isUpcoming(event: Dated, now: number): boolean {
  return Date.parse(event.endDate ?? event.date) >= now;
}

/** Upcoming events first, the soonest on top; then the past ones, the most recent first. */
export function upcomingFirst<E extends Dated>(events: readonly E[], now = Date.now()): E[] {
  const upcoming = events.filter((e) => isUpcoming(e, now)).sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const past = events.filter((e) => !isUpcoming(e, now)).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return [...upcoming, ...past];
}

interface Occurrence extends Dated {
  id: number;
  occurrenceOf: number | null;
}

/**
 * The admin list shows a series once: its next occurrence still to come, or its last one when it
 * is over. One-off events stay as they are.
 */
export function oneRowPerSeries<E extends Occurrence>(events: readonly E[], now = Date.now()): E[] {
  const series = new Map<number, E>();
  const once: E[] = [];
  for (const event of events) {
    if (event.occurrenceOf === null) {
      once.push(event);
      continue;
    }
    const kept = series.get(event.id);
    const better = !kept || (!isUpcoming(kept, now) && (isUpcoming(event, now) || event.date > kept.date));
    if (better) series.set(event.id, event);
  }
  return [...once, ...series.values()];
}
