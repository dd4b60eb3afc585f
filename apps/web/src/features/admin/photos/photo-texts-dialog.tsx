import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Image, Modal, ScrollArea, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverErrorMessage } from "../../forms/server-errors.js";
import { changedRows, numberedTitles } from "./numbered-titles.js";

interface Props {
  categoryId: number;
  categoryName: string;
  opened: boolean;
  onClose(): void;
}

type Texts = { alt: string; caption: string };

/**
 * After an album drop: every photo's title and caption on one page, with one title (numbered) or
 * one caption for all at once. Only the photos that changed are saved; a refused one says why.
 */
export function PhotoTextsDialog({ categoryId, categoryName, opened, onClose }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const photos = useQuery({ ...trpc.photos.list.queryOptions({ categoryId }), enabled: opened });
  const [edited, setEdited] = useState(new Map<number, Texts>());
  const [errors, setErrors] = useState(new Map<number, string>());
  const [allTitle, setAllTitle] = useState("");
  const [allCaption, setAllCaption] = useState("");
  const [saving, setSaving] = useState(false);
  const rows = (photos.data ?? []).map((photo) => ({ ...photo, caption: photo.caption ?? "" }));

  // Filled once per opening: a refetch after saving must not wipe what is typed or refused.
  const filled = useRef(false);
  useEffect(() => {
    if (!opened) {
      filled.current = false;
      return;
    }
    if (filled.current || !photos.data) return;
    filled.current = true;
    setEdited(new Map(photos.data.map((photo) => [photo.id, { alt: photo.alt, caption: photo.caption ?? "" }])));
    setErrors(new Map());
  }, [opened, photos.data]);

  const change = (id: number, value: Partial<Texts>) =>
    setEdited((map) => new Map(map).set(id, { ...(map.get(id) ?? { alt: "", caption: "" }), ...value }));

  const titleAll = () => {
    const titles = numberedTitles(allTitle, rows.length);
    rows.forEach((row, index) => {
      change(row.id, { alt: titles[index] ?? row.alt });
    });
  };
  const captionAll = () => {
    for (const row of rows) change(row.id, { caption: allCaption.trim() });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const refused = new Map<number, string>();
    let saved = 0;
    for (const row of changedRows(rows, edited)) {
      try {
        await trpcClient.photos.patch.mutate({ id: row.id, alt: row.alt, caption: row.caption });
        saved++;
      } catch (error) {
        refused.set(row.id, serverErrorMessage(error, t`Nicht gespeichert`));
      }
    }
    setErrors(refused);
    setSaving(false);
    await queryClient.invalidateQueries({ queryKey: trpc.photos.list.queryKey() });
    if (refused.size > 0) {
      notify({ color: "red.8", message: t`${saved} gespeichert, ${refused.size} nicht: siehe die markierten Fotos.` });
      return;
    }
    notify({ color: "green.8", message: saved === 1 ? t`1 Foto gespeichert` : t`${saved} Fotos gespeichert` });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Titel und Beschreibungen: ${categoryName}`}
      size="xl"
      closeButtonProps={{ "aria-label": t`Schließen` }}
    >
      <form onSubmit={save} noValidate>
        <Stack>
          <Group align="end" wrap="wrap">
            <TextInput
              label={t`Ein Titel für alle (nummeriert)`}
              value={allTitle}
              onChange={(e) => setAllTitle(e.currentTarget.value)}
              maxLength={290}
              style={{ flex: "1 1 14rem" }}
            />
            <Button variant="default" onClick={titleAll} disabled={!allTitle.trim()}>
              <Trans>Für alle übernehmen</Trans>
            </Button>
          </Group>
          <Group align="end" wrap="wrap">
            <TextInput
              label={t`Eine Beschreibung für alle`}
              value={allCaption}
              onChange={(e) => setAllCaption(e.currentTarget.value)}
              maxLength={1000}
              style={{ flex: "1 1 14rem" }}
            />
            <Button variant="default" onClick={captionAll}>
              <Trans>Für alle übernehmen</Trans>
            </Button>
          </Group>
          {rows.length === 0 && !photos.isPending && (
            <Text c="#5c4a5e">
              <Trans>Dieses Album hat noch keine Fotos.</Trans>
            </Text>
          )}
          <ScrollArea.Autosize mah="55vh">
            <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {rows.map((row, index) => (
                <Group key={row.id} component="li" align="start" wrap="nowrap" gap="sm" data-photo={row.id}>
                  <Image
                    src={row.srcVariants[0]?.url ?? row.src}
                    alt=""
                    w={72}
                    h={72}
                    radius="sm"
                    fit="cover"
                    style={{ flex: "none" }}
                  />
                  <Stack gap={4} style={{ flex: 1 }}>
                    <TextInput
                      label={t`Titel von Foto ${index + 1}`}
                      value={edited.get(row.id)?.alt ?? row.alt}
                      onChange={(e) => change(row.id, { alt: e.currentTarget.value })}
                      error={errors.get(row.id)}
                      maxLength={300}
                      size="sm"
                    />
                    <Textarea
                      label={t`Beschreibung von Foto ${index + 1}`}
                      value={edited.get(row.id)?.caption ?? row.caption}
                      onChange={(e) => change(row.id, { caption: e.currentTarget.value })}
                      autosize
                      minRows={1}
                      maxLength={1000}
                      size="sm"
                    />
                  </Stack>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button type="submit" loading={saving} disabled={rows.length === 0}>
              <Trans>Änderungen speichern</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
