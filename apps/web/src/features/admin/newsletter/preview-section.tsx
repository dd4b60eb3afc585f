import type { PublicLocale } from "@jugendclub/api/locales";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Box, SegmentedControl, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../../trpc.js";
import { LANGUAGE_NAMES } from "../forms/language-tabs.js";
import { Section } from "../tabs/account/section.js";
import { TestSend } from "./test-send.js";

interface Props {
  id: number;
  /** The languages the newsletter is written in: Lëtzebuergesch first, then its translations. */
  languages: PublicLocale[];
  /** The editor holds changes: the preview shows what is saved. */
  unsaved: boolean;
}

/** The mail as a subscriber gets it, per language, in a sandboxed frame; and the test mail. */
export function PreviewSection({ id, languages, unsaved }: Props) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<PublicLocale>("lb");
  const lang = languages.includes(chosen) ? chosen : "lb";
  const preview = useQuery(trpc.newsletter.preview.queryOptions({ id, lang }));
  const subject = preview.data?.subject ?? "";
  return (
    <Section title={t`Vorschau`}>
      <Stack gap="sm">
        {languages.length > 1 ? (
          <SegmentedControl
            aria-label={t`Sprache der Vorschau`}
            value={lang}
            onChange={(value) => setChosen(value as PublicLocale)}
            data={languages.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] ?? locale }))}
            style={{ alignSelf: "flex-start", maxWidth: "100%" }}
          />
        ) : null}
        {unsaved ? (
          <Alert color="yellow" role="status">
            <Trans>Die Vorschau zeigt den gespeicherten Stand. Speichern Sie, um Ihre Änderungen zu sehen.</Trans>
          </Alert>
        ) : null}
        {preview.isError ? (
          <Text c="red.9">{t`Die Vorschau konnte nicht geladen werden.`}</Text>
        ) : !preview.data ? (
          <Text c="#5c4a5e">{t`Lädt...`}</Text>
        ) : (
          <>
            <Text size="sm">
              <Trans>
                Betreff: <b>{subject}</b>
              </Trans>
            </Text>
            <Box
              component="iframe"
              title={t`Vorschau der E-Mail`}
              // The mail's HTML runs nothing here: no scripts, forms, pop-ups or navigation of the
              // panel. Its own origin only, so that the event pictures (/media, same-origin
              // resources under the site's CSP) load in the preview as they do in the mail.
              sandbox="allow-same-origin"
              srcDoc={preview.data.html}
              data-preview={lang}
              style={{ width: "100%", height: 640, border: "1px solid #d9cfd6", borderRadius: 8, background: "#fff" }}
            />
          </>
        )}
        <TestSend id={id} />
      </Stack>
    </Section>
  );
}
