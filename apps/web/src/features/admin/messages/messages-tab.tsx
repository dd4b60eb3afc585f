import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { TabHeader } from "../tabs/tab-header.js";
import { useUndoToast } from "../trash/use-undo.js";
import { CsvExportButton } from "./csv-export-button.js";
import { MessageFilters, type StatusFilter, type TypeFilter } from "./message-filters.js";
import { MessageItem } from "./message-item.js";
import { useRefreshMessages } from "./use-messages.js";

/** Incoming membership applications and sponsor enquiries, newest first, with their status. */
export function MessagesTab() {
  const { t } = useLingui();
  const undoToast = useUndoToast("message");
  const refresh = useRefreshMessages();
  const [type, setType] = useState<TypeFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("inbox");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const input = {
    ...(type === "all" ? {} : { type }),
    ...(status === "inbox" ? {} : { status }),
    ...(q ? { q } : {}),
  };
  // While a filter or search loads, the list stays as it was instead of flashing 'Lädt...'.
  const messages = useQuery({ ...trpc.contactSubmissions.list.queryOptions(input), placeholderData: keepPreviousData });
  const counts = useQuery(trpc.contactSubmissions.counts.queryOptions());
  const [openId, setOpenId] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [pending, setPending] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState(false);

  const changeStatus = async (id: number, next: "new" | "read" | "answered" | "archived", quiet = false) => {
    setBusyId(id);
    try {
      await trpcClient.contactSubmissions.setStatus.mutate({ id, status: next });
      await refresh();
      if (!quiet) notify({ color: "green.8", message: t`Status geändert` });
    } catch {
      notify({ color: "red.8", message: t`Der Status konnte nicht geändert werden` });
    } finally {
      setBusyId(null);
    }
  };

  const toggle = (id: number, current: string) => {
    const opening = openId !== id;
    setOpenId(opening ? id : null);
    // Opening a new message marks it read.
    if (opening && current === "new") void changeStatus(id, "read", true);
  };

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await trpcClient.contactSubmissions.delete.mutate({ id: pending.id });
      await refresh();
      undoToast(pending.id, t`Nachricht gelöscht`);
      setPending(null);
    } catch {
      notify({ color: "red.8", message: t`Die Nachricht konnte nicht gelöscht werden` });
    } finally {
      setDeleting(false);
    }
  };

  const list = messages.data ?? [];
  return (
    <section aria-label={t`Nachrichten`}>
      <TabHeader title={t`Nachrichten`}>
        <CsvExportButton />
      </TabHeader>
      <FolderCounts counts={counts.data} current={status} onStatus={setStatus} />
      <MessageFilters
        type={type}
        status={status}
        search={search}
        counts={counts.data}
        onType={setType}
        onStatus={setStatus}
        onSearch={setSearch}
      />
      {messages.isPending ? (
        <Text c="#5c4a5e">{t`Lädt...`}</Text>
      ) : list.length === 0 ? (
        <Paper withBorder p="lg" radius="md" bg="#fff">
          <Text c="#5c4a5e">
            {q || type !== "all" || status !== "inbox" ? (
              <Trans>Keine Nachrichten für diese Auswahl.</Trans>
            ) : (
              <Trans>Keine Nachrichten vorhanden.</Trans>
            )}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              open={openId === m.id}
              busy={busyId === m.id}
              onToggle={() => toggle(m.id, m.status)}
              onStatus={(next) => void changeStatus(m.id, next)}
              onDelete={() => setPending({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() })}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={t`Nachricht löschen?`}
        confirmLabel={t`Löschen`}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setPending(null)}
      >
        {pending
          ? t`Die Nachricht von ${pending.name} kommt in den Papierkorb und kann dort 30 Tage lang wiederhergestellt werden.`
          : ""}
      </ConfirmDialog>
    </section>
  );
}

/**
 * The folders a volunteer would not look into by themselves, with their counts, one click away:
 * the messages to review (sent from one network over the limit, such as a tablet at a stand; no
 * mail went out for them yet) and the spam folder.
 */
function FolderCounts({
  counts,
  current,
  onStatus,
}: {
  counts?: { review: number; spam: number };
  current: StatusFilter;
  onStatus(status: StatusFilter): void;
}) {
  const { t } = useLingui();
  if (!counts) return null;
  return (
    <Stack gap={4} mb="sm">
      <Group gap="xs" data-testid="folder-counts">
        <Button
          size="xs"
          variant={current === "review" ? "filled" : "default"}
          color="wine.8"
          onClick={() => onStatus(current === "review" ? "inbox" : "review")}
          aria-pressed={current === "review"}
        >
          {t`Zu prüfen: ${counts.review}`}
        </Button>
        <Button
          size="xs"
          variant={current === "spam" ? "filled" : "default"}
          color="wine.8"
          onClick={() => onStatus(current === "spam" ? "inbox" : "spam")}
          aria-pressed={current === "spam"}
        >
          {t`Spam: ${counts.spam}`}
        </Button>
      </Group>
      {counts.review > 0 && (
        <Text size="sm" c="#5c4a5e">
          <Trans>
            „Zu prüfen“: Nachrichten, die kamen, als aus einem Netzwerk viele auf einmal geschickt wurden (etwa von
            einem Tablet am Stand). Für sie ging noch keine E-Mail hinaus; nach dem Prüfen mit „In den Posteingang“
            übernehmen.
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
