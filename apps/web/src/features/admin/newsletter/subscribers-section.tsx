import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Select, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { notify } from "../../../lib/notify.js";
import { trpc } from "../../../trpc.js";
import { serverErrorMessage } from "../../forms/server-errors.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { LANGUAGE_NAMES } from "../forms/language-tabs.js";
import { TabHeader } from "../tabs/tab-header.js";
import { ImportDialog } from "./import-dialog.js";
import { newsAudience, type Subscriber, type SubscriberStatus } from "./newsletter-rows.js";
import { SubscriberStatusBadge } from "./status-badge.js";
import { useTopicWords } from "./topic-words.js";

/** The subscribers: a table with a status filter, "Entfernen" (asks first), and "Liste importieren". */
export function SubscribersSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SubscriberStatus | "all">("all");
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const topics = useTopicWords();
  const rows = useQuery(trpc.newsletter.subscribers.queryOptions(status === "all" ? undefined : { status }));
  const all = useQuery(trpc.newsletter.subscribers.queryOptions(undefined));
  const remove = useMutation(
    trpc.newsletter.deleteSubscriber.mutationOptions({
      onSuccess: async () => {
        const email = removing?.email ?? "";
        notify({ color: "green.8", message: t`${email} wurde entfernt` });
        setRemoving(null);
        await queryClient.invalidateQueries({ queryKey: trpc.newsletter.subscribers.pathKey() });
      },
      onError: (error) =>
        notify({ color: "red.8", message: serverErrorMessage(error, t`Die Adresse wurde nicht entfernt`) }),
    }),
  );
  const audience = newsAudience(all.data ?? []);
  const removingEmail = removing?.email ?? "";
  return (
    <section aria-label={t`Abonnenten`}>
      <TabHeader title={t`Abonnenten`}>
        <Button variant="default" onClick={() => setImporting(true)}>
          <Trans>Liste importieren</Trans>
        </Button>
      </TabHeader>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t`Status`}
            w={220}
            allowDeselect={false}
            value={status}
            onChange={(value) => setStatus((value ?? "all") as SubscriberStatus | "all")}
            data={[
              { value: "all", label: t`Alle` },
              { value: "active", label: t`Aktiv` },
              { value: "paused", label: t`Pausiert` },
              { value: "unsubscribed", label: t`Abgemeldet` },
            ]}
          />
          {all.data ? (
            <Text size="sm" c="#5c4a5e" data-audience={audience}>
              {t`${audience} aktive Abonnenten bekommen den Newsletter.`}
            </Text>
          ) : null}
        </Group>
        {rows.isError ? (
          <Text c="red.9">{t`Die Abonnenten konnten nicht geladen werden.`}</Text>
        ) : !rows.data ? (
          <Text c="#5c4a5e">{t`Lädt...`}</Text>
        ) : rows.data.length === 0 ? (
          <Paper withBorder p="lg" radius="md">
            <Text c="#5c4a5e">
              {status === "all" ? t`Noch niemand hat den Newsletter abonniert.` : t`Niemand mit diesem Status.`}
            </Text>
          </Paper>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Adresse`}</Table.Th>
                  <Table.Th>{t`Sprache`}</Table.Th>
                  <Table.Th>{t`Themen`}</Table.Th>
                  <Table.Th>{t`Status`}</Table.Th>
                  <Table.Th>{t`Zugestimmt am`}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t`Aktionen`}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.data.map((row) => {
                  const email = row.email;
                  return (
                    <Table.Tr key={row.id} data-subscriber={row.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{row.email}</Table.Td>
                      <Table.Td>{LANGUAGE_NAMES[row.lang] ?? row.lang}</Table.Td>
                      <Table.Td>{row.topics.map(topics.word).join(", ")}</Table.Td>
                      <Table.Td>
                        <SubscriberStatusBadge status={row.status} />
                      </Table.Td>
                      <Table.Td>{formatDateTime(row.consentAt)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="outline"
                          color="#9b1c1c"
                          onClick={() => setRemoving(row)}
                          aria-label={t`${email} entfernen`}
                        >
                          <Trans>Entfernen</Trans>
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t`Adresse entfernen?`}
        confirmLabel={t`Entfernen`}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      >
        {t`${removingEmail} wird aus der Liste gelöscht und bekommt keine Newsletter mehr. Noch wartende E-Mails an diese Adresse werden nicht verschickt.`}
      </ConfirmDialog>
      <ImportDialog opened={importing} onClose={() => setImporting(false)} topics={topics.choices} />
    </section>
  );
}
