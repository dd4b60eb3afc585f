import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Center, Container, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime, formatLongDate } from "../../../lib/format-date.js";
import { trpc } from "../../../trpc.js";
import { isNotFound } from "../../forms/server-errors.js";
import { ButtonLink } from "../button-link.js";
import { MissingItem } from "../forms/missing-item.js";
import { AddSignupDialog } from "./add-signup-dialog.js";
import { DoorCheckIn } from "./door-check-in.js";
import { MessageDialog } from "./message-dialog.js";
import { SeriesDateSelect } from "./series-date-select.js";
import { SignupCounts } from "./signup-counts.js";
import { SignupList } from "./signup-list.js";
import classes from "./signups.module.css";

interface Props {
  eventId: number;
  /** From a confirmation mail's QR code: opens the door view and checks this ticket in. */
  ticket: string | undefined;
  date: string | undefined;
}

/** An event's sign-ups: who comes, who waits, adding and removing people, and the door. */
export function SignupsPage({ eventId, ticket, date }: Props) {
  const { t } = useLingui();
  const [view, setView] = useState<"list" | "door">(ticket ? "door" : "list");
  const [adding, setAdding] = useState(false);
  const [writing, setWriting] = useState(false);
  const event = useQuery(trpc.events.byId.queryOptions({ id: eventId, lang: "de" }));
  const rows = useQuery({
    ...trpc.signups.list.queryOptions({ id: eventId, ...(date ? { date } : {}) }),
    refetchInterval: 15_000,
  });
  const settings = event.data?.signup ?? null;
  const shifts = settings?.shifts ?? [];
  if (event.isPending)
    return (
      <Center py={80}>
        <Loader color="wine" />
      </Center>
    );
  if (isNotFound(event.error) || !event.data)
    return (
      <Container size="md" py={40}>
        <MissingItem />
      </Container>
    );
  const title = event.data.title;
  const keepDays = settings?.keepDays ?? 30;
  const csv = `/api/events/${eventId}/signups.csv${date ? `?date=${date}` : ""}`;
  return (
    <Container size="md" py={{ base: 20, sm: 40 }} className={classes.page}>
      <Group justify="space-between" mb="md" className={classes.noPrint}>
        <ButtonLink to="/admin" variant="subtle" px={0}>
          ← <Trans>Zurück</Trans>
        </ButtonLink>
        <ButtonLink to="/admin/edit/$kind/$id" params={{ kind: "event", id: String(eventId) }} variant="subtle">
          <Trans>Event bearbeiten</Trans>
        </ButtonLink>
      </Group>
      <Title order={1} fz="h2">
        <Trans>Anmeldungen: {title}</Trans>
      </Title>
      <Text c="#5c4a5e" mb="md">
        {date ? formatLongDate(date) : formatDateTime(event.data.date)}
      </Text>
      {!settings ? (
        <Paper withBorder p="lg" radius="md">
          <Text>
            <Trans>
              Für dieses Event sind keine Anmeldungen eingeschaltet. Im Event-Formular unter „Anmeldungen“ lassen sie
              sich einschalten.
            </Trans>
          </Text>
        </Paper>
      ) : (
        <Stack gap="md">
          <SeriesDateSelect event={event.data} date={date} />
          <SignupCounts rows={rows.data ?? []} />
          <Group justify="space-between" wrap="wrap" className={classes.noPrint}>
            <SegmentedControl
              value={view}
              onChange={(value) => setView(value as "list" | "door")}
              data={[
                { value: "list", label: t`Liste` },
                { value: "door", label: t`Einlass` },
              ]}
            />
            <Group gap="xs">
              <Button variant="default" onClick={() => setAdding(true)}>
                <Trans>Person hinzufügen</Trans>
              </Button>
              <Button variant="default" onClick={() => setWriting(true)}>
                <Trans>Nachricht an alle</Trans>
              </Button>
              <Button component="a" href={csv} variant="default" download>
                <Trans>CSV herunterladen</Trans>
              </Button>
              <Button variant="default" onClick={() => window.print()}>
                <Trans>Drucken</Trans>
              </Button>
            </Group>
          </Group>
          {rows.isPending ? (
            <Text c="#5c4a5e">{t`Lädt...`}</Text>
          ) : view === "door" ? (
            <DoorCheckIn eventId={eventId} rows={rows.data ?? []} ticket={ticket} shifts={shifts} />
          ) : (
            <SignupList eventId={eventId} rows={rows.data ?? []} settings={settings} />
          )}
          <Text size="sm" c="#5c4a5e" className={classes.noPrint}>
            <Trans>
              Wer absagt oder nicht rechtzeitig annimmt, macht den Platz frei: die erste Person auf der Warteliste
              bekommt ihn per E-Mail angeboten. Die Anmeldungen werden {keepDays} Tage nach dem Event gelöscht.
            </Trans>
          </Text>
          <MessageDialog
            opened={writing}
            onClose={() => setWriting(false)}
            eventId={eventId}
            date={date}
            shifts={shifts}
          />
          <AddSignupDialog
            opened={adding}
            onClose={() => setAdding(false)}
            eventId={eventId}
            date={date}
            settings={settings}
          />
        </Stack>
      )}
    </Container>
  );
}
