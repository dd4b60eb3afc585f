import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Group, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { LanguageTabs } from "../forms/language-tabs.js";
import { type Translations, useTranslations } from "../forms/use-translations.js";
import { Section } from "../tabs/account/section.js";
import { useAction } from "../tabs/account/use-action.js";

/** The privacy notice (/privacy) and how long messages are kept, with what the next run deletes. */
export function PrivacySection({
  text: savedText,
  retentionMonths,
  translations: savedTranslations,
}: {
  text: string;
  retentionMonths: number;
  translations?: Translations;
}) {
  const { t } = useLingui();
  const act = useAction();
  const retention = useQuery(trpc.privacy.retention.queryOptions());
  const [text, setText] = useState(savedText);
  const [months, setMonths] = useState<number | string>(retentionMonths);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { translations, reset, ...translated } = useTranslations(errors, (key) =>
    setErrors(({ [key]: _, ...rest }) => rest),
  );
  const [filled, setFilled] = useState(false);
  if (!filled) {
    setFilled(true);
    reset(savedTranslations);
  }
  const save = async () => {
    setBusy(true);
    const result = await act(
      () => trpcClient.privacy.save.mutate({ text, retentionMonths: Number(months), translations }),
      t`Datenschutz gespeichert`,
    );
    setErrors(result ?? {});
    setBusy(false);
  };
  const status = retention.data;
  return (
    <Section title={t`Datenschutz`}>
      <Stack gap="md">
        <Text size="sm" c="#5c4a5e">
          <Trans>
            Der Text der Seite{" "}
            <Anchor href="/privacy" target="_blank" style={{ textDecoration: "underline" }}>
              Dateschutz
            </Anchor>
            . Eine Zeile mit „## “ am Anfang wird eine Überschrift, eine leere Zeile trennt Absätze.
          </Trans>
        </Text>
        <LanguageTabs
          form={translated}
          fields={[{ name: "text", label: t`Datenschutzerklärung`, multiline: true, max: 20000 }]}
        >
          <Textarea
            label={t`Datenschutzerklärung`}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={8}
            maxRows={24}
            error={errors.text}
          />
        </LanguageTabs>
        <NumberInput
          label={t`Nachrichten löschen nach (Monaten)`}
          description={t`Spam wird nach 30 Tagen gelöscht.`}
          value={months}
          onChange={setMonths}
          min={1}
          max={120}
          allowDecimal={false}
          w={260}
          error={errors.retentionMonths}
        />
        {status && (
          <Text size="sm" c="#5c4a5e">
            <Trans>
              Aufbewahrung {status.retentionMonths} Monate. Nächste Löschung: {formatDateTime(status.nextRunAt)}, dabei
              würden {status.due} Nachricht(en) gelöscht.
            </Trans>
          </Text>
        )}
        {errors._ && (
          <Text c="red.9" size="sm">
            {errors._}
          </Text>
        )}
        <Group>
          <Button onClick={() => void save()} loading={busy}>
            <Trans>Datenschutz speichern</Trans>
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
