import { useLingui } from "@lingui/react/macro";
import { Fieldset, Input, SegmentedControl, SimpleGrid, TextInput } from "@mantine/core";
import type { PublishStatus } from "./publishing-values.js";

interface Field<T> {
  value: T;
  onChange(value: T): void;
  error?: string;
}

interface Props {
  status: Field<PublishStatus>;
  publishAt: Field<string>;
}

/** Draft or published, and an optional time (Luxembourg's) from which visitors see the item. */
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
            { value: "draft", label: t`Entwurf` },
          ]}
        />
      </Input.Wrapper>
      <TextInput
        mt="sm"
        type="datetime-local"
        label={t`Veröffentlichen am (optional)`}
        description={t`Uhrzeit in Luxemburg. Leer: sofort sichtbar. Ein Entwurf bleibt verborgen.`}
        value={publishAt.value}
        onChange={(event) => publishAt.onChange(event.currentTarget.value)}
        error={publishAt.error}
      />
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
