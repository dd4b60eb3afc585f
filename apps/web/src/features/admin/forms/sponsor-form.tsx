import { useLingui } from "@lingui/react/macro";
import { Input, SegmentedControl, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { trpc, trpcClient } from "../../../trpc.js";
import { ImageField } from "../upload/image-field.js";
import { FormPage } from "./form-page.js";
import { useFormValues } from "./use-form-values.js";
import { useSave } from "./use-save.js";

const empty = {
  name: "",
  description: "",
  website: "",
  address: "",
  type: "secondary" as "main" | "secondary",
  logo: null as string | null,
};

/** Create (no id) or edit a sponsor: name, type, logo, description, website, address. */
export function SponsorForm({ id }: { id?: number }) {
  const { t } = useLingui();
  const mode = id ? "edit" : "create";
  const { values, setValues, text: set } = useFormValues(empty);
  const [uploading, setUploading] = useState(false);
  const existing = useQuery({ ...trpc.sponsors.byId.queryOptions({ id: id ?? 0 }), enabled: !!id, staleTime: 0 });
  const { saving, errors, save } = useSave(
    mode,
    id ? t`Sponsor erfolgreich aktualisiert!` : t`Sponsor erfolgreich erstellt!`,
  );
  useEffect(() => {
    const s = existing.data;
    if (s)
      setValues({
        name: s.name,
        description: s.description,
        website: s.website,
        address: s.address,
        type: s.type,
        logo: s.logo,
      });
  }, [existing.data, setValues]);
  const submit = () =>
    save(() => (id ? trpcClient.sponsors.update.mutate({ id, ...values }) : trpcClient.sponsors.create.mutate(values)));
  return (
    <FormPage
      title={id ? t`Sponsor bearbeiten` : t`Neuer Sponsor`}
      mode={mode}
      loading={!!id && existing.isPending}
      saving={saving}
      uploading={uploading}
      onSubmit={() => void submit()}
    >
      <TextInput label={t`Name`} required value={values.name} onChange={set("name")} error={errors.name} />
      <Input.Wrapper label={t`Typ`}>
        <SegmentedControl
          display="flex"
          mt={4}
          value={values.type}
          onChange={(type) => setValues((v) => ({ ...v, type: type as "main" | "secondary" }))}
          data={[
            { value: "main", label: "Hauptsponsor" },
            { value: "secondary", label: "Partner" },
          ]}
        />
      </Input.Wrapper>
      <ImageField
        label={t`Logo`}
        purpose="logo"
        value={values.logo}
        onChange={(logo) => setValues((v) => ({ ...v, logo }))}
        onBusyChange={setUploading}
        error={errors.logo}
      />
      <Textarea
        label={t`Beschreibung`}
        autosize
        minRows={3}
        value={values.description}
        onChange={set("description")}
        error={errors.description}
      />
      <TextInput
        label={t`Webseite`}
        placeholder="https://"
        value={values.website}
        onChange={set("website")}
        error={errors.website}
      />
      <TextInput label={t`Adresse`} value={values.address} onChange={set("address")} error={errors.address} />
    </FormPage>
  );
}
