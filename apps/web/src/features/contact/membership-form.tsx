import { Trans, useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { ContactForm } from "../forms/contact-form.js";
import { useContactForm } from "../forms/use-contact-form.js";

/** The membership application: name, email, optional phone, message. */
export function MembershipForm() {
  const { t } = useLingui();
  const form = useContactForm(
    { name: "" },
    {
      toInput: (values) => ({ type: "membership", name: values.name }),
      thanks: (values) => {
        const name = values.name.trim();
        return t`Vielen Dank, ${name}! Wir haben Ihren Mitgliedsantrag erhalten und melden uns bald bei Ihnen.`;
      },
      failure: t`Der Antrag konnte nicht gesendet werden. Bitte versuchen Sie es erneut.`,
    },
  );
  return (
    <ContactForm form={form} titleId="membership-title" title={<Trans>Member ginn</Trans>}>
      <TextInput label={t`Numm`} autoComplete="name" required {...form.field("name")} />
    </ContactForm>
  );
}
