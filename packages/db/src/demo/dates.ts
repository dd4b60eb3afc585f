// When the demo events take place, relative to the day the demo is added: each event in its season
// (the summer festival in the coming summer, the Christmas market in December, the Buergbrennen on
// Buergsonndeg), so a fresh install looks like a club's real calendar with upcoming and past events.

/** When a demo event happens, in Luxembourg's local time. */
export type DemoWhen =
  /** A fixed number of days from today: events that fit any season. */
  | { inDays: number; hour: number; minute: number }
  /** The next occurrence (at least a week ahead) of a day of the year, moved to the given weekday. */
  | { next: { month: number; day: number; weekday?: number }; hour: number; minute: number }
  /** The last occurrence (before today) of a day of the year. */
  | { last: { month: number; day: number; weekday?: number }; hour: number; minute: number }
  /** Buergsonndeg: the first Sunday of Lent, 42 days before Easter; the coming one. */
  | { buergsonndeg: true; hour: number; minute: number };

const DAY = 24 * 60 * 60 * 1000;
/** A seasonal date closer than this is taken from the following year (the demo's upcoming list starts with the near ones). */
const MIN_LEAD_DAYS = 7;

/** Easter Sunday (Gregorian; the anonymous algorithm), as a UTC calendar date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** The UTC instant of a local time in Luxembourg (CET/CEST), whatever the machine's time zone. */
export function luxembourgTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Luxembourg",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(guess));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return new Date(guess - (shown - guess));
}

function calendarDay(year: number, month: number, day: number, weekday?: number): Date {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (weekday !== undefined) date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7));
  return date;
}

function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The calendar day (UTC midnight) of an event, before its local time is applied. */
export function demoDay(when: DemoWhen, now: Date): Date {
  const today = startOfDay(now);
  const year = today.getUTCFullYear();
  if ("inDays" in when) return new Date(today.getTime() + when.inDays * DAY);
  if ("next" in when) {
    const { month, day, weekday } = when.next;
    for (let y = year; ; y++) {
      const candidate = calendarDay(y, month, day, weekday);
      if (candidate.getTime() - today.getTime() >= MIN_LEAD_DAYS * DAY) return candidate;
    }
  }
  if ("last" in when) {
    const { month, day, weekday } = when.last;
    for (let y = year; ; y--) {
      const candidate = calendarDay(y, month, day, weekday);
      if (candidate < today) return candidate;
    }
  }
  for (let y = year; ; y++) {
    const candidate = new Date(easterSunday(y).getTime() - 42 * DAY);
    if (candidate.getTime() - today.getTime() >= MIN_LEAD_DAYS * DAY) return candidate;
  }
}

/** The moment a demo event starts, for a demo added on `now`. */
export function demoEventDate(when: DemoWhen, now: Date): Date {
  const day = demoDay(when, now);
  return luxembourgTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), when.hour, when.minute);
}

/** The year of the last occurrence before `now` of a day of the year (a past gallery's year). */
export function lastYearOf(month: number, day: number, now: Date): number {
  return demoDay({ last: { month, day }, hour: 0, minute: 0 }, now).getUTCFullYear();
}

/** The year of the last Buergsonndeg before `now`. */
export function lastBuergsonndegYear(now: Date): number {
  const today = startOfDay(now);
  const year = today.getUTCFullYear();
  return easterSunday(year).getTime() - 42 * DAY < today.getTime() ? year : year - 1;
}
