import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { TRASH_LABELS } from "../kinds/index.js";
import { TabHeader } from "../tabs/tab-header.js";
import type { TrashKind } from "./use-undo.js";

type Item = {
  kind: TrashKind;
  id: number;
  title: string;
  deletedAt: string;
  daysLeft: number;
  image: string | null;
  photoCount: number;
};

/** The kinds as the panel names them: each kind's declaration (kinds/), and messages. */
function useKindLabels(): Record<TrashKind, string> {
  const { t, i18n } = useLingui();
  const labels = Object.fromEntries(Object.entries(TRASH_LABELS).map(([kind, label]) => [kind, i18n._(label)]));
  return { ...labels, message: t`Nachricht` } as Record<TrashKind, string>;
}

/** The trash: what was deleted in the last 30 days, to restore or to delete for good. */
export function TrashTab() {
  const { t, i18n } = useLingui();
  const labels = useKindLabels();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.trash.list.queryOptions());
  const [forever, setForever] = useState<Item | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const keyOf = (item: Item) => `${item.kind}-${item.id}`;
  const run = async (item: Item, action: "restore" | "deleteForever") => {
    setBusy(keyOf(item));
    try {
      await trpcClient.trash[action].mutate({ kind: item.kind, id: item.id });
      await queryClient.invalidateQueries();
      notify({
        color: "green.8",
        message: action === "restore" ? t`„${item.title}" ist wieder da` : t`„${item.title}" endgültig gelöscht`,
      });
      setForever(null);
    } catch (error) {
      notify({ color: "red.8", message: error instanceof Error ? error.message : t`Das hat nicht geklappt` });
    } finally {
      setBusy(null);
    }
  };
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: "long", timeZone: "Europe/Luxembourg" });
  const items = (list.data ?? []) as Item[];
  return (
    <section aria-label={t`Papierkorb`}>
      <TabHeader title={t`Papierkorb`} />
      <Text c="#5c4a5e" mb="md" maw={640}>
        <Trans>
          Gelöschtes bleibt 30 Tage hier und kann mit seinen Bildern wiederhergestellt werden; danach wird es endgültig
          gelöscht.
        </Trans>
      </Text>
      {list.isPending ? (
        <Text c="#5c4a5e">{t`Lädt...`}</Text>
      ) : items.length === 0 ? (
        <Paper withBorder p="lg" radius="md" bg="#fff">
          <Text>{t`Der Papierkorb ist leer.`}</Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          {items.map((item) => (
            <Paper key={keyOf(item)} withBorder p="md" radius="md" bg="#fff" aria-label={item.title} role="group">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="md" wrap="nowrap">
                  {item.image ? <Image src={item.image} alt="" w={56} h={56} radius="sm" fit="cover" /> : null}
                  <div>
                    <Text fw={600}>{item.title}</Text>
                    <Text size="sm" c="#5c4a5e">
                      {labels[item.kind]}
                      {item.kind === "photo-category" ? ` · ${t`${item.photoCount} Fotos`}` : ""}
                      {" · "}
                      {t`Gelöscht am ${date(item.deletedAt)}`}
                      {" · "}
                      {item.daysLeft === 1 ? t`noch 1 Tag` : t`noch ${item.daysLeft} Tage`}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs">
                  <Button
                    variant="outline"
                    color="wine.8"
                    loading={busy === keyOf(item)}
                    onClick={() => void run(item, "restore")}
                    aria-label={t`„${item.title}" wiederherstellen`}
                  >
                    {t`Wiederherstellen`}
                  </Button>
                  <Button
                    variant="outline"
                    color="red.8"
                    onClick={() => setForever(item)}
                    aria-label={t`„${item.title}" endgültig löschen`}
                  >
                    {t`Endgültig löschen`}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={forever !== null}
        title={t`Endgültig löschen?`}
        confirmLabel={t`Endgültig löschen`}
        busy={busy !== null}
        onConfirm={() => forever && void run(forever, "deleteForever")}
        onClose={() => setForever(null)}
      >
        {forever ? t`„${forever.title}" wird endgültig gelöscht und kann nicht wiederhergestellt werden.` : ""}
      </ConfirmDialog>
    </section>
  );
}
