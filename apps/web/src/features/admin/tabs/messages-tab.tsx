import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { TabHeader } from "./tab-header.js";
import { useRemove } from "./use-remove.js";

type Filter = "all" | "membership" | "sponsor";

/** Incoming membership applications and sponsor enquiries, newest first. */
export function MessagesTab() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<Filter>("all");
  const messages = useQuery(trpc.contactSubmissions.list.queryOptions(filter === "all" ? undefined : { type: filter }));
  const remove = useRemove((input) => trpcClient.contactSubmissions.delete.mutate(input));
  const [pending, setPending] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await remove(pending.id);
      notify({ color: "green.8", message: t`Nachricht gelöscht` });
      setPending(null);
    } catch {
      notify({ color: "red.8", message: t`Die Nachricht konnte nicht gelöscht werden` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={t`Nachrichten`}>
      <TabHeader title={t`Nachrichten`}>
        <SegmentedControl
          aria-label={t`Nach Art filtern`}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: "all", label: t`Alle` },
            { value: "membership", label: t`Mitgliedschaft` },
            { value: "sponsor", label: t`Sponsoring` },
          ]}
        />
      </TabHeader>
      {messages.isPending ? (
        <Text c="#5c4a5e">{t`Lädt...`}</Text>
      ) : (messages.data ?? []).length === 0 ? (
        <Paper withBorder p="lg" radius="md" bg="#fff">
          <Text c="#5c4a5e">
            <Trans>Keine Nachrichten vorhanden.</Trans>
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {(messages.data ?? []).map((m) => {
            const name = `${m.firstName} ${m.lastName}`.trim();
            return (
              <Paper component="li" key={m.id} withBorder p="md" radius="md" bg="#fff">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <div style={{ minWidth: 0, flex: "1 1 18rem" }}>
                    <Group gap="xs">
                      <Text fw={700}>{name}</Text>
                      {m.company && <Text c="#5c4a5e">· {m.company}</Text>}
                      <Badge variant="light" color={m.type === "sponsor" ? "yellow" : "wine"} tt="none">
                        {m.type === "sponsor" ? t`Sponsoring` : t`Mitgliedschaft`}
                      </Badge>
                    </Group>
                    <Group gap="md" mt={4}>
                      <Anchor href={`mailto:${m.email}`} size="sm">
                        {m.email}
                      </Anchor>
                      {m.phone && (
                        <Anchor href={`tel:${m.phone}`} size="sm">
                          {m.phone}
                        </Anchor>
                      )}
                      <Text size="sm" c="#5c4a5e">
                        {formatDateTime(m.createdAt)}
                      </Text>
                    </Group>
                    <Text mt="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {m.message}
                    </Text>
                  </div>
                  <Button
                    variant="outline"
                    color="red.8"
                    size="sm"
                    onClick={() => setPending({ id: m.id, name })}
                    aria-label={t`Nachricht von ${name} löschen`}
                  >
                    <Trans>Löschen</Trans>
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={t`Nachricht löschen?`}
        confirmLabel={t`Löschen`}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending ? t`Die Nachricht von ${pending.name} wird endgültig gelöscht.` : ""}
      </ConfirmDialog>
    </section>
  );
}
