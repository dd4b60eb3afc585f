// A recurring event's rule and its occurrences, in one place for the server (lists, feeds, writes)
// and the web app (@jugendclub/api/recurrence: the event page's dates). No imports but the
// site's clock rule, no zod: the dates are Luxembourg wall-clock dates, so 'every Friday 19:00'
// stays at 19:00 across the change to and from summer time.

import { luxembourgOffsetMinutes, luxembourgWallClock } from "./luxembourg-date.js";

/** An occurrence moved to another start (and the same length). */
export interface RecurrenceMove {
  /** The occurrence's own date in the series (YYYY-MM-DD, Luxembourg). */
  date: string;
  /** Its new start, an ISO date-time. */
  start: string;
}

export interface Recurrence {
  freq: "weekly" | "monthly";
  /** The last day an occurrence may fall on (YYYY-MM-DD, Luxembourg), included. */
  until: string;
  /**
   * Monthly only: "weekday", the same weekday of the same week of the month as the first date
   * (the first Saturday; a fifth week counts as the last); "day", the same day of the month
   * (months without that day have none).
   */
  monthly?: "weekday" | "day";
  /** Dates left out (YYYY-MM-DD). */
  exceptions: string[];
  /** Dates moved to another start. */
  moves?: RecurrenceMove[];
}

/** A series has at most this many occurrences. */
export const MAX_OCCURRENCES = 200;

export interface Occurrence {
  /** Its date in the series (YYYY-MM-DD, Luxembourg): the key of ?date=, exceptions and moves. */
  date: string;
  start: Date;
  /** null when the series has no end time. */
  end: Date | null;
  /** Moved to another start than the rule gives. */
  moved: boolean;
}

const pad = (value: number) => String(value).padStart(2, "0");
const dayKey = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;

