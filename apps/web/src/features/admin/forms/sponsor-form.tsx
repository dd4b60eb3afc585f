import { useLingui } from "@lingui/react/macro";
import { Input, SegmentedControl, Textarea, TextInput } from "@mantine/core";
import { trpc, trpcClient } from "../../../trpc.js";
import { PublishingFields, SponsorPeriodFields } from "../publishing/publishing-fields.js";
import {
  PERIOD_FIELDS,
  PUBLISHING_FIELDS,
  periodFromItem,
  periodToInput,
  publishingFromItem,
  usePublishingToInput,
} from "../publishing/publishing-values.js";
import { ImageField } from "../upload/image-field.js";
import { FormPage } from "./form-page.js";
import { LanguageTabs } from "./language-tabs.js";
import { useEntityForm } from "./use-entity-form.js";

/** Create (no id) or edit a sponsor: name, type, logo, description, website, address. */
export function SponsorForm({ id }: { id?: number }) {
  const { t } = useLingui();
  const publishingToInput = usePublishingToInput();
  const form = useEntityForm({
    router: "sponsors",
    id,
    fields: {
      name: "",
      description: "",
      website: "",
      address: "",
      type: "secondary" as "main" | "secondary",
      logo: null as string | null,
      ...PUBLISHING_FIELDS,
      ...PERIOD_FIELDS,
    },
    texts: {
      create: t`Neuer Sponsor`,
      edit: t`Sponsor bearbeiten`,
      created: t`Sponsor erfolgreich erstellt!`,
      updated: t`Sponsor erfolgreich aktualisiert!`,
    },
    byId: (input) => trpc.sponsors.byId.queryOptions({ ...input, lang: "all" }),
    fromItem: (sponsor) => ({ ...publishingFromItem(sponsor), ...periodFromItem(sponsor) }),
    toInput: (values) => ({ ...publishingToInput(values), ...periodToInput(values) }),
    create: trpcClient.sponsors.create.mutate,
    update: trpcClient.sponsors.update.mutate,
  });
  return (
    <FormPage {...form.page}>
      <TextInput label={t`Name`} required {...form.text("name")} />
      <Input.Wrapper label={t`Typ`}>
        <SegmentedControl
          display="flex"
          mt={4}
          value={form.values.type}
          onChange={(type) => form.set("type", type as "main" | "secondary")}
          data={[
            { value: "main", label: "Hauptsponsor" },
            { value: "secondary", label: "Partner" },
          ]}
        />
      </Input.Wrapper>
      <ImageField label={t`Logo`} {...form.image("logo")} />
      <LanguageTabs
        form={form}
        fields={form.translatedFields([{ name: "description", label: t`Beschreibung`, multiline: true }])}
      >
        <Textarea label={t`Beschreibung`} autosize minRows={3} {...form.text("description")} />
      </LanguageTabs>
      <TextInput label={t`Webseite`} placeholder="https://" {...form.text("website")} />
      <TextInput label={t`Adresse`} {...form.text("address")} />
      <SponsorPeriodFields activeFrom={form.field("activeFrom")} activeUntil={form.field("activeUntil")} />
      <PublishingFields status={form.field("status")} publishAt={form.field("publishAt")} />
    </FormPage>
  );
}
