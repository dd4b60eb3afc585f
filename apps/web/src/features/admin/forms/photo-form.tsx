import { useLingui } from "@lingui/react/macro";
import { Select, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc, trpcClient } from "../../../trpc.js";
import { ImageField } from "../upload/image-field.js";
import { FormPage } from "./form-page.js";
import { LanguageTabs } from "./language-tabs.js";
import { useEntityForm } from "./use-entity-form.js";

/** Create (no id) or edit a gallery photo: title, caption, category and the image itself. */
export function PhotoForm({ id, categoryId }: { id?: number; categoryId?: number }) {
  const { t } = useLingui();
  const categories = useQuery(trpc.photoCategories.list.queryOptions());
  const form = useEntityForm({
    router: "photos",
    id,
    fields: { alt: "", caption: "", categoryId: categoryId ? String(categoryId) : "", src: null as string | null },
    // One photo added or edited by hand gets a title (SPEC section 5); an album's may stay untitled.
    required: ["alt"],
    texts: {
      create: t`Neues Foto`,
      edit: t`Foto bearbeiten`,
      created: t`Foto erfolgreich gespeichert!`,
      updated: t`Foto erfolgreich aktualisiert!`,
    },
    byId: (input) => trpc.photos.byId.queryOptions({ ...input, lang: "all" }),
    fromItem: (photo) => ({ caption: photo.caption ?? "", categoryId: String(photo.categoryId) }),
    toInput: (values) => ({ categoryId: values.categoryId ? Number(values.categoryId) : 0 }),
    create: trpcClient.photos.create.mutate,
    update: trpcClient.photos.update.mutate,
  });
  return (
    <FormPage {...form.page}>
      <ImageField label={t`Foto`} required {...form.image("src")} />
      <Select
        label={t`Kategorie`}
        required
        data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        {...form.select("categoryId")}
      />
      <LanguageTabs
        form={form}
        fields={form.translatedFields([
          { name: "alt", label: t`Titel` },
          { name: "caption", label: t`Beschreibung`, multiline: true },
        ])}
      >
        <TextInput label={t`Titel`} required {...form.text("alt")} />
        <Textarea label={t`Beschreibung`} autosize minRows={2} {...form.text("caption")} />
      </LanguageTabs>
    </FormPage>
  );
}
