// Luxembourg's clock and how the site writes a date, in one place for the server (calendar feeds,
// share pictures) and the web app (@jugendclub/api/luxembourg-date): CET (+01:00) in winter, CEST
// (+02:00) from the last Sunday of March to the last Sunday of October, switching at 01:00 UTC
// (the EU rule since 1996). No imports and no Intl: Chromium ships no Luxembourgish date data,
// and the first Intl formatter with a time zone cost a phone 15 to 40 ms of start-up.
// apps/web/src/lib/format-date.test.ts checks every hour of ten years against Intl.

export const MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
] as const;

/** 01:00 UTC on the last Sunday of a month (month 0-based): when summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/** Minutes ahead of UTC in Luxembourg at an instant: 120 in summer time, 60 otherwise. */
export function luxembourgOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  const time = instant.getTime();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 120 : 60;
}

/** A Date whose UTC fields read as Luxembourg's wall clock at that instant. */
export function luxembourgWallClock(instant: Date): Date {
  return new Date(instant.getTime() + luxembourgOffsetMinutes(instant) * 60_000);
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "12. Juni 2027 um 19:00": the site's way of writing a moment (de-LU, long month, Luxembourg time). */
export function formatLuxembourgDateTime(instant: Date): string {
  const t = luxembourgWallClock(instant);
  return `${t.getUTCDate()}. ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()} um ${twoDigits(t.getUTCHours())}:${twoDigits(t.getUTCMinutes())}`;
}
