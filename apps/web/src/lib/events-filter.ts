export interface FilterableEvent {
  title: string;
  description: string;
  category: string;
  date: string;
}

/** Case-insensitive search on title and description, then the category ('' means all). */
export function filterEvents<T extends FilterableEvent>(events: T[], search: string, category: string): T[] {
  const needle = search.trim().toLocaleLowerCase("de-LU");
  return events.filter(
    (event) =>
      (!category || event.category === category) &&
      (!needle ||
        event.title.toLocaleLowerCase("de-LU").includes(needle) ||
        event.description.toLocaleLowerCase("de-LU").includes(needle)),
  );
}

/** Upcoming events soonest first, then past events most recent first. */
export function splitByTime<T extends FilterableEvent>(events: T[], now = Date.now()): { upcoming: T[]; past: T[] } {
  const upcoming = events
    .filter((e) => Date.parse(e.date) >= now)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const past = events.filter((e) => Date.parse(e.date) < now).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return { upcoming, past };
}
