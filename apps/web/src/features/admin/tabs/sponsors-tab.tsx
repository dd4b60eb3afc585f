import { luxembourgToday } from "@jugendclub/api/consent";
import { useLingui } from "@lingui/react/macro";
import { Switch } from "@mantine/core";
import { useState } from "react";
import { trpc, trpcClient } from "../../../trpc.js";
import { endsWithin, usePublishingMarks } from "../publishing/publishing-badges.js";
import { EntityTab } from "./entity-tab.js";

export function SponsorsTab() {
  const { t } = useLingui();
  const marks = usePublishingMarks();
  // The committee renews sponsorships in time: those whose period ends within 30 days.
  const [ending, setEnding] = useState(false);
  return (
    <EntityTab
      title={t`Sponsoren`}
      query={trpc.sponsors.list.queryOptions()}
      order={ending ? (items) => items.filter((s) => endsWithin(s, luxembourgToday(), 30)) : undefined}
      row={(s) => ({
        id: s.id,
        title: s.name,
        description: s.description,
        image: s.logo,
        meta: [s.type === "main" ? "Hauptsponsor" : "Partner"],
        ...marks(s),
        group: s.type,
      })}
      reorder={(ids) => trpcClient.sponsors.order.mutate({ ids })}
      trash="sponsor"
      remove={trpcClient.sponsors.delete.mutate}
      add={{ label: t`Neuer Sponsor`, kind: "sponsor" }}
      edit="sponsor"
      texts={{
        empty: ending ? t`Kein Sponsoring endet in den nächsten 30 Tagen.` : t`Keng Sponsoren fonnt`,
        deleted: t`Sponsor gelöscht`,
        deleteFailed: t`Sponsor konnte nicht gelöscht werden`,
      }}
      actions={
        <Switch
          label={t`Endet in 30 Tagen`}
          checked={ending}
          onChange={(event) => setEnding(event.currentTarget.checked)}
          color="wine.8"
        />
      }
    />
  );
}
