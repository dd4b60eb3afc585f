import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { notify } from "../../../lib/notify.js";
import { trpcClient } from "../../../trpc.js";
import { serverErrorMessage } from "../../forms/server-errors.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { downloadFile } from "../messages/download-file.js";
import { useRefreshMessages } from "../messages/use-messages.js";
import { SubscriberStatusBadge } from "../newsletter/status-badge.js";
import { Section } from "../tabs/account/section.js";

type Person = Awaited<ReturnType<typeof trpcClient.contactSubmissions.person.query>>;

/** One person's data (GDPR articles 15 and 17): find it by e-mail, download it, or erase it. */
export function PersonDataSection() {
  const { t } = useLingui();
  const refresh = useRefreshMessages();
  const [email, setEmail] = useState("");
  const [person, setPerson] = useState<Person | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<{ messages: number; signups: number; newsletter: number } | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setErased(null);
    try {
      setPerson(await trpcClient.contactSubmissions.person.query({ email }));
    } catch (reason) {
      setPerson(null);
      setError(serverErrorMessage(reason, t`Feeler opgetrueden`));
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    if (!person) return;
    setErasing(true);
    try {
      const result = await trpcClient.contactSubmissions.deletePerson.mutate({ email: person.email });
      setErased({ messages: result.deleted, signups: result.signups, newsletter: result.newsletter });
      setPerson(null);
      setConfirming(false);
      await refresh();
    } catch (reason) {
      notify({ color: "red.8", message: serverErrorMessage(reason, t`Feeler opgetrueden`) });
    } finally {
      setErasing(false);
    }
  };

  const count = person?.submissions.length ?? 0;
  const signups = person?.signups.length ?? 0;
  const subscriptions = person?.newsletter.length ?? 0;
  const deleted = erased?.messages ?? 0;
  const deletedSignups = erased?.signups ?? 0;
  return (
    <Section title={t`Daten einer Person`}>
      <Text size="sm" c="#5c4a5e" mb="sm">
        <Trans>Wenn jemand wissen will, was gespeichert ist, oder die Löschung verlangt (DSGVO Art. 15 und 17).</Trans>
      </Text>
      <form onSubmit={(event) => void find(event)}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t`E-Mail-Adresse der Person`}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
            style={{ flex: "1 1 16rem" }}
          />
          <Button type="submit" variant="default" loading={busy} mt={25}>
            <Trans>Daten suchen</Trans>
          </Button>
        </Group>
      </form>
      {erased !== null && (
        <Alert color="green" mt="md" role="status">
          <Trans>{deleted} Nachricht(en) und die zugehörigen E-Mails wurden gelöscht.</Trans>
          {deletedSignups > 0 && (
            <>
              {" "}
              <Trans>Dazu {deletedSignups} Anmeldung(en) zu Veranstaltungen.</Trans>
            </>
          )}
          {(erased?.newsletter ?? 0) > 0 && (
            <>
              {" "}
              <Trans>Das Newsletter-Abonnement wurde gelöscht.</Trans>
            </>
          )}
        </Alert>
      )}
      {person && (
        <Stack gap="xs" mt="md">
          <Text fw={600}>
            <Trans>
              {count} Nachricht(en) und {person.mails.length} E-Mail(s) von {person.email}
            </Trans>
          </Text>
          {person.submissions.map((m) => (
            <Text key={m.id} size="sm" lineClamp={2}>
              {formatDateTime(m.createdAt)} · {m.type === "sponsor" ? t`Sponsoring` : t`Mitgliedschaft`} · {m.message}
            </Text>
          ))}
          {signups > 0 && (
            <Text fw={600} mt="xs">
              <Trans>{signups} Anmeldung(en) zu Veranstaltungen</Trans>
            </Text>
          )}
          {person.signups.map((s) => (
            <Text key={`signup-${s.id}`} size="sm">
              {formatDateTime(s.createdAt)} · {s.event}
              {s.occurrence ? ` (${s.occurrence})` : ""} · {s.name}
            </Text>
          ))}
          {person.newsletter.map((n) => (
            <Group key={`newsletter-${n.id}`} gap="xs" mt="xs" wrap="wrap">
              <Text fw={600}>
                <Trans>Newsletter-Abonnement</Trans>
              </Text>
              <SubscriberStatusBadge status={n.status} />
              <Text size="sm">
                <Trans>
                  zugestimmt am {formatDateTime(n.consentAt)} · Sprache {n.lang.toUpperCase()}
                </Trans>
              </Text>
            </Group>
          ))}
          <Group gap="sm" mt="xs">
            <Button
              variant="default"
              onClick={() =>
                downloadFile(`daten-${person.email}.json`, JSON.stringify(person, null, 2), "application/json")
              }
            >
              <Trans>Als JSON herunterladen</Trans>
            </Button>
            <Button
              color="red.8"
              variant="outline"
              disabled={count + signups + subscriptions === 0}
              onClick={() => setConfirming(true)}
            >
              <Trans>Alle Daten löschen</Trans>
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t`Alle Daten dieser Person löschen?`}
        confirmLabel={t`Endgültig löschen`}
        busy={erasing}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      >
        {person ? t`${count} Nachricht(en) von ${person.email} werden mit ihren E-Mails endgültig gelöscht.` : ""}
        {person && signups > 0 ? ` ${t`Dazu ${signups} Anmeldung(en) zu Veranstaltungen.`}` : ""}
        {person && subscriptions > 0 ? ` ${t`Dazu das Newsletter-Abonnement.`}` : ""}
      </ConfirmDialog>
    </Section>
  );
}