/** The Luxembourg date (YYYY-MM-DD) of an instant. */
export function luxembourgDay(instant: Date): string {
  const wall = luxembourgWallClock(instant);
  return dayKey(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
}

/** The instant of a Luxembourg wall-clock time (fields as UTC fields of `wall`). */
function fromWallClock(wall: number): Date {
  const summer = new Date(wall - 120 * 60_000);
  return luxembourgOffsetMinutes(summer) === 120 ? summer : new Date(wall - 60 * 60_000);
}

/** Which week of its month a day is in: 1 to 4, or -1 for the last (a fifth). */
export function weekOfMonth(day: number): number {
  const week = Math.ceil(day / 7);
  return week > 4 ? -1 : week;
}

/** The day of the month of the nth (or last: -1) weekday of a month, month 0-based. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth === -1) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  }
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
}

/** The rule's dates from the first start to `until`, before exceptions and moves, up to `cap`. */
export function ruleDates(start: Date, rule: Pick<Recurrence, "freq" | "until" | "monthly">, cap: number): string[] {
  const wall = luxembourgWallClock(start);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth();
  const d = wall.getUTCDate();
  const dates: string[] = [];
  for (let i = 0; dates.length < cap; i++) {
    let key: string | null;
    if (rule.freq === "weekly") {
      const next = new Date(Date.UTC(y, m, d + 7 * i));
      key = dayKey(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate());
    } else {
      const month = new Date(Date.UTC(y, m + i, 1));
      const [yy, mm] = [month.getUTCFullYear(), month.getUTCMonth()];
      if ((rule.monthly ?? "weekday") === "weekday") {
        key = dayKey(yy, mm, nthWeekday(yy, mm, wall.getUTCDay(), weekOfMonth(d)));
      } else {
        key = new Date(Date.UTC(yy, mm, d)).getUTCMonth() === mm ? dayKey(yy, mm, d) : null;
      }
      if (i > 2400) break;
    }
    if (key === null) continue;
    if (key > rule.until) break;
    dates.push(key);
  }
  return dates;
}

/** The start of the rule's occurrence on a date: the first start's wall-clock time that day. */
export function startOn(first: Date, date: string): Date {
  const wall = luxembourgWallClock(first);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return fromWallClock(
    Date.UTC(y, m - 1, d, wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds()),
  );
}

/**
 * Every occurrence of a series, by start (moved ones where they went), without its exceptions.
 * `start`/`end` are the first occurrence's; each occurrence lasts as long.
 */
export function occurrences(start: Date, end: Date | null, rule: Recurrence): Occurrence[] {
  const length = end ? end.getTime() - start.getTime() : null;
  const left = new Set(rule.exceptions);
  const moves = new Map((rule.moves ?? []).map((move) => [move.date, new Date(move.start)]));
  return ruleDates(start, rule, MAX_OCCURRENCES)
    .filter((date) => !left.has(date))
    .map((date) => {
      const moved = moves.get(date);
      const at = moved ?? startOn(start, date);
      return { date, start: at, end: length === null ? null : new Date(at.getTime() + length), moved: !!moved };
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** What is wrong with a rule for a series starting at `start`, in German; null when nothing. */
export function recurrenceProblem(start: Date, rule: Recurrence): { field: string; message: string } | null {
  const first = luxembourgDay(start);
  if (rule.until < first) {
    return { field: "recurrence.until", message: "Das Enddatum der Wiederholung liegt vor dem ersten Termin" };
  }
  const dates = ruleDates(start, rule, MAX_OCCURRENCES + 1);
  if (dates.length > MAX_OCCURRENCES) {
    return {
      field: "recurrence.until",
      message: `Eine Serie hat höchstens ${MAX_OCCURRENCES} Termine: bitte ein früheres Enddatum wählen`,
    };
  }
  const known = new Set(dates);
  for (const date of rule.exceptions) {
    if (!known.has(date)) {
      return { field: "recurrence.exceptions", message: `Der ${germanDay(date)} ist kein Termin dieser Serie` };
    }
  }
  const seen = new Set<string>();
  for (const move of rule.moves ?? []) {
    if (!known.has(move.date)) {
      return { field: "recurrence.moves", message: `Der ${germanDay(move.date)} ist kein Termin dieser Serie` };
    }
    if (rule.exceptions.includes(move.date) || seen.has(move.date)) {
      return {
        field: "recurrence.moves",
        message: `Der ${germanDay(move.date)} ist schon ausgelassen oder verschoben`,
      };
    }
    seen.add(move.date);
  }
  return null;
}

/** 2027-12-24 as 24.12.2027. */
export function germanDay(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}.${m}.${y}`;
}

const WEEKDAYS = ["Sonndeg", "Méindeg", "Dënschdeg", "Mëttwoch", "Donneschdeg", "Freideg", "Samschdeg"] as const;
const WEEKS = { 1: "éischten", 2: "zweeten", 3: "drëtten", 4: "véierten", [-1]: "leschten" } as Record<number, string>;

/** The rule in a few words for the admin list and the event page: 'All Freideg bis 24.12.2027'. */
export function describeRecurrence(start: Date, rule: Recurrence): string {
  const wall = luxembourgWallClock(start);
  const weekday = WEEKDAYS[wall.getUTCDay()];
  const until = `bis ${germanDay(rule.until)}`;
  if (rule.freq === "weekly") return `All ${weekday} ${until}`;
  if ((rule.monthly ?? "weekday") === "weekday") {
    return `All ${WEEKS[weekOfMonth(wall.getUTCDate())]} ${weekday} am Mount ${until}`;
  }
  return `All Mount den ${wall.getUTCDate()}. ${until}`;
}

/**
 * A list with each series once, by its first item there (the next date in a list of what is to
 * come, the latest in a list of what is past), and without the series in `shownElsewhere`: a
 * weekly series would otherwise fill the events page with identical cards. One-off events stay.
 */
export function oncePerSeries<T extends { occurrenceOf: number | null }>(
  items: readonly T[],
  shownElsewhere: ReadonlySet<number> = new Set(),
): T[] {
  const seen = new Set(shownElsewhere);
  return items.filter((item) => {
    if (item.occurrenceOf === null) return true;
    if (seen.has(item.occurrenceOf)) return false;
    seen.add(item.occurrenceOf);
    return true;
  });
}

/** The series among the items. */
export const seriesIn = (items: readonly { occurrenceOf: number | null }[]): Set<number> =>
  new Set(items.flatMap((item) => (item.occurrenceOf === null ? [] : [item.occurrenceOf])));
