import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { EventCategoriesDialog } from "../event-categories-dialog.js";
import { ItemList } from "../item-list.js";
import { TabHeader } from "./tab-header.js";
import { useRemove } from "./use-remove.js";

export function EventsTab() {
  const { t } = useLingui();
  const events = useQuery(trpc.events.list.queryOptions());
  const [categories, setCategories] = useState(false);
  const remove = useRemove((input) => trpcClient.events.delete.mutate(input));
  return (
    <section aria-label={t`Events`}>
      <TabHeader title={t`Events`}>
        <Button variant="default" onClick={() => setCategories(true)}>
          <Trans>Kategorien verwalten</Trans>
        </Button>
        <Button component={Link} to="/admin/create/event">
          <Trans>Neues Event</Trans>
        </Button>
      </TabHeader>
      <ItemList
        loading={events.isPending}
        items={(events.data ?? []).map((e) => ({
          id: e.id,
          title: e.title,
          description: e.description,
          image: e.imageUrl,
          meta: [formatDateTime(e.date), e.category, ...(e.featured ? [t`Startseite`] : [])],
        }))}
        emptyText={t`Noch keine Events.`}
        editTo={(id) => `/admin/edit/event/${id}`}
        onDelete={remove}
        deletedText={t`Event gelöscht`}
        deleteFailedText={t`Event konnte nicht gelöscht werden`}
      />
      <EventCategoriesDialog opened={categories} onClose={() => setCategories(false)} />
    </section>
  );
}
