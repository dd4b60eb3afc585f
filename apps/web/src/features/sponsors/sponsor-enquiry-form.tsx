import { Trans, useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { Columns } from "../../components/columns.js";
import { ContactForm } from "../forms/contact-form.js";
import { FIELD_LABELS } from "../forms/definitions.js";
import { useContactForm } from "../forms/use-contact-form.js";

/** 'Become a sponsor': first and last name, company, email, optional phone, message. */
export function SponsorEnquiryForm() {
  const { i18n } = useLingui();
  const form = useContactForm("sponsor");
  return (
    <ContactForm form={form} titleId="sponsor-form-title" title={<Trans>Sponsor ginn</Trans>}>
      <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={i18n._(FIELD_LABELS.firstName)}
          autoComplete="given-name"
          required
          {...form.field("firstName")}
        />
        <TextInput
          label={i18n._(FIELD_LABELS.lastName)}
          autoComplete="family-name"
          required
          {...form.field("lastName")}
        />
      </Columns>
      <TextInput label={i18n._(FIELD_LABELS.company)} autoComplete="organization" required {...form.field("company")} />
    </ContactForm>
  );
}
