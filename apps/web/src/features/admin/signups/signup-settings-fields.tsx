import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  NEW_QUESTION,
  NEW_SIGNUP,
  newShift,
  type QuestionDraft,
  type ShiftDraft,
  type SignupDraft,
} from "./signup-draft.js";

interface Props {
  value: SignupDraft | null;
  onChange(value: SignupDraft | null): void;
  /** The server's messages by field ("signup.capacity", "signup.shifts.0.end"). */
  errors: Record<string, string>;
  /** The event's start as typed (a new shift starts there). */
  eventStart: string;
}

/** The event form's "Anmeldungen" section: on or off, places, guests, times, questions, helper shifts. */
export function SignupSettingsFields({ value, onChange, errors, eventStart }: Props) {
  const { t } = useLingui();
  const error = (path: string) => errors[`signup.${path}`];
  const set = <K extends keyof SignupDraft>(key: K, next: SignupDraft[K]) =>
    value && onChange({ ...value, [key]: next });
  const text = (
    key: "capacity" | "maxGuests" | "opensAt" | "closesAt" | "offerHours" | "reminderHours" | "keepDays",
  ) => ({
    value: value?.[key] ?? "",
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: error(key),
  });
  const setQuestion = (index: number, next: Partial<QuestionDraft>) =>
    value &&
    set(
      "questions",
      value.questions.map((q, i) => (i === index ? { ...q, ...next } : q)),
    );
  const setShift = (index: number, next: Partial<ShiftDraft>) =>
    value &&
    set(
      "shifts",
      value.shifts.map((s, i) => (i === index ? { ...s, ...next } : s)),
    );
  return (
    <Fieldset legend={t`Anmeldungen`} radius="md" data-section="signup">
      <Stack gap="sm">
        <Switch
          label={t`Anmeldungen annehmen`}
          description={t`Besucher melden sich auf der Event-Seite an und bestätigen per E-Mail. Wenn alles voll ist, kommen sie auf die Warteliste.`}
          checked={value !== null}
          onChange={(event) => onChange(event.currentTarget.checked ? NEW_SIGNUP : null)}
        />
        {value ? (
          <>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                type="number"
                min={1}
                label={t`Plätze`}
                description={t`Leer lassen für unbegrenzt`}
                {...text("capacity")}
              />
              <TextInput
                type="number"
                min={0}
                label={t`Begleitpersonen pro Anmeldung`}
                description={t`0: jede Person meldet sich selbst an`}
                {...text("maxGuests")}
              />
            </Group>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                type="datetime-local"
                label={t`Anmeldung ab (optional)`}
                description={t`Leer: ab sofort`}
                {...text("opensAt")}
              />
              <TextInput
                type="datetime-local"
                label={t`Anmeldeschluss (optional)`}
                description={t`Leer: bei Beginn des Events`}
                {...text("closesAt")}
              />
            </Group>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                type="number"
                min={1}
                label={t`Frei gewordener Platz: Stunden zum Annehmen`}
                description={t`Die erste Person auf der Warteliste bekommt den Platz angeboten`}
                {...text("offerHours")}
              />
              <TextInput
                type="number"
                min={0}
                label={t`Erinnerung: Stunden vorher`}
                description={t`0: keine Erinnerung`}
                {...text("reminderHours")}
              />
            </Group>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                type="number"
                min={1}
                max={365}
                label={t`Anmeldungen löschen nach (Tagen)`}
                description={t`Tage nach dem Event; Namen und Antworten werden dann gelöscht`}
                {...text("keepDays")}
              />
              <div />
            </Group>
            <Text fw={700} mt="xs">
              <Trans>Fragen an die Teilnehmer</Trans>
            </Text>
            {value.questions.map((question, index) => (
              <Paper key={question.id ?? `new-${index}`} withBorder p="sm" radius="md" data-question={index}>
                <Stack gap="xs">
                  <Group grow align="flex-start" wrap="wrap">
                    <TextInput
                      label={t`Frage`}
                      required
                      value={question.label}
                      onChange={(event) => setQuestion(index, { label: event.currentTarget.value })}
                      error={error(`questions.${index}.label`)}
                    />
                    <Select
                      label={t`Antwort`}
                      allowDeselect={false}
                      data={[
                        { value: "text", label: t`Text` },
                        { value: "choice", label: t`Auswahl` },
                        { value: "yesno", label: t`Ja / Nein` },
                      ]}
                      value={question.kind}
                      onChange={(kind) => kind && setQuestion(index, { kind: kind as QuestionDraft["kind"] })}
                    />
                  </Group>
                  {question.kind === "choice" ? (
                    <Textarea
                      label={t`Auswahlen (eine pro Zeile)`}
                      autosize
                      minRows={2}
                      value={question.options}
                      onChange={(event) => setQuestion(index, { options: event.currentTarget.value })}
                      error={error(`questions.${index}.options`)}
                    />
                  ) : null}
                  <Group justify="space-between" wrap="wrap">
                    <Group gap="lg">
                      <Checkbox
                        label={t`Pflichtfrage`}
                        checked={question.required}
                        onChange={(event) => setQuestion(index, { required: event.currentTarget.checked })}
                      />
                      <Checkbox
                        label={t`Vertraulich (nur Admins sehen die Antworten)`}
                        checked={question.sensitive}
                        onChange={(event) => setQuestion(index, { sensitive: event.currentTarget.checked })}
                      />
                    </Group>
                    <Button
                      variant="outline"
                      color="#9b1c1c"
                      size="xs"
                      onClick={() =>
                        set(
                          "questions",
                          value.questions.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <Trans>Frage entfernen</Trans>
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
            <Group>
              <Button variant="default" size="sm" onClick={() => set("questions", [...value.questions, NEW_QUESTION])}>
                <Trans>Frage hinzufügen</Trans>
              </Button>
            </Group>
            <Text fw={700} mt="xs">
              <Trans>Helferschichten</Trans>
            </Text>
            <Text size="sm" c="#5c4a5e">
              <Trans>
                Mit Schichten melden sich Helfer für eine oder mehrere Schichten an; jede Schicht hat ihre eigenen
                Plätze.
              </Trans>
            </Text>
            {value.shifts.map((shift, index) => (
              <Paper key={shift.id ?? `new-${index}`} withBorder p="sm" radius="md" data-shift={index}>
                <Stack gap="xs">
                  <Group grow align="flex-start" wrap="wrap">
                    <TextInput
                      label={t`Schicht`}
                      placeholder={t`z. B. Bar`}
                      required
                      value={shift.name}
                      onChange={(event) => setShift(index, { name: event.currentTarget.value })}
                      error={error(`shifts.${index}.name`)}
                    />
                    <TextInput
                      type="number"
                      min={1}
                      label={t`Plätze`}
                      description={t`Leer lassen für unbegrenzt`}
                      value={shift.capacity}
                      onChange={(event) => setShift(index, { capacity: event.currentTarget.value })}
                      error={error(`shifts.${index}.capacity`)}
                    />
                  </Group>
                  <Group grow align="flex-start" wrap="wrap">
                    <TextInput
                      type="datetime-local"
                      label={t`Beginn`}
                      required
                      value={shift.start}
                      onChange={(event) => setShift(index, { start: event.currentTarget.value })}
                      error={error(`shifts.${index}.start`)}
                    />
                    <TextInput
                      type="datetime-local"
                      label={t`Ende`}
                      required
                      value={shift.end}
                      onChange={(event) => setShift(index, { end: event.currentTarget.value })}
                      error={error(`shifts.${index}.end`)}
                    />
                  </Group>
                  <Group justify="flex-end">
                    <Button
                      variant="outline"
                      color="#9b1c1c"
                      size="xs"
                      onClick={() =>
                        set(
                          "shifts",
                          value.shifts.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <Trans>Schicht entfernen</Trans>
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
            <Group>
              <Button
                variant="default"
                size="sm"
                onClick={() => set("shifts", [...value.shifts, newShift(eventStart)])}
              >
                <Trans>Schicht hinzufügen</Trans>
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
