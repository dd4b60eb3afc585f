import { isCalendarDate, luxembourgToday, needsParentConsent } from "@jugendclub/api/consent";
import { Trans, useLingui } from "@lingui/react/macro";
import { Group, Radio, TextInput } from "@mantine/core";
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

/** Whether the form asks for a parent: by the birth date when one is typed, else by the answer. */
export function needsParent(values: { birthDate: string; underSixteen: string }): boolean {
  return isMinor(values.birthDate) || (!isCalendarDate(values.birthDate) && values.underSixteen === "yes");
}

/**
 * The membership application: name, "are you under 16?" (then a parent's consent), an optional
 * birth date, email, phone, message. The question is asked plainly: a birth date left empty must
 * not hide a child.
 */
export function MembershipForm() {
  const { t } = useLingui();
  const form = useContactForm(
    { name: "", underSixteen: "", birthDate: "", parentName: "", parentEmail: "", parentConsent: false },
    {
      toInput: (values) => ({
        type: "membership",
        name: values.name,
        birthDate: values.birthDate || null,
        ...(values.underSixteen ? { underSixteen: values.underSixteen === "yes" } : {}),
        ...(needsParent(values)
          ? { parentName: values.parentName, parentEmail: values.parentEmail, parentConsent: values.parentConsent }
          : {}),
      }),
      failure: t`Der Antrag konnte nicht gesendet werden. Bitte versuchen Sie es erneut.`,
      required: (values) => [
        "name",
        "underSixteen",
        "email",
        "message",
        ...(needsParent(values) ? ["parentName", "parentEmail", "parentConsent"] : []),
      ],
      sender: (values) => values.name.trim(),
    },
  );
  const age = form.field("underSixteen");
  return (
    <ContactForm form={form} titleId="membership-title" title={<Trans>Member ginn</Trans>}>
      <TextInput label={t`Numm`} autoComplete="name" required {...form.field("name")} />
      <Radio.Group
        name={age.name}
        label={t`Sidd Dir ënner 16 Joer?`}
        description={t`Ënner 16 Joer brauche mir d'Averständnis vun engem Elterendeel.`}
        required
        value={age.value}
        onChange={(value) => age.onChange({ currentTarget: { value } })}
        error={age.error}
      >
        <Group gap="lg" mt={6}>
          <Radio value="yes" label={t`Jo`} />
          <Radio value="no" label={t`Neen`} />
        </Group>
      </Radio.Group>
      <TextInput
        label={t`Gebuertsdatum (fakultativ)`}
        type="date"
        autoComplete="bday"
        max={luxembourgToday()}
        {...form.field("birthDate")}
      />
      {needsParent(form.values) && (
        <Suspense fallback={null}>
          <ParentConsentFields form={form} />
        </Suspense>
      )}
    </ContactForm>
  );
}
