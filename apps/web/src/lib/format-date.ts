// Dates are written in the page's language (German (Luxembourg) for lb and de, the usual long
// format of fr, en (British) and pt (Portugal)), always in Luxembourg's time zone, the same text on the
// server and in every browser. They are computed here rather than with Intl.DateTimeFormat:
// Chromium ships no Luxembourgish date data, and the first Intl formatter with a time zone
// loads the zone data, which cost 15 to 40 ms of a phone's start-up (more than all of React's
// start-up code). format-date.test.ts checks every hour of ten years against Intl. The clock's
// rule and the long date are the API's (@jugendclub/api/luxembourg-date), which the calendar
// feeds and the share pictures use too.
import {
  formatLuxembourgDateTime,
  luxembourgOffsetMinutes,
  luxembourgWallClock,
  MONTHS,
} from "@jugendclub/api/luxembourg-date";
import { i18n } from "@lingui/core";

type DateLanguage = "de" | "fr" | "en" | "pt";

/** The active catalog's language decides (lb writes dates as de-LU, as the spec has it). */
const activeLanguage = (): DateLanguage => {
  const locale = i18n.locale;
  return locale === "fr" || locale === "en" || locale === "pt" ? locale : "de";
};

const SHORT_MONTHS: Record<DateLanguage, readonly string[]> = {
  de: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
  fr: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  pt: ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."],
};

const LONG_MONTHS: Record<Exclude<DateLanguage, "de">, readonly string[]> = {
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
};

/** "until" between a start and its end. */
const UNTIL: Record<DateLanguage, string> = { de: "bis", fr: "–", en: "–", pt: "–" };

/** Luxembourg's wall clock: a Date whose UTC fields read as the time in Luxembourg. */
const luxembourgTime = (iso: string): Date => luxembourgWallClock(new Date(iso));

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * "12. Juni 2027 um 17:00" (lb, de), "12 juin 2027 à 17:00" (fr), "12 June 2027 at 17:00" (en),
 * "12 de junho de 2027 às 17:00" (pt): what Intl's long date with a short time writes.
 */
export function formatDateTime(iso: string, language: DateLanguage = activeLanguage()): string {
  if (language === "de") return formatLuxembourgDateTime(new Date(iso));
  const t = luxembourgTime(iso);
  const day = t.getUTCDate();
  const month = LONG_MONTHS[language][t.getUTCMonth()];
  const year = t.getUTCFullYear();
  const time = `${twoDigits(t.getUTCHours())}:${twoDigits(t.getUTCMinutes())}`;
  if (language === "fr") return `${day} ${month} ${year} à ${time}`;
  if (language === "en") return `${day} ${month} ${year} at ${time}`;
  return `${day} de ${month} de ${year} às ${time}`;
}

/** A calendar day (YYYY-MM-DD, no time): "8. Dezember 2026", "8 décembre 2026", "8 December 2026", "8 de dezembro de 2026". */
export function formatLongDate(day: string, language: DateLanguage = activeLanguage()): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  if (language === "de") return `${date}. ${MONTHS[month - 1]} ${year}`;
  const name = LONG_MONTHS[language][month - 1];
  if (language === "pt") return `${date} de ${name} de ${year}`;
  return `${date} ${name} ${year}`;
}

/** Day and short month for a calendar badge: { day: "12", month: "Jun" }. */
export function calendarParts(iso: string, language: DateLanguage = activeLanguage()): { day: string; month: string } {
  const t = luxembourgTime(iso);
  return { day: String(t.getUTCDate()), month: SHORT_MONTHS[language][t.getUTCMonth()] as string };
}

/** Day and short month: "4. Dez." (lb, de), "4 déc." (fr), "4 Dec" (en), "4 dez." (pt). */
export function formatShortDate(iso: string, language: DateLanguage = activeLanguage()): string {
  const { day, month } = calendarParts(iso, language);
  if (language === "de") return `${day}. ${month}${month === "Mai" ? "" : "."}`;
  return `${day} ${month}`;
}

/** The day of the week in Luxembourg: 0 for Sunday to 6 for Saturday. */
export function luxembourgWeekday(iso: string): number {
  return luxembourgTime(iso).getUTCDay();
}

/** "19:00": the time of day in Luxembourg. */
export function formatTime(iso: string): string {
  const t = luxembourgTime(iso);
  return `${twoDigits(t.getUTCHours())}:${twoDigits(t.getUTCMinutes())}`;
}

/** Whether two moments fall on the same day in Luxembourg. */
export function sameLuxembourgDay(a: string, b: string): boolean {
  return luxembourgTime(a).toISOString().slice(0, 10) === luxembourgTime(b).toISOString().slice(0, 10);
}

/**
 * When an event runs, for its page: "12. Juni 2027 um 19:00", with its end when it has one:
 * "12. Juni 2027 um 19:00 bis 23:30" the same day, "... bis 13. Juni 2027 um 02:00" otherwise.
 */
export function formatDateRange(
  start: string,
  end: string | null | undefined,
  language: DateLanguage = activeLanguage(),
): string {
  if (!end || Date.parse(end) <= Date.parse(start)) return formatDateTime(start, language);
  const until = sameLuxembourgDay(start, end) ? formatTime(end) : formatDateTime(end, language);
  return `${formatDateTime(start, language)} ${UNTIL[language]} ${until}`;
}

/** The UTC offset of Luxembourg's clock at that moment: "+02:00" in summer, "+01:00" in winter. */
export function luxembourgOffset(iso: string): string {
  return `+${twoDigits(luxembourgOffsetMinutes(new Date(iso)) / 60)}:00`;
}

/** ISO 8601 in Luxembourg's local time with its offset: "2027-06-12T19:00:00+02:00". */
export function luxembourgIso(iso: string): string {
  return `${luxembourgTime(iso).toISOString().slice(0, 19)}${luxembourgOffset(iso)}`;
}
