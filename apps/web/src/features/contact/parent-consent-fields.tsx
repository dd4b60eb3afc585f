import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, Fieldset, Stack, Text, TextInput } from "@mantine/core";
import { FIELD_LABELS } from "../forms/definitions.js";

interface ParentFields {
  field(name: "parentName" | "parentEmail"): { name: string; defaultValue: string; error?: string };
  checkbox(name: "parentConsent"): { name: string; defaultChecked: boolean; error?: string };
}

/**
 * Under 16: a parent's name, e-mail and consent, all required (the server asks for them too).
 * Hidden while the answers say 16 or older (data-parent-fields: the form's island shows them).
 */
export function ParentConsentFields({ form, hidden }: { form: ParentFields; hidden: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Fieldset legend={t`Elterendeel`} bg="#fbf6f7" data-parent-fields hidden={hidden}>
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
