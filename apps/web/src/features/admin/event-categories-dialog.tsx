import { PUBLIC_LOCALES } from "@jugendclub/api/locales";
import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { notify } from "../../lib/notify.js";
import { trpc, trpcClient } from "../../trpc.js";
import { serverFieldErrors } from "../forms/server-errors.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import type { Translations } from "./forms/use-translations.js";
import { maxLength } from "./kinds/define.js";

const TRANSLATION_LOCALES = PUBLIC_LOCALES.filter((locale) => locale !== "lb");
/** The name's languages as their speakers write them. */
const IN: Record<string, string> = { de: "Deutsch", fr: "Français", en: "English", pt: "Português" };

/** The event categories of the public filter: list, add, rename, delete (events move to 'Aner'). */
export function EventCategoriesDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // With lang "all": each category's translated names, edited beside its name when renaming.
  const categories = useQuery({ ...trpc.eventCategories.list.queryOptions({ lang: "all" }), enabled: opened });
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<{ id: number; name: string; translations: Translations } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const run = async (action: () => Promise<unknown>, success: string) => {
    setError(undefined);
    try {
      await action();
      await queryClient.invalidateQueries();
      notify({ color: "green.8", message: success });
      return true;
    } catch (e) {
      const message =
        Object.values(serverFieldErrors(e))[0] ?? (e instanceof Error ? e.message : t`Feeler opgetrueden`);
      setError(message);
      notify({ color: "red.8", message });
      return false;
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => trpcClient.eventCategories.create.mutate({ name }), t`Kategorie erstellt`)) setName("");
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const current = renaming;
    if (await run(() => trpcClient.eventCategories.rename.mutate(current), t`Kategorie umbenannt`)) setRenaming(null);
  };
  return (
    <Modal
      closeButtonProps={{ "aria-label": t`Schließen` }}
      opened={opened}
      onClose={onClose}
      title={t`Event-Kategorien`}
      centered
    >
      <Stack gap="sm">
        {(categories.data ?? []).map((category) =>
          renaming?.id === category.id ? (
            <form key={category.id} onSubmit={(e) => void rename(e)}>
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={t`Neuer Name`}
                  value={renaming.name}
                  onChange={(e) => {
                    const next = e.currentTarget.value;
                    setRenaming({ ...renaming, name: next });
                  }}
                  style={{ flex: 1 }}
                  data-autofocus
                />
                <Button type="submit" size="sm">
                  <Trans>Speichern</Trans>
                </Button>
                <Button variant="default" size="sm" onClick={() => setRenaming(null)}>
                  <Trans>Abbrechen</Trans>
                </Button>
              </Group>
              <SimpleGrid cols={2} spacing="xs" mt="xs">
                {TRANSLATION_LOCALES.map((locale) => (
                  <TextInput
                    key={locale}
                    size="xs"
                    lang={locale}
                    label={`${t`Name`} (${IN[locale]})`}
                    maxLength={maxLength("eventCategories", "name")}
                    value={renaming.translations[locale]?.name ?? ""}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      setRenaming({
                        ...renaming,
                        translations: { ...renaming.translations, [locale]: { name: text } },
                      });
                    }}
                  />
                ))}
              </SimpleGrid>
            </form>
          ) : (
            <Group key={category.id} justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <Text fw={600}>{category.name}</Text>
                <Badge variant="light" color="gray" tt="none">
                  {t`${category.eventCount} Events`}
                </Badge>
              </Group>
              <Group gap={4} wrap="nowrap">
                {/* The default 'Aner' too may be renamed and translated; only deleting it is refused. */}
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() =>
                    setRenaming({
                      id: category.id,
                      name: category.name,
                      translations: (category.translations ?? {}) as Translations,
                    })
                  }
                  aria-label={t`${category.name} umbenennen`}
                >
                  <Trans>Umbenennen</Trans>
                </Button>
                {!category.isDefault && (
                  <ActionIcon
                    variant="outline"
                    color="red.8"
                    onClick={() => setDeleting({ id: category.id, name: category.name })}
                    aria-label={t`${category.name} löschen`}
                  >
                    ✕
                  </ActionIcon>
                )}
              </Group>
            </Group>
          ),
        )}
        <form onSubmit={(e) => void add(e)}>
          <Group gap="xs" align="flex-end" wrap="nowrap" mt="sm">
            <TextInput
              label={t`Neue Kategorie`}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              style={{ flex: 1 }}
            />
            <Button type="submit">
              <Trans>Hinzufügen</Trans>
            </Button>
          </Group>
        </form>
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Kategorie löschen?`}
        confirmLabel={t`Löschen`}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) {
            void run(
              () => trpcClient.eventCategories.delete.mutate({ id: target.id }),
              t`Kategorie gelöscht; ihre Events sind jetzt in 'Aner'`,
            );
          }
        }}
      >
        {deleting ? t`„${deleting.name}" wird gelöscht. Ihre Events kommen in die Kategorie 'Aner'.` : ""}
      </ConfirmDialog>
    </Modal>
  );
}
