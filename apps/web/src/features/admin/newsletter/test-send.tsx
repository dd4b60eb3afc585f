import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpcClient } from "../../../trpc.js";
import { serverErrorMessage, serverFieldErrors } from "../../forms/server-errors.js";
import { lastTestAddress, rememberTestAddress } from "./newsletter-rows.js";

/** "Test-E-Mail senden": each language version once to one address (this browser remembers it). */
export function TestSend({ id }: { id: number }) {
  const { t } = useLingui();
  const [to, setTo] = useState(() => lastTestAddress());
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await trpcClient.newsletter.test.mutate({ id, to: to.trim() });
      rememberTestAddress(to.trim());
      const count = answer.queued;
      const address = to.trim();
      notify({
        color: "green.8",
        message:
          count === 1
            ? t`Test-E-Mail an ${address} ist unterwegs`
            : t`${count} Test-E-Mails (eine pro Sprache) an ${address} sind unterwegs`,
      });
    } catch (failure) {
      setError(serverFieldErrors(failure).to);
      notify({ color: "red.8", message: serverErrorMessage(failure, t`Die Test-E-Mail wurde nicht verschickt`) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void send(event)}>
      <Group align="flex-end" gap="sm" wrap="wrap" mt="sm">
        <TextInput
          label={t`Test an`}
          type="email"
          autoComplete="email"
          required
          value={to}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          style={{ flex: "1 1 16rem" }}
        />
        <Button type="submit" variant="default" loading={busy}>
          <Trans>Test-E-Mail senden</Trans>
        </Button>
      </Group>
      <Text size="xs" c="#5c4a5e" mt={6}>
        <Trans>Jede Sprachversion kommt einmal an diese Adresse, im Betreff als Test markiert.</Trans>
      </Text>
    </form>
  );
}
