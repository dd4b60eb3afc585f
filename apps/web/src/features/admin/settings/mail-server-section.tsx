import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, NativeSelect, PasswordInput, SimpleGrid, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverErrorMessage, serverFieldErrors } from "../../forms/server-errors.js";
import { Section } from "../tabs/account/section.js";
import { MAIL_PRESETS } from "./mail-presets.js";

type Security = "none" | "starttls" | "tls";
const EMPTY = { host: "", port: "587", security: "starttls" as Security, user: "", password: "", from: "" };

/**
 * The mail server, entered here when SMTP_URL is not set: a provider's preset fills host, port and
 * security; the password is stored encrypted and never shown again ("gesetzt"; empty keeps it).
 */
export function MailServerSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.mail.server.queryOptions());
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const server = current.data?.server ?? null;
  useEffect(() => {
    if (server) setValues({ ...server, port: String(server.port), password: "" });
  }, [server]);
  if (!current.data) return null;
  if (!current.data.editable) {
    return (
      <Section title={t`Mailserver`}>
        <Alert color="blue">
          <Trans>
            Der Mailserver ist in der Umgebungsvariable SMTP_URL eingetragen und gilt; hier kann er nicht geändert
            werden.
          </Trans>
        </Alert>
      </Section>
    );
  }
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      setErrors({});
      await queryClient.invalidateQueries();
      notify({ color: "green.8", message: success });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify({ color: "red.8", message: serverErrorMessage(error, t`Fehler aufgetreten`) });
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const { password, port, ...rest } = values;
    void run(
      () =>
        trpcClient.mail.saveServer.mutate({
          ...rest,
          port: Number(port),
          ...(password || !server?.passwordSet ? { password } : {}),
        }),
      t`Mailserver gespeichert`,
    );
  };
  const passwordNote = !server?.passwordSet
    ? t`Bei Gmail und Outlook ein App-Passwort, nicht das normale Passwort.`
    : server.passwordReadable
      ? t`Gesetzt. Leer lassen, um es zu behalten.`
      : t`Das gespeicherte Passwort ist nach dem Zurückspielen einer Sicherung nicht mehr lesbar: bitte neu eingeben.`;
  return (
    <Section title={t`Mailserver`}>
      <form onSubmit={save}>
        <NativeSelect
          label={t`Anbieter`}
          mb="sm"
          data={[{ value: "", label: t`Anbieter wählen (füllt Server, Port und Verschlüsselung)` }].concat(
            MAIL_PRESETS.map((preset) => ({ value: preset.id, label: preset.label })),
          )}
          onChange={(event) => {
            const preset = MAIL_PRESETS.find((p) => p.id === event.currentTarget.value);
            if (preset)
              setValues((v) => ({ ...v, host: preset.host, port: String(preset.port), security: preset.security }));
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t`Server`} placeholder="smtp.gmail.com" {...field("host")} />
          <TextInput label={t`Port`} inputMode="numeric" {...field("port")} />
          <NativeSelect
            label={t`Verschlüsselung`}
            data={[
              { value: "starttls", label: t`STARTTLS (meist Port 587)` },
              { value: "tls", label: t`TLS (meist Port 465)` },
              { value: "none", label: t`Keine` },
            ]}
            {...field("security")}
          />
          <TextInput label={t`Benutzer`} autoComplete="off" {...field("user")} />
          <PasswordInput
            label={t`Passwort`}
            autoComplete="new-password"
            description={passwordNote}
            {...field("password")}
          />
          <TextInput label={t`Absender`} placeholder="Jugendclub <jugendclub@gmail.com>" {...field("from")} />
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button type="submit" loading={busy}>
            <Trans>Mailserver speichern</Trans>
          </Button>
          {server && (
            <Button
              variant="default"
              disabled={busy}
              onClick={() => void run(() => trpcClient.mail.deleteServer.mutate(), t`Mailserver entfernt`)}
            >
              <Trans>Mailserver entfernen</Trans>
            </Button>
          )}
        </Group>
        {errors._ && (
          <Text c="red.9" size="sm" mt="xs">
            {errors._}
          </Text>
        )}
      </form>
    </Section>
  );
}
