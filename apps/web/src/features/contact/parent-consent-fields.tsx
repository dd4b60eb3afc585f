import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, Fieldset, Stack, Text, TextInput } from "@mantine/core";
import { FIELD_LABELS } from "../forms/definitions.js";

interface ParentFields {
  field(name: "parentName" | "parentEmail"): {
    name: string;
    value: string;
    onChange(event: { currentTarget: { value: string } }): void;
    error?: string;
  };
  checkbox(name: "parentConsent"): {
    name: string;
    checked: boolean;
    onChange(event: { currentTarget: { checked: boolean } }): void;
    error?: string;
  };
}

/** Under 16: a parent's name, e-mail and consent, all required (the server asks for them too). */
export function ParentConsentFields({ form }: { form: ParentFields }) {
  const { t, i18n } = useLingui();
  return (
    <Fieldset legend={t`Elterendeel`} bg="#fbf6f7">
      <Stack gap="sm">
        <Text size="sm" c="#5c4a5e">
          <Trans>Well Dir ënner 16 Joer sidd, muss en Elterendeel mat ënnerschreiwen.</Trans>
        </Text>
        <TextInput label={i18n._(FIELD_LABELS.parentName)} autoComplete="off" required {...form.field("parentName")} />
        <TextInput
          label={i18n._(FIELD_LABELS.parentEmail)}
          type="email"
          autoComplete="off"
          required
          {...form.field("parentEmail")}
        />
        <Checkbox label={i18n._(FIELD_LABELS.parentConsent)} required {...form.checkbox("parentConsent")} />
      </Stack>
    </Fieldset>
  );
}
