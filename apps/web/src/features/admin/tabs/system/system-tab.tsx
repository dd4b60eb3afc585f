import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Box, Button, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatBytes, formatMoment } from "./format.js";
import { BACKUP_URL, useSystemStatus } from "./use-system-status.js";

/**
 * The system tab: a backup to download, and how the installation is doing (version, database,
 * space, memory, backups, housekeeping, waiting messages), with warnings in plain words.
 */
export function SystemTab() {
  const { t } = useLingui();
  const status = useSystemStatus();
  const s = status.data;
  return (
    <Stack gap="lg">
      <Paper
        withBorder
        p={{ base: "md", sm: "lg" }}
        radius="md"
        bg="#fff"
        component="section"
        aria-label={t`Sicherung`}
      >
        <Title order={2} fz="h4" mb="xs">
          <Trans>Sicherung</Trans>
        </Title>
        <Text mb="md" maw={640}>
          <Trans>
            Eine Sicherung enthält alle Inhalte, Nachrichten, Konten und Bilder in einer Datei. Laden Sie ab und zu eine
            herunter und bewahren Sie sie an einem anderen Ort auf, zum Beispiel auf einem USB-Stick: Wer den Server
            betreut, kann die Seite damit wiederherstellen.
          </Trans>
        </Text>
        <TechnicalDetails>
          <Trans>
            Wiederherstellen: auf dem Server „pnpm restore DATEI“ in eine neue, leere Installation (siehe README).
          </Trans>
        </TechnicalDetails>
        <Button component="a" href={BACKUP_URL} download>
          <Trans>Sicherung herunterladen</Trans>
        </Button>
      </Paper>
      {s?.warnings.map((warning) => (
        <Alert key={warning} color="red" title={t`Achtung`}>
          {warning}
        </Alert>
      ))}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" bg="#fff" component="section" aria-label={t`Zustand`}>
        <Title order={2} fz="h4" mb="md">
          <Trans>Zustand</Trans>
        </Title>
        {status.isPending ? <Loader size="sm" /> : null}
        {status.isError ? (
          <Text c="red.8">
            <Trans>Der Zustand konnte nicht gelesen werden.</Trans>
          </Text>
        ) : null}
        {s ? (
          <>
            <Table>
              <Table.Tbody>
                <Row label={t`Letzte Sicherung`} value={formatMoment(s.backups.last?.at)} />
                <Row
                  label={t`Nächste automatische Sicherung`}
                  value={s.backups.next ? formatMoment(s.backups.next) : t`ausgeschaltet`}
                />
                <Row label={t`Neue Nachrichten`} value={String(s.messages.waiting)} />
                <Row label={t`Mails in Warteschlange`} value={String(s.messages.mailPending)} />
                <Row label={t`Freier Speicherplatz`} value={s.disk ? formatBytes(s.disk.freeBytes) : "–"} />
              </Table.Tbody>
            </Table>
            <TechnicalDetails>
              <Table>
                <Table.Tbody>
                  <Row label={t`Version`} value={s.version} />
                  <Row
                    label={t`Datenbank`}
                    value={s.database.kind === "pglite" ? t`eingebettet (PGlite)` : "PostgreSQL"}
                  />
                  <Row label={t`Größe der Datenbank`} value={formatBytes(s.database.bytes)} />
                  <Row label={t`Gespeicherte Bilder`} value={`${s.files.count} · ${formatBytes(s.files.bytes)}`} />
                  <Row label={t`Arbeitsspeicher in Gebrauch`} value={formatBytes(s.memory.rssBytes)} />
                  <Row label={t`Gespeicherte Sicherungen`} value={String(s.backups.count)} />
                  <Row
                    label={t`Letzte Aufräumarbeit`}
                    value={
                      s.housekeeping
                        ? `${formatMoment(s.housekeeping.at)}${s.housekeeping.ok ? "" : ` (${t`fehlgeschlagen`})`}`
                        : "–"
                    }
                  />
                  <Row
                    label={t`Obergrenze für E-Mails an Absender (pro Stunde)`}
                    value={
                      s.publicMail.capReached
                        ? t`${s.publicMail.hourlyLimit} (zuletzt erreicht ${formatMoment(s.publicMail.capReached.last)})`
                        : String(s.publicMail.hourlyLimit)
                    }
                  />
                </Table.Tbody>
              </Table>
            </TechnicalDetails>
          </>
        ) : null}
      </Paper>
    </Stack>
  );
}

/** What only the person who runs the server needs: closed until asked for. */
function TechnicalDetails({ children }: { children: ReactNode }) {
  return (
    <Box component="details" mt="sm">
      <Box component="summary" style={{ cursor: "pointer" }} c="#5c4a5e" fz="sm" fw={600}>
        <Trans>Technische Details</Trans>
      </Box>
      <Box mt="xs">{children}</Box>
    </Box>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th fw={500} w="55%" ta="left">
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
