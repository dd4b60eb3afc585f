import { occurrences } from "@jugendclub/api/recurrence";
import { eventPath } from "@jugendclub/api/slug";
import { Trans } from "@lingui/react/macro";
import { List, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/format-date.js";
import type { EventDetail } from "./event-detail.js";

/** A series' occurrences, each as the event it is on its day (null: no such date in the series). */
export function occurrenceOf(event: EventDetail, date: string | undefined): EventDetail | null {
  if (!event.recurrence || !date) return null;
  const found = seriesDates(event).find((o) => o.date === date);
  return found ? { ...event, date: found.start.toISOString(), endDate: found.end?.toISOString() ?? null } : null;
}

function seriesDates(event: EventDetail) {
  if (!event.recurrence) return [];
  return occurrences(new Date(event.date), event.endDate ? new Date(event.endDate) : null, event.recurrence);
}

/** 'Nächst Datumer': the next dates of a series, each a link to its own page. */
export function SeriesDates({ event, now }: { event: EventDetail; now: number }) {
  const next = seriesDates(event)
    .filter((o) => o.start.getTime() >= now)
    .slice(0, 8);
  if (next.length === 0) return null;
  const eventId = eventPath(event.id, event.title).slice("/events/".length);
  return (
    <section aria-labelledby="series-dates" style={{ marginTop: 32 }}>
      <Title order={2} size="h3" id="series-dates" mb="sm">
        <Trans>Nächst Datumer</Trans>
      </Title>
      <List spacing={6}>
        {next.map((o) => (
          <List.Item key={o.date}>
            <Link
              to="/events/$eventId"
              params={{ eventId }}
              search={{ date: o.date }}
              style={{ color: "var(--mantine-color-wine-8)" }}
            >
              <time dateTime={o.start.toISOString()}>{formatDateTime(o.start.toISOString())}</time>
            </Link>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
