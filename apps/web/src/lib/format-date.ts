// Chromium ships no Luxembourgish date data, so dates use de-LU explicitly, in Luxembourg's
// time zone: the same text in Node and in every browser.
const formatter = new Intl.DateTimeFormat("de-LU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Luxembourg",
});

/** "12. Juni 2027 um 17:00" */
export function formatDateTime(iso: string): string {
  return formatter.format(new Date(iso));
}

const dayFormatter = new Intl.DateTimeFormat("de-LU", { day: "numeric", timeZone: "Europe/Luxembourg" });
const monthFormatter = new Intl.DateTimeFormat("de-LU", { month: "short", timeZone: "Europe/Luxembourg" });

/** Day and short month for a calendar badge: { day: "12", month: "Juni" }. */
export function calendarParts(iso: string): { day: string; month: string } {
  const date = new Date(iso);
  return { day: dayFormatter.format(date).replace(".", ""), month: monthFormatter.format(date).replace(".", "") };
}
