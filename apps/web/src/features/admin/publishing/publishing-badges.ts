import { luxembourgToday } from "@jugendclub/api/consent";
import { useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../../lib/format-date.js";
import type { ListFlag } from "../item-list.js";

interface Publishable {
  status: string;
  publishAt: string | null;
}

interface Period {
  activeFrom: string | null;
  activeUntil: string | null;
}

/** "2026-12-31" -> "31.12.2026" */
const day = (iso: string) => iso.split("-").reverse().join(".");

/** Whether a sponsor's period (days in Luxembourg, both included) holds `today` (YYYY-MM-DD). */
export function inPeriod(item: Period, today: string): boolean {
  return (!item.activeFrom || item.activeFrom <= today) && (!item.activeUntil || item.activeUntil >= today);
}

/** Whether a sponsor's period ends within `days` days from `today` (and has not ended yet). */
export function endsWithin(item: Period, today: string, days: number): boolean {
  if (!item.activeUntil || item.activeUntil < today) return false;
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + days);
  return item.activeUntil <= limit.toISOString().slice(0, 10);
}

/**
 * The list's marks for drafts, scheduled items and sponsors' periods: badges, and `muted` for a
 * row that visitors do not see now.
 */
export function usePublishingMarks() {
  const { t } = useLingui();
  return (item: Publishable & Partial<Period>, now = new Date()): { flags: ListFlag[]; muted: boolean } => {
    const flags: ListFlag[] = [];
    let hidden = false;
    if (item.status === "draft") {
      flags.push({ label: t`Entwurf`, tone: "draft" });
      hidden = true;
    }
    if (item.publishAt && Date.parse(item.publishAt) > now.getTime()) {
      flags.push({ label: t`Geplant für ${formatDateTime(item.publishAt)}`, tone: "scheduled" });
      hidden = true;
    }
    if ("activeFrom" in item || "activeUntil" in item) {
      const period = { activeFrom: item.activeFrom ?? null, activeUntil: item.activeUntil ?? null };
      const today = luxembourgToday(now);
      if (period.activeFrom || period.activeUntil) {
        const from = period.activeFrom ? day(period.activeFrom) : "…";
        const until = period.activeUntil ? day(period.activeUntil) : "…";
        flags.push({ label: t`Aktiv ${from} – ${until}`, tone: "period" });
      }
      if (!inPeriod(period, today)) {
        const ended = !!period.activeUntil && period.activeUntil < today;
        flags.push({ label: ended ? t`Abgelaufen` : t`Noch nicht aktiv`, tone: "inactive" });
        hidden = true;
      }
    }
    return { flags, muted: hidden };
  };
}
