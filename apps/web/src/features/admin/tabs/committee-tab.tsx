import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { trpc, trpcClient } from "../../../trpc.js";
import { ItemList } from "../item-list.js";
import { TabHeader } from "./tab-header.js";
import { useRemove } from "./use-remove.js";

export function CommitteeTab() {
  const { t } = useLingui();
  const members = useQuery(trpc.committeeMembers.list.queryOptions());
  const remove = useRemove((input) => trpcClient.committeeMembers.delete.mutate(input));
  return (
    <section aria-label={t`Komitee`}>
      <TabHeader title={t`Komitee`}>
        <Button component={Link} to="/admin/create/committee-member">
          <Trans>Neues Komiteemitglied</Trans>
        </Button>
      </TabHeader>
      <ItemList
        loading={members.isPending}
        items={(members.data ?? []).map((m) => ({
          id: m.id,
          title: m.name,
          description: [m.email, m.phone].filter(Boolean).join(" · "),
          image: m.photo,
          meta: [m.role],
        }))}
        emptyText={t`Noch keine Komiteemitglieder.`}
        editTo={(id) => `/admin/edit/committee/${id}`}
        onDelete={remove}
        deletedText={t`Komiteemitglied gelöscht`}
        deleteFailedText={t`Komiteemitglied konnte nicht gelöscht werden`}
      />
    </section>
  );
}
