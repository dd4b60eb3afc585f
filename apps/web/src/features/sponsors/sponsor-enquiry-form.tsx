import { Trans, useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { Columns } from "../../components/columns.js";
import { ContactForm } from "../forms/contact-form.js";
import { useContactForm } from "../forms/use-contact-form.js";

/** 'Become a sponsor': first and last name, company, email, optional phone, message. */
export function SponsorEnquiryForm() {
  const { t } = useLingui();
  const form = useContactForm(
    { firstName: "", lastName: "", company: "" },
    {
      toInput: ({ firstName, lastName, company }) => ({
        type: "sponsor",
        name: `${firstName.trim()} ${lastName.trim()}`.trim(),
        firstName,
        lastName,
        company,
      }),
      failure: t`Das Senden ist fehlgeschlagen. Bitte versuchen Sie es erneut.`,
      required: () => ["firstName", "lastName", "company", "email", "message"],
      sender: (values) => `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    },
  );
  return (
    <ContactForm form={form} titleId="sponsor-form-title" title={<Trans>Sponsor ginn</Trans>}>
      <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t`Virnumm`} autoComplete="given-name" required {...form.field("firstName")} />
        <TextInput label={t`Familljennumm`} autoComplete="family-name" required {...form.field("lastName")} />
      </Columns>
      <TextInput label={t`Firma`} autoComplete="organization" required {...form.field("company")} />
    </ContactForm>
  );
}
