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
