import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { Section } from "../tabs/account/section.js";
import { useAction } from "../tabs/account/use-action.js";

/** Mails the server gave up on, with the mail server's reason, to send again. */
export function FailedMailsSection() {
  const { t } = useLingui();
  const act = useAction();
  const failed = useQuery(trpc.mail.outbox.queryOptions({ state: "failed" }));
  const [busyId, setBusyId] = useState<number | null>(null);
  const retry = async (id: number) => {
    setBusyId(id);
    await act(() => trpcClient.mail.retry.mutate({ id }), t`Wird erneut gesendet`);
    setBusyId(null);
  };
  const mails = failed.data ?? [];
  return (
    <Section title={t`Fehlgeschlagene E-Mails`}>
      {mails.length === 0 ? (
        <Text size="sm" c="#5c4a5e">
          <Trans>Keine. Alle E-Mails sind raus oder warten noch.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {mails.map((mail) => (
            <Group component="li" key={mail.id} justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <div style={{ minWidth: 0, flex: "1 1 18rem" }}>
                <Text fw={600}>{mail.subject}</Text>
                <Text size="sm" c="#5c4a5e">
                  <Trans>
                    An {mail.recipients.join(", ")} · {formatDateTime(mail.createdAt)} · {mail.attempts} Versuche
                  </Trans>
                </Text>
                <Text size="sm" c="red.9" style={{ overflowWrap: "anywhere" }}>
                  {mail.lastError}
                </Text>
              </div>
              <Button size="xs" variant="default" loading={busyId === mail.id} onClick={() => void retry(mail.id)}>
                <Trans>Erneut senden</Trans>
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
