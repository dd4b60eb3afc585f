import { luxembourgToday } from "@jugendclub/api/consent";
import { Trans, useLingui } from "@lingui/react/macro";
import { Group, Radio, TextInput } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";
import { ContactForm } from "../forms/contact-form.js";
import { FIELD_LABELS, needsParent } from "../forms/definitions.js";
import { useContactForm } from "../forms/use-contact-form.js";

// Only a child's application needs them: loaded when the birth date says so, not with the page.
// The server has them at hand (preloadParentFields), so a page that answers a plain POST with a
// child's fields renders them whole (a lazy component does not render in renderToString); the
// browser hydrates them when their code has arrived.
const loadParentFields = () => import("./parent-consent-fields.js").then((module) => module.ParentConsentFields);
const LazyParentFields = lazy(() => loadParentFields().then((component) => ({ default: component })));
let loadedParentFields: Awaited<ReturnType<typeof loadParentFields>> | null = null;

export async function preloadParentFields(): Promise<void> {
  loadedParentFields = await loadParentFields();
}

function ParentFields(props: ComponentProps<typeof LazyParentFields>) {
  const Loaded = loadedParentFields;
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <LazyParentFields {...props} />}</Suspense>;
}

/**
 * The membership application: name, "are you under 16?" (then a parent's consent), an optional
 * birth date, email, phone, message. The question is asked plainly: a birth date left empty must
 * not hide a child.
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
        label={i18n._(FIELD_LABELS.birthDate)}
        type="date"
        autoComplete="bday"
        max={luxembourgToday()}
        {...form.field("birthDate")}
      />
      {needsParent(form.values) && <ParentFields form={form} />}
    </ContactForm>
  );
}
