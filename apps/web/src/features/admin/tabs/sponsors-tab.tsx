import { useLingui } from "@lingui/react/macro";
import { trpc, trpcClient } from "../../../trpc.js";
import { EntityTab } from "./entity-tab.js";

export function SponsorsTab() {
  const { t } = useLingui();
  return (
    <EntityTab
      title={t`Sponsoren`}
      query={trpc.sponsors.list.queryOptions()}
      row={(s) => ({
        id: s.id,
        title: s.name,
        description: s.description,
        image: s.logo,
        meta: [s.type === "main" ? "Hauptsponsor" : "Partner"],
        group: s.type,
      })}
      reorder={(ids) => trpcClient.sponsors.order.mutate({ ids })}
      remove={trpcClient.sponsors.delete.mutate}
      add={{ label: t`Neuer Sponsor`, kind: "sponsor" }}
      edit="sponsor"
      texts={{
        empty: t`Keng Sponsoren fonnt`,
        deleted: t`Sponsor gelöscht`,
        deleteFailed: t`Sponsor konnte nicht gelöscht werden`,
      }}
    />
  );
}
