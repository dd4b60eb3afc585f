import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { trpcClient } from "../../../trpc.js";
import { serverErrorMessage } from "../../forms/server-errors.js";
import { Section } from "../tabs/account/section.js";

type Result = { sent: true } | { sent: false; error: string; detail?: string };

/** Sends a test mail now and says whether the mail server took it, or why not (in words, then its answer). */
export function TestMailSection({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const answer = await trpcClient.mail.sendTest.mutate({ to });
      setResult(answer.sent ? { sent: true } : { sent: false, error: answer.error, detail: answer.detail });
    } catch (error) {
      setResult({ sent: false, error: serverErrorMessage(error, t`Feeler opgetrueden`) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t`Test-E-Mail`}>
      <form onSubmit={(event) => void send(event)}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t`An`}
            type="email"
            required
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            style={{ flex: "1 1 16rem" }}
          />
          <Button type="submit" loading={busy} disabled={!enabled}>
            <Trans>Test-E-Mail senden</Trans>
          </Button>
        </Group>
        {!enabled && (
          <Text size="sm" c="#5c4a5e" mt="xs">
            <Trans>Zuerst oben einen Mailserver eintragen und speichern.</Trans>
          </Text>
        )}
      </form>
      {result && (
        <Alert mt="md" color={result.sent ? "green" : "red"} role="status">
          {result.sent ? (
            <Trans>Die Test-E-Mail ist raus: der Mailserver hat sie angenommen.</Trans>
          ) : (
            <>
              <Trans>Nicht gesendet: {result.error}</Trans>
              {result.detail && (
                <Text size="xs" mt={4} c="#5c4a5e" style={{ overflowWrap: "anywhere" }}>
                  <Trans>Antwort des Servers: {result.detail}</Trans>
                </Text>
              )}
            </>
          )}
        </Alert>
      )}
    </Section>
  );
}
