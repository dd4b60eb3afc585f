import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, List, Progress, Stack, Text } from "@mantine/core";
import { formatDateTime } from "../../../lib/format-date.js";
import { type Newsletter, sendingProgress } from "./newsletter-rows.js";

/** How far the sending is: sent of all, a bar, and each refused address with the mail server's reason. */
export function SendingProgress({ newsletter }: { newsletter: Newsletter }) {
  const { t } = useLingui();
  const { sent, recipients, failed, percent } = sendingProgress(newsletter);
  const pending = newsletter.pending;
  const finished = newsletter.finishedAt ? formatDateTime(newsletter.finishedAt) : "";
  return (
    <Stack gap="sm">
      <Text fw={700} data-progress={`${sent}/${recipients}`}>
        {t`${sent} von ${recipients} E-Mails verschickt`}
      </Text>
      <Progress
        value={percent}
        size="lg"
        radius="sm"
        color="#2f7d32"
        aria-label={t`Fortschritt des Versands`}
        animated={newsletter.status === "sending"}
      />
      {newsletter.status === "sending" ? (
        <Text size="sm" c="#5c4a5e" role="status">
          {t`Noch ${pending} wartend. Die Seite aktualisiert sich von selbst.`}
        </Text>
      ) : finished ? (
        <Text size="sm" c="#5c4a5e">{t`Fertig am ${finished}.`}</Text>
      ) : null}
      {failed > 0 ? (
        <Alert color="red" title={t`${failed} E-Mails nicht zugestellt`}>
          <List size="sm" spacing={4} data-failures>
            {newsletter.failures.map((failure) => (
              <List.Item key={failure.email} style={{ overflowWrap: "anywhere" }}>
                <b>{failure.email}</b>: {failure.error}
              </List.Item>
            ))}
          </List>
          <Text size="xs" mt="xs">
            <Trans>Eine Adresse, die mehrmals abgelehnt wird, wird pausiert und bekommt keine Newsletter mehr.</Trans>
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
