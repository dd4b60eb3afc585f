import { PUBLIC_LOCALES } from "@jugendclub/api/locales";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Checkbox, Group, List, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { FormFieldError, serverErrorMessage, serverFieldErrors } from "../../forms/server-errors.js";
import { LANGUAGE_NAMES } from "../forms/language-tabs.js";

interface Props {
  opened: boolean;
  onClose(): void;
  /** The topics to choose from, in words. */
  topics: { value: string; label: string }[];
}

interface Result {
  invited: number;
  skipped: number;
  invalid: string[];
}

/**
 * "Liste importieren": addresses whose consent the admin confirms. Each gets the confirmation
 * mail first; the answer says how many were invited, skipped (already there, or twice), invalid.
 */
export function ImportDialog({ opened, onClose, topics }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [addresses, setAddresses] = useState("");
  const [lang, setLang] = useState<string>("lb");
  const [chosen, setChosen] = useState<string[]>(["news"]);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const close = () => {
    setAddresses("");
    setLang("lb");
    setChosen(["news"]);
    setConsent(false);
    setErrors({});
    setResult(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      if (!consent)
        throw new FormFieldError({ consentConfirmed: t`Bitte bestätigen, dass diese Personen zugestimmt haben` });
      const answer = await trpcClient.newsletter.import.mutate({
        addresses,
        lang: lang as (typeof PUBLIC_LOCALES)[number],
        topics: chosen,
        consentConfirmed: true,
      });
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: trpc.newsletter.subscribers.pathKey() });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify({ color: "red.8", message: serverErrorMessage(error, t`Die Liste wurde nicht importiert`) });
    } finally {
      setBusy(false);
    }
  };
  const invited = result?.invited ?? 0;
  const skipped = result?.skipped ?? 0;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Liste importieren`}
      closeButtonProps={{ "aria-label": t`Schließen` }}
      size="lg"
      centered
    >
      {result ? (
        <Stack gap="sm">
          <Alert color="green" role="status" title={t`Import abgeschlossen`}>
            <Stack gap={4}>
              <Text data-import="invited">{t`Eingeladen: ${invited}`}</Text>
              <Text data-import="skipped">{t`Übersprungen (schon in der Liste oder doppelt): ${skipped}`}</Text>
            </Stack>
          </Alert>
          <Text size="sm" c="#5c4a5e">
            <Trans>
              Die eingeladenen Adressen bekommen eine E-Mail zum Bestätigen. Erst danach stehen sie in der Liste.
            </Trans>
          </Text>
          {result.invalid.length > 0 ? (
            <Alert color="red" title={t`Keine gültigen E-Mail-Adressen`}>
              <List size="sm" data-import="invalid">
                {result.invalid.map((address) => (
                  <List.Item key={address} style={{ overflowWrap: "anywhere" }}>
                    {address}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button onClick={close}>
              <Trans>Fertig</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void submit();
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t`E-Mail-Adressen`}
              description={t`Eine Adresse pro Zeile (oder durch Komma getrennt).`}
              required
              autosize
              minRows={5}
              maxRows={14}
              value={addresses}
              onChange={(event) => setAddresses(event.currentTarget.value)}
              error={errors.addresses}
            />
            <Select
              label={t`Sprache`}
              allowDeselect={false}
              data={PUBLIC_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] ?? locale }))}
              value={lang}
              onChange={(value) => setLang(value ?? "lb")}
              error={errors.lang}
            />
            <Checkbox.Group label={t`Themen`} value={chosen} onChange={setChosen} error={errors.topics} required>
              <Stack gap={6} mt={6}>
                {topics.map((topic) => (
                  <Checkbox key={topic.value} value={topic.value} label={topic.label} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Checkbox
              mt="xs"
              required
              label={t`Diese Personen haben zugestimmt, den Newsletter zu erhalten.`}
              checked={consent}
              onChange={(event) => {
                setConsent(event.currentTarget.checked);
                if (errors.consentConfirmed) setErrors({ ...errors, consentConfirmed: "" });
              }}
              error={errors.consentConfirmed || undefined}
            />
            <Text size="sm" c="#5c4a5e">
              <Trans>Jede Adresse bekommt zuerst eine E-Mail zum Bestätigen.</Trans>
            </Text>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                <Trans>Abbrechen</Trans>
              </Button>
              <Button type="submit" loading={busy}>
                <Trans>Importieren</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
