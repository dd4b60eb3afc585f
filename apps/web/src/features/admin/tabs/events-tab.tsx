import { describeRecurrence } from "@jugendclub/api/recurrence";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { ButtonLink } from "../button-link.js";
import { EventCategoriesDialog } from "../event-categories-dialog.js";
import { isUpcoming, oneRowPerSeries, upcomingFirst } from "../event-order.js";
import { usePublishingMarks } from "../publishing/publishing-badges.js";
import { EntityTab } from "./entity-tab.js";

export function EventsTab() {
  const { t } = useLingui();
  const [categories, setCategories] = useState(false);
  const marks = usePublishingMarks();
  return (
    <EntityTab
      title={t`Events`}
      query={trpc.events.list.queryOptions()}
      order={(events) => upcomingFirst(oneRowPerSeries(events))}
      row={(e) => {
        const title = e.title;
        return {
          id: e.id,
          title: e.title,
          description: e.description,
          image: e.imageUrl,
          ...marks(e),
          meta: [
            ...(isUpcoming(e, Date.now()) ? [] : [t`Vergangen`]),
            formatDateTime(e.date),
            // A series is one row: its next date and its rule.
            ...(e.recurrence && e.occurrence
              ? [describeRecurrence(new Date(`${e.occurrence}T12:00:00Z`), e.recurrence)]
              : []),
            e.category,
            ...(e.featured ? [t`Startseite`] : []),
          ],
          extra: e.signup ? (
            <ButtonLink
              to="/admin/signups/$eventId"
              params={{ eventId: String(e.id) }}
              variant="light"
              size="sm"
              aria-label={t`Anmeldungen für ${title}`}
            >
              <Trans>Anmeldungen</Trans>
            </ButtonLink>
          ) : undefined,
        };
      }}
      trash="event"
      remove={trpcClient.events.delete.mutate}
      add={{ label: t`Neues Event`, kind: "event" }}
      edit="event"
      texts={{
        empty: t`Noch keine Events.`,
        deleted: t`Event gelöscht`,
        deleteFailed: t`Event konnte nicht gelöscht werden`,
      }}
      actions={
        <Button variant="default" onClick={() => setCategories(true)}>
          <Trans>Kategorien verwalten</Trans>
        </Button>
      }
    >
      <EventCategoriesDialog opened={categories} onClose={() => setCategories(false)} />
    </EntityTab>
  );
}
