import { useLingui } from "@lingui/react/macro";
import { Button, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc, trpcClient } from "../../../trpc.js";
import { numberInAlbum, photoLabel } from "../../photos/photo-label.js";
import type { PhotoCategory } from "../../types.js";
import { PhotoCategoryDialog } from "../photo-category-dialog.js";
import { PhotoTextsDialog } from "../photos/photo-texts-dialog.js";
import { usePublishingMarks } from "../publishing/publishing-badges.js";
import { AlbumDrop } from "../upload/album-drop.js";
import { EntityTab } from "./entity-tab.js";

/** Two lists: the photo categories (edited in a dialog) and the photos, filterable by category. */
export function PhotosTab() {
  const { t } = useLingui();
  const marks = usePublishingMarks();
  // With their translations, which the category dialog edits.
  const categories = useQuery(trpc.photoCategories.list.queryOptions({ lang: "all" }));
  const [filter, setFilter] = useState<string | null>(null);
  const [dialog, setDialog] = useState<PhotoCategory | "new" | null>(null);
  const [textsOpen, setTextsOpen] = useState(false);
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  return (
    <Stack gap={48}>
      <EntityTab
        title="Foto-Kategorien"
        query={trpc.photoCategories.list.queryOptions({ lang: "all" })}
        row={(c) => ({
          id: c.id,
          title: c.name,
          description: c.description,
          image: c.coverImage ?? c.firstPhoto,
          ...marks(c),
          meta: [t`${c.photoCount} Fotos`],
          // The question before deleting says that its photos go with it.
          ...(c.photoCount > 0
            ? {
                deleteText:
                  c.photoCount === 1
                    ? t`„${c.name}" kommt mit 1 Foto in den Papierkorb (30 Tage wiederherstellbar).`
                    : t`„${c.name}" kommt mit ${c.photoCount} Fotos in den Papierkorb (30 Tage wiederherstellbar).`,
              }
            : {}),
        })}
        trash="photo-category"
        remove={trpcClient.photoCategories.delete.mutate}
        reorder={(ids) => trpcClient.photoCategories.order.mutate({ ids })}
        add={{ label: t`Neue Foto-Kategorie`, onClick: () => setDialog("new") }}
        edit={(id) => setDialog((categories.data ?? []).find((c) => c.id === id) ?? null)}
        texts={{
          empty: t`Noch keine Foto-Kategorien.`,
          deleted: t`Foto-Kategorie gelöscht`,
          deleteFailed: t`Foto-Kategorie konnte nicht gelöscht werden`,
        }}
      >
        <PhotoCategoryDialog category={dialog} onClose={() => setDialog(null)} />
      </EntityTab>
      <Stack gap="sm">
        <Select
          label={t`Album hochladen in`}
          placeholder={t`Kategorie wählen`}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={filter}
          onChange={setFilter}
          w={260}
        />
        {filter && names.has(Number(filter)) ? (
          <>
            <AlbumDrop key={filter} categoryId={Number(filter)} categoryName={names.get(Number(filter)) ?? ""} />
            <Button variant="default" onClick={() => setTextsOpen(true)} style={{ alignSelf: "flex-start" }}>
              {t`Titel und Beschreibungen bearbeiten`}
            </Button>
            <PhotoTextsDialog
              categoryId={Number(filter)}
              categoryName={names.get(Number(filter)) ?? ""}
              opened={textsOpen}
              onClose={() => setTextsOpen(false)}
            />
          </>
        ) : (
          <Text
            size="sm"
            c="#5c4a5e"
          >{t`Kategorie wählen, dann viele Fotos, einen Ordner oder ein ZIP auf einmal hochladen.`}</Text>
        )}
      </Stack>
      <EntityTab
        title="Fotos"
        query={trpc.photos.list.queryOptions(filter ? { categoryId: Number(filter) } : undefined)}
        row={(p, _index, all) => ({
          id: p.id,
          // An untitled photo (an album of phone photos): named as the site names it, and said so.
          title: p.alt || t`${photoLabel(p, names.get(p.categoryId) ?? "", numberInAlbum(all, p))} (ohne Titel)`,
          description: p.caption ?? "",
          image: p.srcVariants[0]?.url ?? p.src,
          meta: [names.get(p.categoryId) ?? ""].filter(Boolean),
        })}
        trash="photo"
        remove={trpcClient.photos.delete.mutate}
        {...(filter ? { reorder: (ids: number[]) => trpcClient.photos.order.mutate({ id: Number(filter), ids }) } : {})}
        add={{ label: t`Neues Foto`, kind: "photo" }}
        edit="photo"
        texts={{
          empty: t`Keng Aträg do`,
          deleted: t`Foto erfolgreich gelöscht`,
          deleteFailed: t`Foto konnte nicht gelöscht werden`,
        }}
        actions={
          <Select
            aria-label={t`Nach Kategorie filtern`}
            placeholder={t`Alle Kategorien`}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={filter}
            onChange={setFilter}
            clearable
            w={220}
          />
        }
      />
    </Stack>
  );
}
