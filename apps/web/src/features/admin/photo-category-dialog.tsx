import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { notify } from "../../lib/notify.js";
import { trpcClient } from "../../trpc.js";
import { serverFieldErrors } from "../forms/server-errors.js";
import type { PhotoCategory } from "../types.js";
import { LanguageTabs } from "./forms/language-tabs.js";
import { translationsToSend } from "./forms/translations-to-send.js";
import { useTranslations } from "./forms/use-translations.js";
import { imagePurpose, isTranslatable, translatedFields } from "./kinds/define.js";
import { PublishingFields } from "./publishing/publishing-fields.js";
import { PUBLISHING_FIELDS, publishingFromItem, usePublishingToInput } from "./publishing/publishing-values.js";
import { ImageField } from "./upload/image-field.js";

interface Props {
  /** null: closed; "new": create; a category: edit it. */
  category: PhotoCategory | "new" | null;
  onClose(): void;
}

/** Photo categories are created and edited in this dialog: name, description, cover image. */
export function PhotoCategoryDialog({ category, onClose }: Props) {
  const { t } = useLingui();
  const publishingToInput = usePublishingToInput();
  const queryClient = useQueryClient();
  const editing = category !== null && category !== "new" ? category : null;
  const empty = { name: "", description: "", coverImage: null as string | null, ...PUBLISHING_FIELDS };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const {
    translations,
    reset: resetTranslations,
    ...translated
  } = useTranslations(errors, (key) => setErrors(({ [key]: _, ...rest }) => rest));
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per category opened
  useEffect(() => {
    setErrors({});
    resetTranslations(editing?.translations);
    setValues(
      editing
        ? {
            name: editing.name,
            description: editing.description,
            coverImage: editing.coverImage,
            ...publishingFromItem(editing),
          }
        : { name: "", description: "", coverImage: null, ...PUBLISHING_FIELDS },
    );
  }, [editing]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploading) return;
    setSaving(true);
    setErrors({});
    try {
      // The category comes from the list asked with lang "all"; without its translations the save is refused.
      const sent = translationsToSend({
        translatable: isTranslatable("photoCategories"),
        editing: !!editing,
        loaded: editing ?? undefined,
        translations,
      });
      const input = { ...values, ...publishingToInput(values), ...sent };
      if (editing) await trpcClient.photoCategories.update.mutate({ id: editing.id, ...input });
      else await trpcClient.photoCategories.create.mutate(input);
      await queryClient.invalidateQueries();
      notify({
        color: "green.8",
        message: editing ? t`Foto-Kategorie erfolgreich aktualisiert!` : t`Foto-Kategorie erfolgreich erstellt!`,
      });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      notify({
        color: "red.8",
        title: editing ? t`Fehler beim Aktualisieren der Foto-Kategorie` : t`Fehler beim Erstellen der Foto-Kategorie`,
        message: Object.values(fields)[0] ?? t`Feeler opgetrueden`,
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      closeButtonProps={{ "aria-label": t`Schließen` }}
      opened={category !== null}
      onClose={onClose}
      title={editing ? t`Foto-Kategorie bearbeiten` : t`Neue Foto-Kategorie`}
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <LanguageTabs
            form={translated}
            fields={translatedFields("photoCategories", [
              { name: "name", label: t`Name` },
              { name: "description", label: t`Beschreibung`, multiline: true },
            ])}
          >
            <TextInput
              label={t`Name`}
              required
              data-autofocus
              value={values.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setValues((v) => ({ ...v, name }));
              }}
              error={errors.name}
            />
            <Textarea
              label={t`Beschreibung`}
              autosize
              minRows={2}
              value={values.description}
              onChange={(e) => {
                const description = e.currentTarget.value;
                setValues((v) => ({ ...v, description }));
              }}
              error={errors.description}
            />
          </LanguageTabs>
          <ImageField
            label={t`Cover-Bild`}
            purpose={imagePurpose("photoCategories", "coverImage")}
            value={values.coverImage}
            onChange={(coverImage) => setValues((v) => ({ ...v, coverImage }))}
            onBusyChange={setUploading}
            error={errors.coverImage}
          />
          <PublishingFields
            status={{
              value: values.status,
              // "scheduled" too: publishingToInput turns it into what the server takes.
              onChange: (status) => setValues((v) => ({ ...v, status: status as typeof v.status })),
              error: errors.status,
            }}
            publishAt={{
              value: values.publishAt,
              onChange: (publishAt) => setValues((v) => ({ ...v, publishAt })),
              error: errors.publishAt,
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button type="submit" loading={saving} disabled={uploading}>
              {saving ? t`Speichern...` : t`Speichern`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
