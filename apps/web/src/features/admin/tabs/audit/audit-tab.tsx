import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../../../trpc.js";
import { TabHeader } from "../tab-header.js";
import { AuditEntryRow } from "./audit-entry.js";
import { useAuditLabels } from "./audit-labels.js";

const PAGE = 50;

/**
 * The audit log, read-only: every admin write, login and failed login of the last year, newest
 * first, by entity and by admin, 50 at a time ('Ältere Einträge' loads the next 50).
 */
export function AuditTab() {
  const { t } = useLingui();
  const labels = useAuditLabels();
  const [entity, setEntity] = useState<string | null>(null);
  const [actor, setActor] = useState<string | null>(null);
  // Each page starts before the previous page's last entry; a filter starts again at the top.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const admins = useQuery(trpc.admin.admins.queryOptions());
  const pages = useQueries({
    queries: cursors.map((before) =>
      trpc.auditLog.list.queryOptions({
        entity: entity ?? undefined,
        actor: actor ?? undefined,
        before,
        limit: PAGE,
      }),
    ),
  });
  const entries = pages.flatMap((page) => page.data ?? []);
  const last = pages[pages.length - 1];
  const more = last?.data?.length === PAGE;
  const filter = (set: (value: string | null) => void) => (value: string | null) => {
    set(value);
    setCursors([undefined]);
  };
  return (
    <section aria-label={t`Protokoll`}>
      <TabHeader title={t`Protokoll`}>
        <Select
          aria-label={t`Nach Bereich filtern`}
          placeholder={t`Alle Bereiche`}
          data={Object.entries(labels.entities).map(([value, label]) => ({ value, label }))}
          value={entity}
          onChange={filter(setEntity)}
          clearable
          w={210}
        />
        <Select
          aria-label={t`Nach Person filtern`}
          placeholder={t`Alle Personen`}
          data={(admins.data ?? []).map((a) => a.username)}
          value={actor}
          onChange={filter(setActor)}
          clearable
          w={190}
        />
      </TabHeader>
      <Text size="sm" c="#5c4a5e" mb="md" maw={640}>
        <Trans>
          Wer hat wann was geändert: jede Änderung im Admin-Bereich, jede Anmeldung und jeder fehlgeschlagene
          Anmeldeversuch. Einträge werden nach einem Jahr gelöscht und können nicht bearbeitet werden.
        </Trans>
      </Text>
      {pages[0]?.isPending ? (
        <Text c="#5c4a5e">{t`Lädt...`}</Text>
      ) : entries.length === 0 ? (
        <Paper withBorder p="lg" radius="md" bg="#fff">
          <Text c="#5c4a5e">{t`Keine Einträge.`}</Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <AuditEntryRow key={entry.id} entry={entry} labels={labels} />
          ))}
        </Stack>
      )}
      {more && (
        <Group justify="center" mt="lg">
          <Button
            variant="default"
            loading={last?.isFetching}
            onClick={() => setCursors((c) => [...c, entries[entries.length - 1]?.id])}
          >
            <Trans>Ältere Einträge</Trans>
          </Button>
        </Group>
      )}
    </section>
  );
}
