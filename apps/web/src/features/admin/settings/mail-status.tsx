import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, SimpleGrid, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc } from "../../../trpc.js";
import type { MailSettings } from "../../types.js";
import { Section } from "../tabs/account/section.js";

/** The whole picture: whether mail works, from which sender, when it last went out, what waits. */
export function MailStatusSection({ settings }: { settings: MailSettings }) {
  const { t } = useLingui();
  return (
    <Section title={t`E-Mail`}>
      {!settings.enabled ? (
        <Alert color="yellow" title={t`E-Mail ist aus`}>
          <Trans>
            E-Mail ist nicht eingerichtet: Nachrichten werden nur hier im Panel gespeichert. Zum Einschalten unten den
            Mailserver eintragen.
          </Trans>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
          <Fact label={t`Absender`} value={settings.from} />
          <Fact
            label={t`Zuletzt gesendet`}
            value={settings.lastSentAt ? formatDateTime(settings.lastSentAt) : t`Noch keine`}
          />
          <Fact label={t`Wartend`} value={String(settings.outbox.pending)} />
          <Fact label={t`Fehlgeschlagen`} value={String(settings.outbox.failed)} alert={settings.outbox.failed > 0} />
        </SimpleGrid>
      )}
    </Section>
  );
}

function Fact({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <Text size="sm" c="#5c4a5e">
        {label}
      </Text>
      <Text fw={700} c={alert ? "red.9" : undefined} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </div>
  );
}

/** At the top of every tab: a short line when mail is off or mails failed, else nothing. */
export function MailStatusBanner({ onOpenSettings }: { onOpenSettings(): void }) {
  const { t } = useLingui();
  const settings = useQuery(trpc.mail.settings.queryOptions());
  const data = settings.data;
  if (!data || (data.enabled && data.outbox.failed === 0)) return null;
  return (
    <Alert color={data.enabled ? "red" : "yellow"} mb="lg" role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="#2b1630" style={{ flex: "1 1 20rem" }}>
          {data.enabled ? (
            <Trans>{data.outbox.failed} E-Mail(s) konnten nicht gesendet werden.</Trans>
          ) : (
            <Trans>E-Mail ist nicht eingerichtet: Nachrichten werden nur hier im Panel gespeichert.</Trans>
          )}
        </Text>
        <Button size="xs" variant="default" onClick={onOpenSettings}>
          {t`Zu den Einstellungen`}
        </Button>
      </Group>
    </Alert>
  );
}
