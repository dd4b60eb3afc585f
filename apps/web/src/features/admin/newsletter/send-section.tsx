import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverErrorMessage } from "../../forms/server-errors.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { Section } from "../tabs/account/section.js";
import { audience, type Newsletter } from "./newsletter-rows.js";
import { sendTime, suggestedSendTime } from "./send-time.js";
import { SendingProgress } from "./sending-progress.js";

interface Props {
  newsletter: Newsletter;
  /** The editor holds changes: sending waits until they are saved. */
  unsaved: boolean;
}

/** "Jetzt senden" and "Später senden" (Luxembourg's time), each asked first; then the sending's progress. */
export function SendSection({ newsletter, unsaved }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [later, setLater] = useState(() => suggestedSendTime(Date.now()));
  const [laterError, setLaterError] = useState<string | undefined>();
  const [asking, setAsking] = useState<{ at?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const subscribers = useQuery(trpc.newsletter.subscribers.queryOptions({ status: "active" }));
  const count = audience(newsletter.kind, subscribers.data ?? []);
  if (newsletter.status === "sending" || newsletter.status === "sent")
    return (
      <Section title={newsletter.status === "sent" ? t`Versand` : t`Wird verschickt`}>
        <SendingProgress newsletter={newsletter} />
      </Section>
    );
  const askLater = () => {
    const time = sendTime(later, Date.now());
    if (time.problem) {
      setLaterError(
        time.problem === "missing"
          ? t`Bitte Datum und Uhrzeit wählen`
          : t`Bitte einen Zeitpunkt in der Zukunft wählen (mindestens in ein paar Minuten)`,
      );
      return;
    }
    setAsking({ at: time.at });
  };
  const send = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      const answer = await trpcClient.newsletter.send.mutate({
        id: newsletter.id,
        ...(asking.at ? { at: asking.at } : {}),
      });
      queryClient.setQueryData(trpc.newsletter.byId.queryKey({ id: newsletter.id }), answer);
      await queryClient.invalidateQueries({ queryKey: trpc.newsletter.list.queryKey() });
      const when = answer.sendAt ? formatDateTime(answer.sendAt) : "";
      notify({
        color: "green.8",
        message:
          answer.status === "scheduled" ? t`Der Newsletter geht am ${when} raus` : t`Der Newsletter wird verschickt`,
      });
      setAsking(null);
    } catch (error) {
      notify({ color: "red.8", message: serverErrorMessage(error, t`Der Newsletter wurde nicht verschickt`) });
    } finally {
      setBusy(false);
    }
  };
  const askingWhen = asking?.at ? formatDateTime(asking.at) : "";
  const planned = newsletter.sendAt ? formatDateTime(newsletter.sendAt) : "";
  return (
    <Section title={t`Versand`}>
      <Stack gap="md">
        <Text>
          {subscribers.data
            ? t`Geht an ${count} aktive Abonnenten, die Neuigkeiten gewählt haben, jeweils in ihrer Sprache.`
            : t`Lädt...`}
        </Text>
        {newsletter.status === "scheduled" ? (
          <Text fw={700} data-planned>
            {t`Geplant für ${planned} (Luxemburger Zeit).`}
          </Text>
        ) : null}
        {unsaved ? (
          <Text c="#8a3b12" role="status">
            <Trans>Bitte zuerst speichern: verschickt wird der gespeicherte Stand.</Trans>
          </Text>
        ) : null}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button onClick={() => setAsking({})} disabled={unsaved}>
            <Trans>Jetzt senden</Trans>
          </Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t`Später senden am (Luxemburger Zeit)`}
            value={later}
            onChange={(event) => {
              setLater(event.currentTarget.value);
              setLaterError(undefined);
            }}
            error={laterError}
            style={{ flex: "0 1 20rem" }}
          />
          <Button variant="default" onClick={askLater} disabled={unsaved}>
            <Trans>Später senden</Trans>
          </Button>
        </Group>
        <Text size="sm" c="#5c4a5e">
          <Trans>
            Die E-Mails gehen nach und nach raus, so viele pro Stunde wie in den Newsletter-Einstellungen steht.
          </Trans>
        </Text>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.at ? t`Newsletter planen?` : t`Newsletter jetzt senden?`}
        confirmLabel={asking?.at ? t`Planen` : t`Jetzt senden`}
        confirmColor="wine"
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => void send()}
      >
        {asking?.at
          ? t`Der Newsletter geht am ${askingWhen} an ${count} Abonnenten.`
          : t`Der Newsletter geht jetzt an ${count} Abonnenten. Das lässt sich nicht rückgängig machen.`}
      </ConfirmDialog>
    </Section>
  );
}
