import { Trans, useLingui } from "@lingui/react/macro";
import { List, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../lib/notify.js";
import { trpc } from "../../trpc.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import { DELETE_ALL_LINES } from "./kinds/delete-all.js";

const WORD = "LÖSCHEN";

/** 'Alle Daten löschen': says what goes and what stays, and unlocks only once the word is typed. */
export function DeleteAllDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const run = useMutation(trpc.admin.deleteAll.mutationOptions());
  const close = () => {
    setTyped("");
    onClose();
  };
  const confirm = () =>
    run.mutate(undefined, {
      onSuccess: async () => {
        await queryClient.invalidateQueries();
        notify({
          color: "green.8",
          message: t`Erfolg: Alle Daten wurden aus der Datenbank gelöscht. Sie können nun neu anfangen.`,
        });
        close();
      },
      onError: () => notify({ color: "red.8", message: t`Beim Löschen der Daten ist ein Fehler aufgetreten` }),
    });
  return (
    <ConfirmDialog
      opened={opened}
      title="Alle Daten löschen"
      confirmLabel={t`Endgültig löschen`}
      busy={run.isPending}
      disabled={typed.trim().toUpperCase() !== WORD}
      onConfirm={confirm}
      onClose={close}
    >
      <Stack gap="sm">
        <Text>
          <Trans>Das wird endgültig gelöscht:</Trans>
        </Text>
        <List size="sm" spacing={2}>
          {DELETE_ALL_LINES.map((line) => (
            <List.Item key={line.id}>{i18n._(line)}</List.Item>
          ))}
        </List>
        <Text size="sm" c="#5c4a5e">
          <Trans>Die Nachrichten und die Admin-Konten bleiben erhalten.</Trans>
        </Text>
        <TextInput
          label={t`Zum Bestätigen ${WORD} eingeben`}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
        />
      </Stack>
    </ConfirmDialog>
  );
}
