import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Select, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { trpc, trpcClient } from "../../../trpc.js";
import type { PhotoCategory } from "../../types.js";
import { ItemList } from "../item-list.js";
import { PhotoCategoryDialog } from "../photo-category-dialog.js";
import { TabHeader } from "./tab-header.js";
import { useRemove } from "./use-remove.js";

/** Two lists: the photo categories (edited in a dialog) and the photos, filterable by category. */
export function PhotosTab() {
  const { t } = useLingui();
  const categories = useQuery(trpc.photoCategories.list.queryOptions());
  const [filter, setFilter] = useState<string | null>(null);
  const photos = useQuery(trpc.photos.list.queryOptions(filter ? { categoryId: Number(filter) } : undefined));
  const [dialog, setDialog] = useState<PhotoCategory | "new" | null>(null);
  const removeCategory = useRemove((input) => trpcClient.photoCategories.delete.mutate(input));
  const removePhoto = useRemove((input) => trpcClient.photos.delete.mutate(input));
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  return (
    <Stack gap={48}>
      <section aria-label="Foto-Kategorien">
        <TabHeader title="Foto-Kategorien">
          <Button onClick={() => setDialog("new")}>
            <Trans>Neue Foto-Kategorie</Trans>
          </Button>
        </TabHeader>
        <ItemList
          loading={categories.isPending}
          items={(categories.data ?? []).map((c) => ({
            id: c.id,
            title: c.name,
            description: c.description,
            image: c.coverImage,
            meta: [t`${c.photoCount} Fotos`],
          }))}
          emptyText={t`Noch keine Foto-Kategorien.`}
          onEdit={(id) => setDialog((categories.data ?? []).find((c) => c.id === id) ?? null)}
          onDelete={removeCategory}
          deletedText={t`Foto-Kategorie gelöscht`}
          deleteFailedText={t`Foto-Kategorie konnte nicht gelöscht werden`}
        />
      </section>
      <section aria-label="Fotos">
        <TabHeader title="Fotos">
          <Select
            aria-label={t`Nach Kategorie filtern`}
            placeholder={t`Alle Kategorien`}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={filter}
            onChange={setFilter}
            clearable
            w={220}
          />
          <Button component={Link} to="/admin/create/photo">
            <Trans>Neues Foto</Trans>
          </Button>
        </TabHeader>
        <ItemList
          loading={photos.isPending}
          items={(photos.data ?? []).map((p) => ({
            id: p.id,
            title: p.alt,
            description: p.caption ?? "",
            image: p.srcVariants[0]?.url ?? p.src,
            meta: [names.get(p.categoryId) ?? ""].filter(Boolean),
          }))}
          emptyText={t`Keng Aträg do`}
          editTo={(id) => `/admin/edit/photo/${id}`}
          onDelete={removePhoto}
          deletedText={t`Foto erfolgreich gelöscht`}
          deleteFailedText={t`Foto konnte nicht gelöscht werden`}
        />
      </section>
      <PhotoCategoryDialog category={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
