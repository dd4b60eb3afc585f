import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc } from "../../../trpc.js";
import { ButtonLink } from "../button-link.js";
import { isUpcoming, upcomingFirst } from "../event-order.js";
import { editLink } from "../kinds/index.js";
import { useMay } from "../role-access.js";
import { useAuditLabels } from "../tabs/audit/audit-labels.js";
import { type Change, lastChanges } from "./last-changes.js";

/** What the overview shows, asked once: the panel waits for it before it lays out its tabs. */
export function useOverviewData(shown = true) {
  const may = useMay();
  const events = useQuery({ ...trpc.events.list.queryOptions(), enabled: shown });
  const counts = useQuery({
    ...trpc.contactSubmissions.counts.queryOptions(),
    enabled: shown && may("contactSubmissions.counts"),
  });
  const audit = useQuery({
    ...trpc.auditLog.list.queryOptions({ limit: 100 }),
    enabled: shown && may("auditLog.list"),
  });
  // isLoading, not isPending: a query the role may not ask stays pending without ever loading.
  return { may, events, counts, audit, loading: events.isLoading || counts.isLoading || audit.isLoading };
}

/** The panel's first lines: the next event, the new messages, and what was changed last. */
export function AdminOverview({ onOpenMessages }: { onOpenMessages(): void }) {
  const { t } = useLingui();
  const { may, events, counts, audit } = useOverviewData();
  const now = Date.now();
  const next = upcomingFirst(events.data ?? [], now).find((e) => isUpcoming(e, now));
  const labels = useAuditLabels();
  const changed = lastChanges(audit.data ?? [], events.data ?? [], 3);
  const loading = <Text c="#5c4a5e">{t`Lädt...`}</Text>;
  return (
    <SimpleGrid component="section" aria-label={t`Überblick`} cols={{ base: 1, sm: 3 }} spacing="md" mb="xl">
      <Card title={t`Nächstes Event`}>
        {events.isPending ? (
          loading
        ) : next ? (
          <>
            <Text fw={700} lineClamp={2}>
              {next.title}
            </Text>
            <Text size="sm" c="#5c4a5e">
              {formatDateTime(next.date)}
            </Text>
            <ButtonLink
              {...editLink("event", next.id)}
              variant="light"
              size="xs"
              mt="auto"
              aria-label={t`${next.title} bearbeiten`}
            >
              <Trans>Bearbeiten</Trans>
            </ButtonLink>
          </>
        ) : (
          <Text c="#5c4a5e">
            <Trans>Kein Event geplant.</Trans>
          </Text>
        )}
      </Card>
      {may("contactSubmissions.counts") && (
        <Card title={t`Neue Nachrichten`}>
          {counts.isPending ? (
            loading
          ) : (
            <>
              <Text fz={32} fw={800} lh={1.1} data-testid="new-messages">
                {counts.data?.new ?? 0}
              </Text>
              <Text size="sm" c="#5c4a5e">
                {counts.data?.new === 1 ? t`ungelesene Nachricht` : t`ungelesene Nachrichten`}
              </Text>
              <Button variant="light" size="xs" mt="auto" onClick={onOpenMessages}>
                <Trans>Nachrichten ansehen</Trans>
              </Button>
            </>
          )}
        </Card>
      )}
      {may("auditLog.list") && (
        <Card title={t`Zuletzt geändert`}>
          {events.isPending || audit.isPending ? (
            loading
          ) : changed.length === 0 ? (
            <Text c="#5c4a5e">
              <Trans>Noch keine Änderungen.</Trans>
            </Text>
          ) : (
            <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {changed.map((change) => (
                <li key={`${change.entity}:${change.id}`}>
                  <ChangeTitle change={change} />
                  <Text size="xs" c="#5c4a5e">
                    {labels.entity(change.entity)} · {formatDateTime(change.at)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Card>
      )}
    </SimpleGrid>
  );
}

/** A changed item's title, a link to its edit page where it has one. */
function ChangeTitle({ change }: { change: Change }) {
  const { t } = useLingui();
  // An untitled photo (an album's) still has a name to read and a link with words.
  const title = change.title || t`(ohne Titel)`;
  if (!change.kind) {
    return (
      <Text size="sm" fw={600} lineClamp={1}>
        {title}
      </Text>
    );
  }
  const kind = change.kind;
  return (
    <Anchor renderRoot={(props) => <Link {...editLink(kind, change.id)} {...props} />} size="sm" fw={600} lineClamp={1}>
      {title}
    </Anchor>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" bg="#fff">
      <Stack gap={4} h="100%" align="flex-start">
        <Title order={2} fz="sm" c="#5c4a5e" tt="uppercase" style={{ letterSpacing: "0.06em" }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
