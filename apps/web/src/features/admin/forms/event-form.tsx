import { useLingui } from "@lingui/react/macro";
import { Checkbox, Select, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { trpc, trpcClient } from "../../../trpc.js";
import { ImageField } from "../upload/image-field.js";
import { FormPage } from "./form-page.js";
import { useFormValues } from "./use-form-values.js";
import { useSave } from "./use-save.js";

/** "2027-06-12T15:00:00.000Z" → "2027-06-12T17:00" in the admin's own time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const empty = {
  title: "",
  description: "",
  date: "",
  location: "",
  categoryId: "",
  imageUrl: null as string | null,
  featured: false,
};

/** Create (no id) or edit an event: title, description, date and time, category, place, image, featured. */
export function EventForm({ id }: { id?: number }) {
  const { t } = useLingui();
  const mode = id ? "edit" : "create";
  const { values, setValues, text: set } = useFormValues(empty);
  const [uploading, setUploading] = useState(false);
  const categories = useQuery(trpc.eventCategories.list.queryOptions());
  const existing = useQuery({ ...trpc.events.byId.queryOptions({ id: id ?? 0 }), enabled: !!id, staleTime: 0 });
  const { saving, errors, save } = useSave(
    mode,
    id ? t`Event erfolgreich aktualisiert!` : t`Event erfolgreich erstellt!`,
  );

  useEffect(() => {
    const e = existing.data;
    if (!e) return;
    setValues({
      title: e.title,
      description: e.description,
      date: toLocalInput(e.date),
      location: e.location,
      categoryId: String(e.categoryId),
      imageUrl: e.imageUrl,
      featured: e.featured,
    });
  }, [existing.data, setValues]);

  const submit = () =>
    save(() => {
      const date = values.date ? new Date(values.date) : null;
      const input = {
        title: values.title,
        description: values.description,
        date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : "",
        location: values.location,
        imageUrl: values.imageUrl,
        featured: values.featured,
        categoryId: values.categoryId ? Number(values.categoryId) : null,
      };
      return id ? trpcClient.events.update.mutate({ id, ...input }) : trpcClient.events.create.mutate(input);
    });

  return (
    <FormPage
      title={id ? t`Event bearbeiten` : t`Neues Event`}
      mode={mode}
      loading={!!id && existing.isPending}
      saving={saving}
      uploading={uploading}
      onSubmit={() => void submit()}
    >
      <TextInput label={t`Titel`} required value={values.title} onChange={set("title")} error={errors.title} />
      <Textarea
        label={t`Beschreibung`}
        autosize
        minRows={3}
        value={values.description}
        onChange={set("description")}
        error={errors.description}
      />
      <TextInput
        type="datetime-local"
        label={t`Datum und Uhrzeit`}
        required
        value={values.date}
        onChange={set("date")}
        error={errors.date}
      />
      <Select
        label={t`Kategorie`}
        placeholder="Aner"
        data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={values.categoryId || null}
        onChange={(value) => setValues((v) => ({ ...v, categoryId: value ?? "" }))}
        clearable
        error={errors.categoryId ?? errors.category}
      />
      <TextInput label={t`Ort`} value={values.location} onChange={set("location")} error={errors.location} />
      <ImageField
        label={t`Bild`}
        purpose="event"
        value={values.imageUrl}
        onChange={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
        onBusyChange={setUploading}
        error={errors.imageUrl}
      />
      <Checkbox
        label="Auf Startseite anzeigen"
        checked={values.featured}
        onChange={(event) => {
          const featured = event.currentTarget.checked;
          setValues((v) => ({ ...v, featured }));
        }}
      />
    </FormPage>
  );
}
