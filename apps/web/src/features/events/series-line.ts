import { useLingui } from "@lingui/react/macro";
import { formatShortDate, formatTime, luxembourgWeekday } from "../../lib/format-date.js";
import type { ClubEvent } from "../types.js";

/**
 * A series' line on its card, in the page's language: "All Freideg · nächst 4. Dez., 19:00"
 * (the list shows a series once, by the date it names); null for a one-off event.
 */
export function useSeriesLine(event: Pick<ClubEvent, "date" | "recurrence" | "occurrenceOf">): string | null {
  const { t } = useLingui();
  if (!event.recurrence || event.occurrenceOf === null) return null;
  const weekly = [
    t`All Sonndeg`,
    t`All Méindeg`,
    t`All Dënschdeg`,
    t`All Mëttwoch`,
    t`All Donneschdeg`,
    t`All Freideg`,
    t`All Samschdeg`,
  ];
  const every = event.recurrence.freq === "weekly" ? weekly[luxembourgWeekday(event.date)] : t`All Mount`;
  const date = formatShortDate(event.date);
  const time = formatTime(event.date);
  // A series all in the past names its last date.
  return Date.parse(event.date) >= Date.now()
    ? t`${every} · nächst ${date}, ${time}`
    : t`${every} · lescht ${date}, ${time}`;
}
