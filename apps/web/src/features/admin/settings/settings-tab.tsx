import { useLingui } from "@lingui/react/macro";
import { Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../trpc.js";
import { FailedMailsSection } from "./failed-mails-section.js";
import { MailServerSection } from "./mail-server-section.js";
import { MailStatusSection } from "./mail-status.js";
import { PersonDataSection } from "./person-data-section.js";
import { PrivacySection } from "./privacy-section.js";
import { RecipientsSection } from "./recipients-section.js";
import { TestMailSection } from "./test-mail-section.js";

/** Mail (status, recipients, test mail, failed mails), the privacy notice, and one person's data. */
export function SettingsTab() {
  const { t } = useLingui();
  const mail = useQuery(trpc.mail.settings.queryOptions());
  const privacy = useQuery(trpc.privacy.get.queryOptions({ lang: "all" }));
  if (mail.isError || privacy.isError)
    return <Text c="red.9">{t`Die Einstellungen konnten nicht geladen werden.`}</Text>;
  if (!mail.data || !privacy.data) return <Text c="#5c4a5e">{t`Lädt...`}</Text>;
  return (
    <Stack gap="lg">
      <MailStatusSection settings={mail.data} />
      <MailServerSection />
      <RecipientsSection settings={mail.data} />
      <TestMailSection enabled={mail.data.enabled} />
      {(mail.data.enabled || mail.data.outbox.failed > 0) && <FailedMailsSection />}
      <PrivacySection
        text={privacy.data.text}
        retentionMonths={privacy.data.retentionMonths}
        translations={privacy.data.translations}
      />
      <PersonDataSection />
    </Stack>
  );
}
