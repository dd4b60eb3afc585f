import { useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { trpc, trpcClient } from "../../../trpc.js";
import { PublishingFields } from "../publishing/publishing-fields.js";
import { PUBLISHING_FIELDS, publishingFromItem, usePublishingToInput } from "../publishing/publishing-values.js";
import { ImageField } from "../upload/image-field.js";
import { FormPage } from "./form-page.js";
import { LanguageTabs } from "./language-tabs.js";
import { useEntityForm } from "./use-entity-form.js";

/** Create (no id) or edit a committee member: name, role, photo, email, phone. */
export function CommitteeForm({ id }: { id?: number }) {
  const { t } = useLingui();
  const publishingToInput = usePublishingToInput();
  const form = useEntityForm({
    router: "committeeMembers",
    id,
    fields: { name: "", role: "", email: "", phone: "", photo: null as string | null, ...PUBLISHING_FIELDS },
    texts: {
      create: t`Neues Komiteemitglied`,
      edit: t`Komiteemitglied bearbeiten`,
      created: t`Komiteemitglied erfolgreich erstellt!`,
      updated: t`Komiteemitglied erfolgreich aktualisiert!`,
    },
    byId: (input) => trpc.committeeMembers.byId.queryOptions({ ...input, lang: "all" }),
    fromItem: (member) => publishingFromItem(member),
    toInput: (values) => ({ ...publishingToInput(values) }),
    create: trpcClient.committeeMembers.create.mutate,
    update: trpcClient.committeeMembers.update.mutate,
  });
  return (
    <FormPage {...form.page}>
      <TextInput label={t`Name`} required {...form.text("name")} />
      <LanguageTabs form={form} fields={form.translatedFields([{ name: "role", label: t`Rolle` }])}>
        <TextInput label={t`Rolle`} required {...form.text("role")} />
      </LanguageTabs>
      <ImageField label={t`Foto`} {...form.image("photo")} />
      <TextInput type="email" label={t`E-Mail`} {...form.text("email")} />
      <TextInput type="tel" label={t`Telefon`} {...form.text("phone")} />
      <PublishingFields status={form.field("status")} publishAt={form.field("publishAt")} />
    </FormPage>
  );
}
