import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Code, Group, MultiSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc } from "../../../trpc.js";
import { LanguageTabs } from "../forms/language-tabs.js";
import { Section } from "../tabs/account/section.js";
import { eventChoices } from "./newsletter-rows.js";
import type { NewsletterDraft } from "./use-newsletter-draft.js";

const LIMITS = { subject: 200, body: 50_000, events: 20 } as const;

interface Props {
  draft: NewsletterDraft;
  /** Being sent or sent: shown, not changed. */
  readOnly: boolean;
  saving: boolean;
  onSave(): void;
}

/** Betreff, Text (Markdown), the translations, the events shown as cards; and "Speichern". */
export function NewsletterEditor({ draft, readOnly, saving, onSave }: Props) {
  const { t } = useLingui();
  const events = useQuery(trpc.events.list.queryOptions());
  const { values, errors, translations } = draft;
  const choices = eventChoices(events.data ?? [], values.eventIds, Date.now()).map((event) => ({
    value: String(event.id),
    label: `${event.title} · ${formatDateTime(event.date)}`,
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving && !readOnly) onSave();
  };
  // LanguageTabs' inputs take what the binder gives them: read-only too when the newsletter is.
  const binder = {
    ...translations,
    translation: (locale: string, name: string) => ({ ...translations.translation(locale, name), readOnly }),
  };
  return (
    <Section title={t`Inhalt`}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {readOnly ? (
            <Alert color="gray" role="status">
              <Trans>Dieser Newsletter wird verschickt oder ist verschickt: er lässt sich nicht mehr ändern.</Trans>
            </Alert>
          ) : null}
          <LanguageTabs
            form={binder}
            fields={[
              { name: "subject", label: t`Betreff`, max: LIMITS.subject },
              { name: "body", label: t`Text`, multiline: true, max: LIMITS.body },
            ]}
          >
            <TextInput
              label={t`Betreff`}
              required
              maxLength={LIMITS.subject}
              readOnly={readOnly}
              value={values.subject}
              onChange={(event) => draft.set("subject", event.currentTarget.value)}
              error={errors.subject}
            />
            <Textarea
              label={t`Text`}
              description={<MarkdownHelp />}
              autosize
              minRows={8}
              maxRows={24}
              maxLength={LIMITS.body}
              readOnly={readOnly}
              value={values.body}
              onChange={(event) => draft.set("body", event.currentTarget.value)}
              error={errors.body}
            />
          </LanguageTabs>
          <MultiSelect
            label={t`Events im Newsletter`}
            description={t`Jedes gewählte Event erscheint als Karte mit Bild, Datum und Link, in dieser Reihenfolge.`}
            placeholder={values.eventIds.length === 0 ? t`Events wählen` : undefined}
            data={choices}
            value={values.eventIds.map(String)}
            onChange={(ids) => draft.set("eventIds", ids.map(Number))}
            maxValues={LIMITS.events}
            searchable
            clearable={!readOnly}
            readOnly={readOnly}
            nothingFoundMessage={t`Kein kommendes Event gefunden`}
            error={errors.eventIds}
          />
          {readOnly ? null : (
            <Group>
              <Button type="submit" loading={saving}>
                <Trans>Speichern</Trans>
              </Button>
              {draft.dirty ? (
                <Text size="sm" c="#5c4a5e" role="status">
                  <Trans>Ungespeicherte Änderungen</Trans>
                </Text>
              ) : null}
            </Group>
          )}
        </Stack>
      </form>
    </Section>
  );
}

/** The Textarea's help line: the Markdown a volunteer needs. */
function MarkdownHelp() {
  return (
    <Trans>
      Formatierung: <Code># Überschrift</Code>, <Code>**fett**</Code>, <Code>[Link](https://…)</Code>,{" "}
      <Code>- Liste</Code>. Eine leere Zeile beginnt einen neuen Absatz.
    </Trans>
  );
}
