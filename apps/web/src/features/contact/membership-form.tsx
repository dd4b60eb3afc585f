import { luxembourgToday } from "@jugendclub/api/consent";
import { Trans, useLingui } from "@lingui/react/macro";
import { Group, Radio, TextInput } from "@mantine/core";
import { ContactForm } from "../forms/contact-form.js";
import { FIELD_LABELS } from "../forms/definitions.js";
import { needsParent } from "../forms/needs-parent.js";
import { useContactForm } from "../forms/use-contact-form.js";
import { ParentConsentFields } from "./parent-consent-fields.js";

/**
 * The membership application: name, "are you under 16?" (then a parent's consent), an optional
 * birth date, email, phone, message. The question is asked plainly: a birth date left empty must
 * not hide a child. The parent's fields are in the page, hidden until the answers say the
 * applicant is under 16: the form's island shows them as they do, the server when it answers.
 */
export function MembershipForm() {
  const { t, i18n } = useLingui();
  const form = useContactForm("membership");
  const age = form.field("underSixteen");
  return (
    <ContactForm form={form} titleId="membership-title" title={<Trans>Member ginn</Trans>}>
      <TextInput label={i18n._(FIELD_LABELS.name)} autoComplete="name" required {...form.field("name")} />
      <Radio.Group
        name={age.name}
        label={i18n._(FIELD_LABELS.underSixteen)}
        description={t`Ënner 16 Joer brauche mir d'Averständnis vun engem Elterendeel.`}
        required
        defaultValue={age.defaultValue}
        error={age.error}
      >
        <Group gap="lg" mt={6}>
          <Radio value="yes" label={t`Jo`} />
          <Radio value="no" label={t`Neen`} />
        </Group>
      </Radio.Group>
      <TextInput
        label={i18n._(FIELD_LABELS.birthDate)}
        type="date"
        autoComplete="bday"
        max={luxembourgToday()}
        {...form.field("birthDate")}
      />
      <ParentConsentFields form={form} hidden={!needsParent(form.values)} />
    </ContactForm>
  );
}
