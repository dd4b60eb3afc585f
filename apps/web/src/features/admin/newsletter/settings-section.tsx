import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, NumberInput, Select, Stack, Switch, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverErrorMessage, serverFieldErrors } from "../../forms/server-errors.js";
import { Section } from "../tabs/account/section.js";

type Digest = "off" | "weekly" | "monthly";

/** The newsletter's settings: how many mails an hour, the events' digest rhythm, whether it goes out by itself. */
export function NewsletterSettingsSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.newsletter.settings.queryOptions());
  const [hourlyRate, setHourlyRate] = useState<number | string>(200);
  const [digest, setDigest] = useState<Digest>("off");
  const [autoSend, setAutoSend] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!settings.data) return;
    setHourlyRate(settings.data.hourlyRate);
    setDigest(settings.data.digest);
    setAutoSend(settings.data.digestAutoSend);
  }, [settings.data]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await trpcClient.newsletter.updateSettings.mutate({
        hourlyRate: typeof hourlyRate === "number" ? hourlyRate : Number.NaN,
        digest,
        digestAutoSend: autoSend,
      });
      queryClient.setQueryData(trpc.newsletter.settings.queryKey(), saved);
      notify({ color: "green.8", message: t`Newsletter-Einstellungen gespeichert` });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify({ color: "red.8", message: serverErrorMessage(error, t`Die Einstellungen wurden nicht gespeichert`) });
    } finally {
      setBusy(false);
    }
  };
  if (settings.isError) return <Text c="red.9">{t`Die Einstellungen konnten nicht geladen werden.`}</Text>;
  if (!settings.data) return <Text c="#5c4a5e">{t`Lädt...`}</Text>;
  return (
    <Section title={t`Newsletter-Einstellungen`}>
      <form noValidate onSubmit={(event) => void save(event)}>
        <Stack gap="md" maw={520}>
          <NumberInput
            label={t`E-Mails pro Stunde`}
            description={t`Wie viele Newsletter-E-Mails höchstens in einer Stunde rausgehen. Kleine Mailserver mögen es langsam.`}
            min={1}
            step={50}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            value={hourlyRate}
            onChange={setHourlyRate}
            error={errors.hourlyRate}
          />
          <Select
            label={t`Event-Übersicht`}
            description={t`Eine E-Mail mit den kommenden Events, für alle, die Events abonniert haben: jeden Montag oder am Monatsersten.`}
            allowDeselect={false}
            value={digest}
            onChange={(value) => setDigest((value ?? "off") as Digest)}
            data={[
              { value: "off", label: t`Aus` },
              { value: "weekly", label: t`Wöchentlich` },
              { value: "monthly", label: t`Monatlich` },
            ]}
            error={errors.digest}
          />
          <Switch
            label={t`Event-Übersicht automatisch senden`}
            description={t`Aus: die Übersicht wartet in der Newsletter-Liste, bis jemand sie verschickt.`}
            checked={autoSend}
            disabled={digest === "off"}
            onChange={(event) => setAutoSend(event.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={busy}>
              <Trans>Speichern</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
