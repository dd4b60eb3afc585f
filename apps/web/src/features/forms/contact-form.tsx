import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { preloadNotifications } from "../../lib/notify.js";
import { PrivacyNotice } from "../privacy/privacy-notice.js";
import classes from "./contact-form.module.css";
import { FIELD_LABELS, type FormName } from "./definitions.js";
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
 * The site checks the fields itself, in the page's language (noValidate: no browser bubble in the
 * browser's language); the fields to check are named in an announced line and the first gets
 * focus. Once sent, a thank-you panel takes the form's place.
 */
export function ContactForm({ form, title, titleId, children }: Props) {
  const { i18n } = useLingui();
  const { error: _, ...honeypot } = form.field("website");
  if (form.sent) {
    return (
      <Paper component="section" aria-labelledby={titleId} className={classes.frame} radius="lg" withBorder bg="#fff">
        <ThankYou sent={form.sent} titleId={titleId} onAgain={form.again} />
      </Paper>
    );
  }
  return (
    <Paper component="section" aria-labelledby={titleId} className={classes.frame} radius="lg" withBorder bg="#fff">
      <Title order={2} id={titleId} fz="h3">
        {title}
      </Title>
      {/* Without scripts, a plain POST to the page itself: the server answers with the page, scrolled to
          this form (its thanks, or what to fix). */}
      <form
        ref={form.formRef}
        method="post"
        action={`#${titleId}`}
        onSubmit={form.submit}
        onFocus={preloadNotifications}
        noValidate
      >
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
          <Textarea label={i18n._(FIELD_LABELS.message)} required minRows={4} autosize {...form.field("message")} />
          <input
            type="text"
            {...honeypot}
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            style={{ position: "absolute", left: "-10000px" }}
          />
          <Button type="submit" size="md" loading={form.pending} disabled={form.pending}>
            <Trans>Ufro schécken</Trans>
          </Button>
          <PrivacyNotice />
        </Stack>
      </form>
    </Paper>
  );
}
