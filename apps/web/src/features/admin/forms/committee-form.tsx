import { useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { trpc, trpcClient } from "../../../trpc.js";
import { ImageField } from "../upload/image-field.js";
import { FormPage } from "./form-page.js";
import { useFormValues } from "./use-form-values.js";
import { useSave } from "./use-save.js";

const empty = { name: "", role: "", email: "", phone: "", photo: null as string | null };

/** Create (no id) or edit a committee member: name, role, photo, email, phone. */
export function CommitteeForm({ id }: { id?: number }) {
  const { t } = useLingui();
  const mode = id ? "edit" : "create";
  const { values, setValues, text: set } = useFormValues(empty);
  const [uploading, setUploading] = useState(false);
  const existing = useQuery({
    ...trpc.committeeMembers.byId.queryOptions({ id: id ?? 0 }),
    enabled: !!id,
    staleTime: 0,
  });
  const { saving, errors, save } = useSave(
    mode,
    id ? t`Komiteemitglied erfolgreich aktualisiert!` : t`Komiteemitglied erfolgreich erstellt!`,
  );
  useEffect(() => {
    const m = existing.data;
    if (m) setValues({ name: m.name, role: m.role, email: m.email, phone: m.phone, photo: m.photo });
  }, [existing.data, setValues]);
  const submit = () =>
    save(() =>
      id
        ? trpcClient.committeeMembers.update.mutate({ id, ...values })
        : trpcClient.committeeMembers.create.mutate(values),
    );
  return (
    <FormPage
      title={id ? t`Komiteemitglied bearbeiten` : t`Neues Komiteemitglied`}
      mode={mode}
      loading={!!id && existing.isPending}
      saving={saving}
      uploading={uploading}
      onSubmit={() => void submit()}
    >
      <TextInput label={t`Name`} required value={values.name} onChange={set("name")} error={errors.name} />
      <TextInput label={t`Rolle`} required value={values.role} onChange={set("role")} error={errors.role} />
      <ImageField
        label={t`Foto`}
        purpose="member"
        value={values.photo}
        onChange={(photo) => setValues((v) => ({ ...v, photo }))}
        onBusyChange={setUploading}
        error={errors.photo}
      />
      <TextInput type="email" label={t`E-Mail`} value={values.email} onChange={set("email")} error={errors.email} />
      <TextInput type="tel" label={t`Telefon`} value={values.phone} onChange={set("phone")} error={errors.phone} />
    </FormPage>
  );
}
