// The age of digital consent in Luxembourg, in one place for the server's check and the web's
// membership form (@jugendclub/api/consent). No imports, so the web can take it without zod.
import { luxembourgWallClock } from "./luxembourg-date.js";

/** Under this age a membership application needs a parent's name, e-mail and consent. */
export const CONSENT_AGE = 16;

/** Today's date in Luxembourg as YYYY-MM-DD. */
export function luxembourgToday(now: Date = new Date()): string {
  return luxembourgWallClock(now).toISOString().slice(0, 10);
}

/** Whole years between a birth date and a day, both YYYY-MM-DD; NaN for a malformed date. */
export function ageOn(birthDate: string, day: string): number {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const on = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!birth || !on) return Number.NaN;
  const [by, bm, bd] = birth.slice(1).map(Number) as [number, number, number];
  const [y, m, d] = on.slice(1).map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Whether a real calendar day is written: 2026-02-30 is not one. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether an applicant born on that day needs a parent's consent today (Luxembourg's date). */
export function needsParentConsent(birthDate: string, now: Date = new Date()): boolean {
  return ageOn(birthDate, luxembourgToday(now)) < CONSENT_AGE;
}
