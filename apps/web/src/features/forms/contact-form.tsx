import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PrivacyNotice } from "../privacy/privacy-notice.js";
import classes from "./contact-form.module.css";
import { FIELD_LABELS, FORMS, type FormName } from "./definitions.js";
import { ThankYou } from "./thank-you.js";
import type { ContactFormState } from "./use-contact-form.js";

interface Props {
  form: ContactFormState & { name: FormName };
  title: ReactNode;
  /** The heading's id, which names the section. */
  titleId: string;
  /** The form's own fields, shown before the common ones. */
  children: ReactNode;
}

/**
 * A public contact form's frame: its own fields, then email, phone, message and the send button.
 * The server checks the fields, in the page's language (noValidate: no browser bubble in the
 * browser's language); the fields to check are named in an announced line. Once sent, a thank-you
 * panel takes the form's place. The section is the form's island (islands/form.ts), which sends it
 * in place; what it says when the server cannot be reached comes with it (data-failure).
 */
export function ContactForm({ form, title, titleId, children }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      className={classes.frame}
      radius="lg"
      withBorder
      bg="#fff"
      data-island="form"
      data-form={form.name}
      data-failure={i18n._(FORMS[form.name].failure)}
      data-error-title={t`Feeler`}
    >
      {form.sent ? (
        <ThankYou sent={form.sent} titleId={titleId} />
      ) : (
        <FormFields form={form} title={title} titleId={titleId}>
          {children}
        </FormFields>
      )}
    </Paper>
  );
}

/** The form itself, in its section. */
function FormFields({ form, title, titleId, children }: Props) {
  const { i18n } = useLingui();
  const { error: _, ...honeypot } = form.field("website");
  return (
    <>
      <Title order={2} id={titleId} fz="h3">
        {title}
      </Title>
      {/* Without scripts, a plain POST to the page itself: the server answers with the page, scrolled to
          this form (its thanks, or what to fix). */}
      <form method="post" action={`#${titleId}`} noValidate>
        <input type="hidden" name="form" value={form.name} />
        <Stack mt="md" gap="sm">
          <Text role="alert" c="red.9" fw={600} size="sm" hidden={!form.summary}>
            {form.summary}
          </Text>
          {children}
          <TextInput
            label={i18n._(FIELD_LABELS.email)}
            type="email"
            autoComplete="email"
            required
            {...form.field("email")}
          />
          <TextInput label={i18n._(FIELD_LABELS.phone)} type="tel" autoComplete="tel" {...form.field("phone")} />
          <Textarea label={i18n._(FIELD_LABELS.message)} required rows={4} {...form.field("message")} />
          <input
            type="text"
            {...honeypot}
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            style={{ position: "absolute", left: "-10000px" }}
          />
          <Button type="submit" size="md">
            <Trans>Ufro schécken</Trans>
          </Button>
          <PrivacyNotice />
        </Stack>
      </form>
    </>
  );
}
