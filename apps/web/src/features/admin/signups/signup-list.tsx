import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../confirm-dialog.js";
import { CheckInButton } from "./check-in-button.js";
import { byShift, type SignupRow } from "./signup-rows.js";
import classes from "./signups.module.css";
import { StatusBadge } from "./status-badge.js";
import { useSignupPatch } from "./use-signup-patch.js";

type Settings = {
  questions: { id: string; label: string }[];
  shifts: { id: string; name: string; start: string; end: string; capacity: number | null }[];
};

interface Props {
  eventId: number;
  rows: readonly SignupRow[];
  settings: Settings;
}

/** The list by shift: confirmed, offered, waiting in order, not yet confirmed, cancelled; with what each row can do. */
export function SignupList({ rows, settings }: Props) {
  const { t } = useLingui();
  const patcher = useSignupPatch();
  const { patch, busy } = patcher;
  const [removing, setRemoving] = useState<SignupRow | null>(null);
  const removingName = removing?.name ?? "";
  const groups = byShift(rows);
  const sections =
    settings.shifts.length > 0
      ? settings.shifts.map((shift) => {
          const rows = groups.get(shift.id) ?? [];
          const taken = rows.filter((row) => row.status === "confirmed" || row.status === "offered").length;
          const places = shift.capacity === null ? String(taken) : `${taken} / ${shift.capacity}`;
          return { key: shift.id, title: shift.name, places, rows };
        })
      : [{ key: "", title: "", places: "", rows: groups.get("") ?? [] }];
  const shiftChoices = settings.shifts.map((shift) => ({ value: shift.id, label: shift.name }));
  if (rows.length === 0)
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="#5c4a5e">
          <Trans>Noch keine Anmeldungen.</Trans>
        </Text>
      </Paper>
    );
  return (
    <Stack gap="lg">
      {sections.map((section) => {
        const { places } = section;
        return (
          <section key={section.key} aria-label={section.title || t`Anmeldungen`}>
            {section.title ? (
              <Group justify="space-between" mb="xs">
                <Title order={2} fz="h4">
                  {section.title}
                </Title>
                <Text c="#5c4a5e" size="sm" data-shift-places={section.key}>
                  {t`Plätze: ${places}`}
                </Text>
              </Group>
            ) : null}
            {section.rows.length === 0 ? (
              <Text c="#5c4a5e" size="sm">
                <Trans>Noch niemand für diese Schicht.</Trans>
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {section.rows.map((row) => {
                  const { name, places, parentName, parentEmail } = row;
                  return (
                    <Paper
                      component="li"
                      key={row.id}
                      withBorder
                      radius="md"
                      p="sm"
                      data-signup={row.id}
                      data-status={row.status}
                      className={row.checkedIn ? classes.checkedIn : undefined}
                    >
                      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                        <div style={{ minWidth: 0, flex: "1 1 14rem" }}>
                          <Group gap={6}>
                            <Text fw={700}>{row.name}</Text>
                            <StatusBadge row={row} />
                            {row.places > 1 ? (
                              <Badge variant="light" color="gray" tt="none" radius="sm">
                                {t`${places} Plätze`}
                              </Badge>
                            ) : null}
                          </Group>
                          <Text size="sm" c="#5c4a5e">
                            {[row.email, row.phone, row.occurrence].filter(Boolean).join(" · ")}
                          </Text>
                          {row.underSixteen ? (
                            <Text size="sm" c="#5c4a5e">{t`Unter 16 · Eltern: ${parentName}, ${parentEmail}`}</Text>
                          ) : null}
                          {settings.questions
                            .filter((q) => row.answers[q.id] !== undefined && row.answers[q.id] !== "")
                            .map((q) => (
                              <Text key={q.id} size="sm">
                                {q.label}: <b>{answerText(row.answers[q.id], t`Ja`, t`Nein`)}</b>
                              </Text>
                            ))}
                        </div>
                        <Group gap="xs" className={classes.noPrint}>
                          <CheckInButton row={row} size="xs" patcher={patcher} />
                          {shiftChoices.length > 1 && row.status !== "cancelled" && row.status !== "expired" ? (
                            <Select
                              size="xs"
                              w={150}
                              aria-label={t`${name} in eine andere Schicht verschieben`}
                              data={shiftChoices}
                              value={row.shiftId}
                              allowDeselect={false}
                              onChange={(shiftId) =>
                                shiftId && shiftId !== row.shiftId && void patch({ id: row.id, shiftId }, t`Verschoben`)
                              }
                            />
                          ) : null}
                          {row.status !== "cancelled" && row.status !== "expired" ? (
                            <Button size="xs" variant="outline" color="#9b1c1c" onClick={() => setRemoving(row)}>
                              <Trans>Entfernen</Trans>
                            </Button>
                          ) : null}
                        </Group>
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            )}
          </section>
        );
      })}
      <ConfirmDialog
        opened={removing !== null}
        title={t`Anmeldung entfernen?`}
        confirmLabel={t`Entfernen`}
        busy={removing !== null && busy === removing.id}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const name = removing.name;
          if (await patch({ id: removing.id, status: "cancelled" }, t`${name} wurde abgemeldet`)) setRemoving(null);
        }}
      >
        {removingName
          ? t`${removingName} bekommt eine E-Mail, dass die Anmeldung abgesagt ist. Ist der Platz frei, wird er der ersten Person auf der Warteliste angeboten.`
          : ""}
      </ConfirmDialog>
    </Stack>
  );
}

function answerText(answer: string | boolean | undefined, yes: string, no: string): string {
  if (answer === true) return yes;
  if (answer === false) return no;
  return answer ?? "";
}
