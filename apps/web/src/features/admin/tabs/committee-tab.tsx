import { useLingui } from "@lingui/react/macro";
import { trpc, trpcClient } from "../../../trpc.js";
import { usePublishingMarks } from "../publishing/publishing-badges.js";
import { EntityTab } from "./entity-tab.js";

export function CommitteeTab() {
  const { t } = useLingui();
  const marks = usePublishingMarks();
  return (
    <EntityTab
      title={t`Komitee`}
      query={trpc.committeeMembers.list.queryOptions()}
      row={(m) => ({
        id: m.id,
        title: m.name,
        description: [m.email, m.phone].filter(Boolean).join(" · "),
        image: m.photo,
        ...marks(m),
        meta: [m.role],
      })}
      trash="committee-member"
      remove={trpcClient.committeeMembers.delete.mutate}
      reorder={(ids) => trpcClient.committeeMembers.order.mutate({ ids })}
      add={{ label: t`Neues Komiteemitglied`, kind: "committee" }}
      edit="committee"
      texts={{
        empty: t`Noch keine Komiteemitglieder.`,
        deleted: t`Komiteemitglied gelöscht`,
        deleteFailed: t`Komiteemitglied konnte nicht gelöscht werden`,
      }}
    />
  );
}
