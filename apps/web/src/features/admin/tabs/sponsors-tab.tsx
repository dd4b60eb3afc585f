import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { trpc, trpcClient } from "../../../trpc.js";
import { ItemList } from "../item-list.js";
import { TabHeader } from "./tab-header.js";
import { useRemove } from "./use-remove.js";

export function SponsorsTab() {
  const { t } = useLingui();
  const sponsors = useQuery(trpc.sponsors.list.queryOptions());
  const remove = useRemove((input) => trpcClient.sponsors.delete.mutate(input));
  return (
    <section aria-label={t`Sponsoren`}>
      <TabHeader title={t`Sponsoren`}>
        <Button component={Link} to="/admin/create/sponsor">
          <Trans>Neuer Sponsor</Trans>
        </Button>
      </TabHeader>
      <ItemList
        loading={sponsors.isPending}
        items={(sponsors.data ?? []).map((s) => ({
          id: s.id,
          title: s.name,
          description: s.description,
          image: s.logo,
          meta: [s.type === "main" ? "Hauptsponsor" : "Partner"],
        }))}
        emptyText={t`Keng Sponsoren fonnt`}
        editTo={(id) => `/admin/edit/sponsor/${id}`}
        onDelete={remove}
        deletedText={t`Sponsor gelöscht`}
        deleteFailedText={t`Sponsor konnte nicht gelöscht werden`}
      />
    </section>
  );
}
