import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Group, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { Section } from "../tabs/account/section.js";
import { useAction } from "../tabs/account/use-action.js";

/** The privacy notice (/privacy) and how long messages are kept, with what the next run deletes. */
export function PrivacySection({ text: savedText, retentionMonths }: { text: string; retentionMonths: number }) {
  const { t } = useLingui();
  const act = useAction();
  const retention = useQuery(trpc.privacy.retention.queryOptions());
  const [text, setText] = useState(savedText);
  const [months, setMonths] = useState<number | string>(retentionMonths);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const result = await act(
      () => trpcClient.privacy.save.mutate({ text, retentionMonths: Number(months) }),
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
        <Textarea
          label={t`Datenschutzerklärung`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={8}
          maxRows={24}
          error={errors.text}
        />
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
