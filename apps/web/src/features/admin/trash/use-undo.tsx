import { useLingui } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpcClient } from "../../../trpc.js";
import { useMay } from "../role-access.js";

/** What may go into the trash (the API's trash kinds). */
export type TrashKind = Parameters<typeof trpcClient.trash.restore.mutate>[0]["kind"];

/** How long the toast after a delete stays, so that "Rückgängig" can be reached. */
const UNDO_MS = 10_000;

/** The toast's text with its "Rückgängig" button; the texts come translated from the panel. */
function UndoMessage(props: { text: string; undoLabel: string; undo(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm">{props.text}</Text>
      <Button
        size="compact-sm"
        variant="outline"
        color="wine.8"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void props.undo().finally(() => setBusy(false));
        }}
      >
        {props.undoLabel}
      </Button>
    </Group>
  );
}

/**
 * After a delete: a toast with "Rückgängig", which brings the item back from the trash (POST
 * /api/trash/{kind}/{id}/restore) and refreshes every list.
 */
export function useUndoToast(kind: TrashKind) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const may = useMay();
  return (id: number, text: string) => {
    // Only a role that may open the trash can take an item back out of it.
    if (!may("trash.restore")) return notify({ color: "green.8", message: text }, { replace: true });
    const undo = async () => {
      try {
        await trpcClient.trash.restore.mutate({ kind, id });
        await queryClient.invalidateQueries();
        notify({ color: "green.8", message: t`Wiederhergestellt` }, { replace: true });
      } catch {
        notify({ color: "red.8", message: t`Konnte nicht wiederhergestellt werden` }, { replace: true });
      }
    };
    notify(
      {
        color: "green.8",
        autoClose: UNDO_MS,
        message: <UndoMessage text={text} undoLabel={t`Rückgängig`} undo={undo} />,
      },
      { replace: true },
    );
  };
}
