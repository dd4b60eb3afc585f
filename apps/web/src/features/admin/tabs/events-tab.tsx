import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { EventCategoriesDialog } from "../event-categories-dialog.js";
import { isUpcoming, upcomingFirst } from "../event-order.js";
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
      order={upcomingFirst}
      row={(e) => ({
        id: e.id,
        title: e.title,
        description: e.description,
        image: e.imageUrl,
        ...marks(e),
        meta: [
          ...(isUpcoming(e, Date.now()) ? [] : [t`Vergangen`]),
          formatDateTime(e.date),
          e.category,
          ...(e.featured ? [t`Startseite`] : []),
        ],
      })}
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
