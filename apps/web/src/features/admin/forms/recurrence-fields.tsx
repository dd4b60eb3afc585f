import { germanDay, type Recurrence, ruleDates } from "@jugendclub/api/recurrence";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, CloseButton, Fieldset, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { fromLuxembourgInput } from "../publishing/luxembourg-input.js";

/** How the form holds a series: texts only (the entity form's values), turned into a rule on save. */
export interface RecurrenceValues {
  /** "once", "weekly", "monthly-weekday" or "monthly-day". */
  repeat: string;
  /** The last day (YYYY-MM-DD). */
  until: string;
  /** Dates left out, one per line. */
  exceptions: string;
  /** Moved dates as "date=ISO start", one per line. */
  moves: string;
}

export const NO_RECURRENCE: RecurrenceValues = { repeat: "once", until: "", exceptions: "", moves: "" };

const lines = (text: string) => text.split("\n").filter(Boolean);

/** The stored rule as the form's texts. */
export function recurrenceToValues(rule: Recurrence | null): RecurrenceValues {
  if (!rule) return NO_RECURRENCE;
  return {
    repeat: rule.freq === "weekly" ? "weekly" : `monthly-${rule.monthly ?? "weekday"}`,
    until: rule.until,
    exceptions: rule.exceptions.join("\n"),
    moves: (rule.moves ?? []).map((move) => `${move.date}=${move.start}`).join("\n"),
  };
}

/** The form's texts as the rule the server takes (null: once). */
export function valuesToRecurrence(values: RecurrenceValues): Recurrence | null {
  if (!values.repeat || values.repeat === "once") return null;
  const [freq, monthly] = values.repeat.split("-") as ["weekly" | "monthly", "weekday" | "day" | undefined];
  return {
    freq,
    until: values.until,
    ...(monthly ? { monthly } : {}),
    exceptions: lines(values.exceptions),
    moves: lines(values.moves).map((line) => {
      const [date = "", start = ""] = line.split("=");
      return { date, start };
    }),
  };
}

interface Props {
  values: RecurrenceValues;
  /** The first date's start as an ISO instant ("" when not yet set). */
  start: string;
  set(name: keyof RecurrenceValues, value: string): void;
  errors: Record<string, string | undefined>;
}

/** 'Wiederholung': how the event repeats, until when, the dates left out and the dates moved. */
export function RecurrenceFields({ values, start, set, errors }: Props) {
  const { t } = useLingui();
  const [exception, setException] = useState<string | null>(null);
  const [moveFrom, setMoveFrom] = useState<string | null>(null);
  const [moveTo, setMoveTo] = useState("");
  const rule = valuesToRecurrence(values);
  const first = start ? new Date(start) : null;
  const dates = rule && first && values.until ? ruleDates(first, rule, 200) : [];
  const exceptions = lines(values.exceptions);
  const moves = lines(values.moves);
  const free = dates
    .filter((date) => !exceptions.includes(date) && !moves.some((m) => m.startsWith(`${date}=`)))
    .map((date) => ({ value: date, label: germanDay(date) }));
  const remove = (name: "exceptions" | "moves", line: string) =>
    set(
      name,
      lines(values[name])
        .filter((l) => l !== line)
        .join("\n"),
    );
  return (
    <Fieldset
      legend={t`Wiederholung`}
      radius="md"
      p={{ base: "sm", sm: "md" }}
      styles={{ legend: { fontWeight: 700 } }}
    >
      <Stack gap="sm">
        <Select
          label={t`Wiederholt sich`}
          data={[
            { value: "once", label: t`Nein, einmalig` },
            { value: "weekly", label: t`Jede Woche am selben Wochentag` },
            { value: "monthly-weekday", label: t`Jeden Monat am selben Wochentag (z. B. erster Samstag)` },
            { value: "monthly-day", label: t`Jeden Monat am selben Tag (z. B. am 15.)` },
          ]}
          value={values.repeat}
          onChange={(value) => set("repeat", value ?? "once")}
          allowDeselect={false}
          error={errors["recurrence.freq"] ?? errors.recurrence}
        />
        {values.repeat !== "once" && (
          <>
            <TextInput
              type="date"
              label={t`Letzter Termin bis`}
              description={t`Eine Serie hat höchstens 200 Termine.`}
              required
              value={values.until}
              onChange={(event) => set("until", event.currentTarget.value)}
              error={errors["recurrence.until"]}
            />
            <Group align="flex-end" gap="xs">
              <Select
                label={t`Termin auslassen (z. B. Ferien)`}
                placeholder={dates.length ? t`Datum wählen` : t`Zuerst Datum und Enddatum angeben`}
                data={free}
                value={exception}
                onChange={setException}
                searchable
                style={{ flex: "1 1 10rem", minWidth: 0 }}
                error={errors["recurrence.exceptions"]}
              />
              <Button
                variant="default"
                disabled={!exception}
                onClick={() => {
                  if (exception) set("exceptions", [...exceptions, exception].sort().join("\n"));
                  setException(null);
                }}
              >
                <Trans>Auslassen</Trans>
              </Button>
            </Group>
            {exceptions.length > 0 && (
              <ul aria-label={t`Ausgelassene Termine`} style={{ margin: 0, paddingLeft: 0, listStyle: "none" }}>
                {exceptions.map((date) => (
                  <li key={date}>
                    <Group gap={4}>
                      <Text size="sm">{t`Fällt aus: ${germanDay(date)}`}</Text>
                      <CloseButton
                        size="sm"
                        aria-label={t`${germanDay(date)} wieder stattfinden lassen`}
                        onClick={() => remove("exceptions", date)}
                      />
                    </Group>
                  </li>
                ))}
              </ul>
            )}
            <Group align="flex-end" gap="xs">
              <Select
                label={t`Termin verschieben`}
                placeholder={t`Datum wählen`}
                data={free}
                value={moveFrom}
                onChange={setMoveFrom}
                searchable
                style={{ flex: "1 1 10rem", minWidth: 0 }}
                error={errors["recurrence.moves"]}
              />
              <TextInput
                type="datetime-local"
                label={t`Neuer Beginn`}
                value={moveTo}
                onChange={(event) => setMoveTo(event.currentTarget.value)}
                style={{ flex: "1 1 10rem", minWidth: 0 }}
              />
              <Button
                variant="default"
                disabled={!moveFrom || !moveTo}
                onClick={() => {
                  if (moveFrom && moveTo) {
                    set("moves", [...moves, `${moveFrom}=${fromLuxembourgInput(moveTo)}`].join("\n"));
                  }
                  setMoveFrom(null);
                  setMoveTo("");
                }}
              >
                <Trans>Verschieben</Trans>
              </Button>
            </Group>
            {moves.length > 0 && (
              <ul aria-label={t`Verschobene Termine`} style={{ margin: 0, paddingLeft: 0, listStyle: "none" }}>
                {moves.map((line) => {
                  const [date = "", to = ""] = line.split("=");
                  const when = new Date(to).toLocaleString("de-LU", {
                    dateStyle: "medium",
                    timeStyle: "short",
                    timeZone: "Europe/Luxembourg",
                  });
                  return (
                    <li key={line}>
                      <Group gap={4}>
                        <Text size="sm">{t`${germanDay(date)} verschoben auf ${when}`}</Text>
                        <CloseButton
                          size="sm"
                          aria-label={t`Verschiebung vom ${germanDay(date)} zurücknehmen`}
                          onClick={() => remove("moves", line)}
                        />
                      </Group>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
