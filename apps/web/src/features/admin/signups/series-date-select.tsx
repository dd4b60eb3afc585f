import { occurrences, type Recurrence } from "@jugendclub/api/recurrence";
import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { formatLongDate } from "../../../lib/format-date.js";

interface Props {
  event: { date: string; endDate: string | null; recurrence: Recurrence | null };
  date: string | undefined;
}

/** A series' sign-ups are per date: the page shows one date, or all of them. */
export function SeriesDateSelect({ event, date }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  if (!event.recurrence) return null;
  const since = Date.now() - 30 * 24 * 3_600_000;
  const dates = occurrences(new Date(event.date), event.endDate ? new Date(event.endDate) : null, event.recurrence)
    .filter((occurrence) => occurrence.start.getTime() >= since)
    .slice(0, 60)
    .map((occurrence) => occurrence.date);
  return (
    <Select
      label={t`Termin`}
      w={260}
      data={[
        { value: "", label: t`Alle Termine` },
        ...dates.map((day) => ({ value: day, label: formatLongDate(day) })),
      ]}
      value={date ?? ""}
      allowDeselect={false}
      onChange={(value) => void navigate({ to: ".", search: value ? { date: value } : {}, replace: true })}
    />
  );
}
