import { useLingui } from "@lingui/react/macro";
import { Fieldset, Input, SegmentedControl, SimpleGrid, TextInput } from "@mantine/core";
import type { PublishStatus } from "./publishing-values.js";

interface Field<T> {
  value: T;
  onChange(value: T): void;
  error?: string;
}

interface Props {
  /** The form's status field: "published", "draft", or "scheduled" (publishing-values.ts). */
  status: Field<string>;
  publishAt: Field<string>;
}

/**
 * Published now, scheduled (visible from a time in Luxembourg, asked only then) or a draft
 * (hidden until published): a draft never shows a date it would not keep.
 */
export function PublishingFields({ status, publishAt }: Props) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Veröffentlichung`} radius="md">
      <Input.Wrapper label={t`Status`} error={status.error}>
        <SegmentedControl
          display="flex"
          mt={4}
          value={status.value}
          onChange={(value) => status.onChange(value as PublishStatus)}
          data={[
            { value: "published", label: t`Veröffentlicht` },
            { value: "scheduled", label: t`Geplant` },
            { value: "draft", label: t`Entwurf` },
          ]}
        />
      </Input.Wrapper>
      {status.value === "scheduled" ? (
        <TextInput
          mt="sm"
          type="datetime-local"
          required
          label={t`Veröffentlichen am`}
          description={t`Uhrzeit in Luxemburg. Bis dahin sehen Besucher es nicht.`}
          value={publishAt.value}
          onChange={(event) => publishAt.onChange(event.currentTarget.value)}
          error={publishAt.error}
        />
      ) : (
        <Input.Description mt="xs">
          {status.value === "draft"
            ? t`Ein Entwurf bleibt verborgen, bis Sie ihn veröffentlichen.`
            : t`Sofort auf der Webseite sichtbar.`}
        </Input.Description>
      )}
    </Fieldset>
  );
}

interface PeriodProps {
  activeFrom: Field<string>;
  activeUntil: Field<string>;
}

/** A sponsor's period: first and last day, each optional. */
export function SponsorPeriodFields({ activeFrom, activeUntil }: PeriodProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Sponsoring-Zeitraum`} radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t`Aktiv vom`}
          value={activeFrom.value}
          onChange={(event) => activeFrom.onChange(event.currentTarget.value)}
          error={activeFrom.error}
        />
        <TextInput
          type="date"
          label={t`Aktiv bis`}
          value={activeUntil.value}
          onChange={(event) => activeUntil.onChange(event.currentTarget.value)}
          error={activeUntil.error}
        />
      </SimpleGrid>
      <Input.Description mt="xs">
        {t`Leer: ohne Anfang oder Ende. Außerhalb des Zeitraums ist der Sponsor auf der Webseite nicht zu sehen.`}
      </Input.Description>
    </Fieldset>
  );
}
