import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Switch, TagsInput, Text } from "@mantine/core";
import { useState } from "react";
import { trpcClient } from "../../../trpc.js";
import type { MailSettings } from "../../types.js";
import { Section } from "../tabs/account/section.js";
import { useAction } from "../tabs/account/use-action.js";

/** Who gets which message (empty: MAIL_TO), and whether senders get a confirmation. */
export function RecipientsSection({ settings }: { settings: MailSettings }) {
  const { t } = useLingui();
  const act = useAction();
  const [membership, setMembership] = useState(settings.recipients.membership);
  const [sponsor, setSponsor] = useState(settings.recipients.sponsor);
  const [confirmation, setConfirmation] = useState(settings.confirmation);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fallback =
    settings.defaultRecipients.length > 0
      ? t`Leer lassen: dann geht es an ${settings.defaultRecipients.join(", ")} (MAIL_TO).`
      : t`Leer lassen: dann geht es an niemanden (MAIL_TO ist nicht gesetzt).`;
  const save = async () => {
    setBusy(true);
    const result = await act(
      () => trpcClient.mail.saveSettings.mutate({ recipients: { membership, sponsor }, confirmation }),
      t`Empfänger gespeichert`,
    );
    setErrors(result ?? {});
    setBusy(false);
  };
  // Server messages name the list and the position (recipients.membership.0): show them at the list.
  const errorOf = (list: string) => Object.entries(errors).find(([key]) => key.startsWith(`recipients.${list}`))?.[1];
  return (
    <Section title={t`Empfänger`}>
      <Stack gap="md">
        <TagsInput
          label={t`Mitgliedsanträge gehen an (Sekretariat)`}
          description={fallback}
          placeholder={t`E-Mail-Adresse, dann Enter`}
          value={membership}
          onChange={setMembership}
          splitChars={[",", " ", ";"]}
          clearable
          error={errorOf("membership")}
        />
        <TagsInput
          label={t`Sponsoring-Anfragen gehen an (Kasse)`}
          description={fallback}
          placeholder={t`E-Mail-Adresse, dann Enter`}
          value={sponsor}
          onChange={setSponsor}
          splitChars={[",", " ", ";"]}
          clearable
          error={errorOf("sponsor")}
        />
        <Switch
          label={t`Absender bekommen eine kurze Eingangsbestätigung`}
          description={t`Ein fester Dank ohne ihren Text, höchstens eine pro Adresse und Tag, damit niemand über das Formular Fremden schreiben kann.`}
          checked={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.checked)}
        />
        {errors._ && (
          <Text c="red.9" size="sm">
            {errors._}
          </Text>
        )}
        <div>
          <Button onClick={() => void save()} loading={busy}>
            <Trans>Empfänger speichern</Trans>
          </Button>
        </div>
      </Stack>
    </Section>
  );
}
