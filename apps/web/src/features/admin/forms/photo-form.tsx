import { useLingui } from "@lingui/react/macro";
import { Select, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { trpc, trpcClient } from "../../../trpc.js";
import { ImageField } from "../upload/image-field.js";
import { FormPage } from "./form-page.js";
import { useSave } from "./use-save.js";

const empty = { alt: "", caption: "", categoryId: "", src: null as string | null };

/** Create (no id) or edit a gallery photo: title, caption, category and the image itself. */
export function PhotoForm({ id, categoryId }: { id?: number; categoryId?: number }) {
  const { t } = useLingui();
  const mode = id ? "edit" : "create";
  const [values, setValues] = useState({ ...empty, categoryId: categoryId ? String(categoryId) : "" });
  const [uploading, setUploading] = useState(false);
  const categories = useQuery(trpc.photoCategories.list.queryOptions());
  const existing = useQuery({ ...trpc.photos.byId.queryOptions({ id: id ?? 0 }), enabled: !!id, staleTime: 0 });
  const { saving, errors, save } = useSave(
    mode,
    id ? t`Foto erfolgreich aktualisiert!` : t`Foto erfolgreich gespeichert!`,
  );
  useEffect(() => {
    const p = existing.data;
    if (p) setValues({ alt: p.alt, caption: p.caption ?? "", categoryId: String(p.categoryId), src: p.src });
  }, [existing.data]);
  const submit = () =>
    save(() => {
      const input = {
        alt: values.alt,
        caption: values.caption,
        categoryId: values.categoryId ? Number(values.categoryId) : 0,
        src: values.src,
      };
      return id ? trpcClient.photos.update.mutate({ id, ...input }) : trpcClient.photos.create.mutate(input);
    });
  return (
    <FormPage
      title={id ? t`Foto bearbeiten` : t`Neues Foto`}
      mode={mode}
      loading={!!id && existing.isPending}
      saving={saving}
      uploading={uploading}
      onSubmit={() => void submit()}
    >
      <ImageField
        label={t`Foto`}
        purpose="photo"
        required
        value={values.src}
        onChange={(src) => setValues((v) => ({ ...v, src }))}
        onBusyChange={setUploading}
        error={errors.src}
      />
      <TextInput
        label={t`Titel`}
        required
        value={values.alt}
        onChange={(e) => {
          const alt = e.currentTarget.value;
          setValues((v) => ({ ...v, alt }));
        }}
        error={errors.alt}
      />
      <Select
        label={t`Kategorie`}
        required
        data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={values.categoryId || null}
        onChange={(value) => setValues((v) => ({ ...v, categoryId: value ?? "" }))}
        error={errors.categoryId}
      />
      <Textarea
        label={t`Beschreibung`}
        autosize
        minRows={2}
        value={values.caption}
        onChange={(e) => {
          const caption = e.currentTarget.value;
          setValues((v) => ({ ...v, caption }));
        }}
        error={errors.caption}
      />
    </FormPage>
  );
}
