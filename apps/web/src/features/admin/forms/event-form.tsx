import { useLingui } from "@lingui/react/macro";
import { Checkbox, Select, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { trpc, trpcClient } from "../../../trpc.js";
import type { EventDetail } from "../../events/event-detail.js";
import { ButtonLink } from "../button-link.js";
import { fromLuxembourgInput, toLuxembourgInput } from "../publishing/luxembourg-input.js";
import { PublishingFields } from "../publishing/publishing-fields.js";
import { PUBLISHING_FIELDS, publishingFromItem, usePublishingToInput } from "../publishing/publishing-values.js";
import { draftToSignup, type SignupDraft, signupToDraft } from "../signups/signup-draft.js";
import { SignupSettingsFields } from "../signups/signup-settings-fields.js";
import { ImageField } from "../upload/image-field.js";
import { FormPage } from "./form-page.js";
import { LanguageTabs } from "./language-tabs.js";
import { PreviewLinks } from "./preview-links.js";
import { NO_RECURRENCE, RecurrenceFields, recurrenceToValues, valuesToRecurrence } from "./recurrence-fields.js";
import { SeriesDates } from "./series-dates.js";
import { useEntityForm } from "./use-entity-form.js";

// Every date and time in the form is Luxembourg's wall-clock time, whatever the admin's computer
// says (an event at 19:30 is typed and read as 19:30 from a laptop set to Lisbon or UTC).

/** Create (no id) or edit an event: title, description, start and optional end, category, place, image, featured. */
export function EventForm({ id }: { id?: number }) {
  const { t } = useLingui();
  // /admin/create/event?copy=<id>: a new event prefilled from that one ("Als Kopie anlegen").
  const { copy } = useSearch({ strict: false }) as { copy?: unknown };
  const publishingToInput = usePublishingToInput();
  const categories = useQuery(trpc.eventCategories.list.queryOptions());
  const form = useEntityForm({
    router: "events",
    id,
    copyOf: !id && typeof copy === "number" && Number.isInteger(copy) ? copy : undefined,
    fields: {
      title: "",
      description: "",
      date: "",
      endDate: "",
      location: "",
      categoryId: "",
      imageUrl: null as string | null,
      featured: false,
      ...PUBLISHING_FIELDS,
      ...NO_RECURRENCE,
      // Sent as `signup` (toInput); held under its own name, which the API does not take.
      signupDraft: null as SignupDraft | null,
    },
    texts: {
      create: t`Neues Event`,
      edit: t`Event bearbeiten`,
      created: t`Event erfolgreich erstellt!`,
      updated: t`Event erfolgreich aktualisiert!`,
    },
    byId: (input) => trpc.events.byId.queryOptions({ ...input, lang: "all" }),
    fromItem: (event: EventDetail) => ({
      ...publishingFromItem(event),
      date: toLuxembourgInput(event.date),
      endDate: event.endDate ? toLuxembourgInput(event.endDate) : "",
      categoryId: String(event.categoryId),
      ...recurrenceToValues(event.recurrence),
      signupDraft: signupToDraft(event.signup),
    }),
    toInput: (values) => ({
      ...publishingToInput(values),
      date: fromLuxembourgInput(values.date),
      // Optional: empty means none (and clears a stored end).
      endDate: values.endDate ? fromLuxembourgInput(values.endDate) : null,
      categoryId: values.categoryId ? Number(values.categoryId) : null,
      recurrence: valuesToRecurrence(values),
      signup: draftToSignup(values.signupDraft),
    }),
    create: trpcClient.events.create.mutate,
    update: trpcClient.events.update.mutate,
  });
  return (
    <FormPage {...form.page}>
      <LanguageTabs
        form={form}
        fields={form.translatedFields([
          { name: "title", label: t`Titel` },
          { name: "description", label: t`Beschreibung`, multiline: true },
        ])}
      >
        <TextInput label={t`Titel`} required {...form.text("title")} />
        <Textarea label={t`Beschreibung`} autosize minRows={3} {...form.text("description")} />
      </LanguageTabs>
      <TextInput type="datetime-local" label={t`Datum und Uhrzeit`} required {...form.text("date")} />
      <TextInput type="datetime-local" label={t`Ende (optional)`} {...form.text("endDate")} />
      <Select
        label={t`Kategorie`}
        placeholder="Aner"
        data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        clearable
        {...form.select("categoryId")}
        error={form.errors.categoryId ?? form.errors.category}
      />
      <TextInput label={t`Ort`} {...form.text("location")} />
      <RecurrenceFields
        values={form.values}
        start={fromLuxembourgInput(form.values.date)}
        set={(name, value) => form.set(name, value)}
        errors={form.errors}
      />
      {id ? <SeriesDates id={id} /> : null}
      <SignupSettingsFields
        value={form.values.signupDraft}
        onChange={(signup) => {
          form.set("signupDraft", signup);
          // The server names the fields of what it takes as `signup`.
          form.clearErrors("signup");
        }}
        errors={form.errors}
        eventStart={form.values.date}
      />
      <ImageField label={t`Bild`} {...form.image("imageUrl")} />
      <Checkbox label="Auf Startseite anzeigen" {...form.checkbox("featured")} />
      <PublishingFields status={form.field("status")} publishAt={form.field("publishAt")} />
      {id ? (
        <>
          <PreviewLinks id={id} />
          <ButtonLink variant="default" to="/admin/create/$kind" params={{ kind: "event" }} search={{ copy: id }}>
            {t`Als Kopie anlegen`}
          </ButtonLink>
        </>
      ) : null}
    </FormPage>
  );
}
