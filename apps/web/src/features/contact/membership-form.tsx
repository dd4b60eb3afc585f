import { isCalendarDate, luxembourgToday, needsParentConsent } from "@jugendclub/api/consent";
import { Trans, useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { lazy, Suspense } from "react";
import { ContactForm } from "../forms/contact-form.js";
import { useContactForm } from "../forms/use-contact-form.js";

// Only a child's application needs them: loaded when the birth date says so, not with the page.
const ParentConsentFields = lazy(() =>
  import("./parent-consent-fields.js").then((module) => ({ default: module.ParentConsentFields })),
);

/** Whether a birth date (YYYY-MM-DD, as a date input gives it) is a child's: the server's rule. */
export function isMinor(birthDate: string): boolean {
  return isCalendarDate(birthDate) && birthDate <= luxembourgToday() && needsParentConsent(birthDate);
}

/** The membership application: name, birth date (a parent's consent under 16), email, phone, message. */
export function MembershipForm() {
  const { t } = useLingui();
  const form = useContactForm(
    { name: "", birthDate: "", parentName: "", parentEmail: "", parentConsent: false },
    {
      toInput: (values) => ({
        type: "membership",
        name: values.name,
        birthDate: values.birthDate || null,
        ...(isMinor(values.birthDate)
          ? { parentName: values.parentName, parentEmail: values.parentEmail, parentConsent: values.parentConsent }
          : {}),
      }),
      failure: t`Der Antrag konnte nicht gesendet werden. Bitte versuchen Sie es erneut.`,
      required: (values) => [
        "name",
        "email",
        "message",
        ...(isMinor(values.birthDate) ? ["parentName", "parentEmail", "parentConsent"] : []),
      ],
      sender: (values) => values.name.trim(),
    },
  );
  return (
    <ContactForm form={form} titleId="membership-title" title={<Trans>Member ginn</Trans>}>
      <TextInput label={t`Numm`} autoComplete="name" required {...form.field("name")} />
      <TextInput
        label={t`Gebuertsdatum (fakultativ)`}
        description={t`Ënner 16 Joer brauche mir d'Averständnis vun engem Elterendeel.`}
        type="date"
        autoComplete="bday"
        max={luxembourgToday()}
        {...form.field("birthDate")}
      />
      {isMinor(form.values.birthDate) && (
        <Suspense fallback={null}>
          <ParentConsentFields form={form} />
        </Suspense>
      )}
    </ContactForm>
  );
}
