import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverErrorMessage } from "../../forms/server-errors.js";
import { CheckInButton } from "./check-in-button.js";
import { canScan, QrScanner } from "./qr-scanner.js";
import { matchesSearch, type SignupRow } from "./signup-rows.js";
import classes from "./signups.module.css";
import { StatusBadge } from "./status-badge.js";
import { useSignupPatch } from "./use-signup-patch.js";

interface Props {
  eventId: number;
  rows: readonly SignupRow[];
  /** From the address (a phone's camera app opened the QR code's link): checked in at once. */
  ticket: string | undefined;
  shifts: readonly { id: string; name: string }[];
}

interface Result {
  tone: "in" | "again" | "refused";
  text: string;
}

/** The ticket a scanned code carries: the link of a confirmation mail's QR code, for this event. */
export function ticketOf(text: string, eventId: number): string | null | "other-event" {
  try {
    const url = new URL(text);
    const match = url.pathname.match(/\/admin\/signups\/(\d+)$/);
    const ticket = url.searchParams.get("ticket");
    if (!match || !ticket) return null;
    return Number(match[1]) === eventId ? ticket : "other-event";
  } catch {
    return null;
  }
}

/** At the door: scan a code or search a name, check in; the counts stay on screen above. */
export function DoorCheckIn({ eventId, rows, ticket, shifts }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const patcher = useSignupPatch();
  const [query, setQuery] = useState("");
  const [scanning, setScanning] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const shiftName = (id: string | null) => shifts.find((s) => s.id === id)?.name ?? "";

  const checkIn = async (code: string) => {
    try {
      const answer = await trpcClient.signups.checkIn.mutate({ id: eventId, ticket: code });
      const names = answer.signups
        .map((row) => [row.name, shiftName(row.shiftId)].filter(Boolean).join(", "))
        .join(" · ");
      const places = answer.signups.reduce((sum, row) => sum + (row.status === "confirmed" ? row.places : 0), 0);
      const first = answer.signups[0];
      if (answer.checkedInNow > 0) setResult({ tone: "in", text: t`Eingecheckt: ${names} · Plätze: ${places}` });
      else if (first?.status === "confirmed") setResult({ tone: "again", text: t`Schon eingecheckt: ${names}` });
      else setResult({ tone: "refused", text: t`Nicht bestätigt: ${names}. Bitte in der Liste nachsehen.` });
    } catch (error) {
      setResult({ tone: "refused", text: serverErrorMessage(error, t`Der Code konnte nicht geprüft werden`) });
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.signups.pathKey() });
    }
  };

  // A ticket in the address is checked in once; the address then drops it (a reload does not ask again).
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ticket || handled.current === ticket) return;
    handled.current = ticket;
    void checkIn(ticket).then(() => navigate({ to: ".", search: {}, replace: true }));
  });

  const scanned = (text: string) => {
    const found = ticketOf(text, eventId);
    if (found === "other-event") setResult({ tone: "refused", text: t`Dieser Code gehört zu einem anderen Event.` });
    else if (!found) setResult({ tone: "refused", text: t`Das ist kein Code aus einer Anmeldung.` });
    else void checkIn(found);
  };

  const shown = rows
    .filter((row) => row.status !== "cancelled" && row.status !== "expired")
    .filter((row) => (query.trim() ? matchesSearch(row, query) : row.status === "confirmed"))
    .sort((a, b) => Number(a.checkedIn) - Number(b.checkedIn));
  return (
    <Stack gap="md">
      {result ? (
        <Alert
          role="status"
          color={result.tone === "in" ? "green.8" : result.tone === "again" ? "yellow.9" : "red.8"}
          title={result.tone === "in" ? t`Willkommen!` : result.tone === "again" ? t`Schon da` : t`Nicht eingecheckt`}
          data-result={result.tone}
          withCloseButton
          closeButtonLabel={t`Schließen`}
          onClose={() => setResult(null)}
        >
          {result.text}
        </Alert>
      ) : null}
      {scanning ? (
        <QrScanner onCode={scanned} onClose={() => setScanning(false)} />
      ) : canScan() ? (
        <Button size="lg" onClick={() => setScanning(true)}>
          <Trans>Code scannen</Trans>
        </Button>
      ) : (
        <Text size="sm" c="#5c4a5e">
          <Trans>
            Dieser Browser liest keine Codes selbst: den Code mit der Kamera-App des Handys öffnen, oder nach dem Namen
            suchen.
          </Trans>
        </Text>
      )}
      <TextInput
        label={t`Nach Namen suchen`}
        placeholder={t`Name, Elternteil oder E-Mail`}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        size="md"
      />
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {shown.length === 0 ? (
          <Text c="#5c4a5e">{query.trim() ? t`Niemand gefunden.` : t`Noch niemand bestätigt.`}</Text>
        ) : null}
        {shown.map((row) => {
          const { places } = row;
          return (
            <Paper
              component="li"
              key={row.id}
              withBorder
              radius="md"
              p="sm"
              data-signup={row.id}
              className={row.checkedIn ? classes.checkedIn : undefined}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{row.name}</Text>
                  <Group gap={6}>
                    <StatusBadge row={row} />
                    <Text size="sm" c="#5c4a5e">
                      {[row.places > 1 ? t`${places} Plätze` : "", shiftName(row.shiftId)].filter(Boolean).join(" · ")}
                    </Text>
                  </Group>
                </div>
                <CheckInButton row={row} size="md" patcher={patcher} />
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
