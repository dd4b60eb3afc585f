import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Paper, Text, UnstyledButton } from "@mantine/core";
import { formatDateTime } from "../../../lib/format-date.js";
import type { ContactMessage } from "../../types.js";
import { MessageDetails } from "./message-details.js";
import { StatusBadge } from "./status-badge.js";

type Settable = "new" | "read" | "answered" | "archived";

interface Props {
  message: ContactMessage;
  open: boolean;
  busy: boolean;
  onToggle(): void;
  onStatus(status: Settable): void;
  onDelete(): void;
}

/** One message: a line to open it by, then its details and what can be done with it. */
export function MessageItem({ message: m, open, busy, onToggle, onStatus, onDelete }: Props) {
  const { t } = useLingui();
  const name = `${m.firstName} ${m.lastName}`.trim();
  const detailsId = `message-${m.id}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      bg="#fff"
      style={m.status === "new" ? { borderLeft: "4px solid var(--mantine-color-wine-8)" } : undefined}
    >
      <UnstyledButton
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={detailsId}
        p="md"
        w="100%"
        style={{ display: "block" }}
      >
        <Group gap="xs" wrap="wrap">
          <Text fw={m.status === "new" ? 800 : 600}>{name}</Text>
          <StatusBadge status={m.status} />
          <Badge variant="light" color={m.type === "sponsor" ? "yellow" : "wine"} c="#2b1630" tt="none">
            {m.type === "sponsor" ? t`Sponsoring` : t`Mitgliedschaft`}
          </Badge>
          <Text size="sm" c="#5c4a5e" ml="auto">
            {formatDateTime(m.createdAt)}
          </Text>
        </Group>
        {!open && (
          <Text size="sm" c="#5c4a5e" mt={4} lineClamp={1}>
            {m.message}
          </Text>
        )}
      </UnstyledButton>
      {open && (
        <div id={detailsId} style={{ padding: "0 var(--mantine-spacing-md) var(--mantine-spacing-md)" }}>
          <MessageDetails message={m} />
          <Group gap="xs" mt="md">
            {m.status === "spam" || m.status === "archived" || m.status === "review" ? (
              <Button size="xs" variant="default" loading={busy} onClick={() => onStatus("read")}>
                <Trans>In den Posteingang</Trans>
              </Button>
            ) : (
              <>
                {m.status !== "answered" && (
                  <Button size="xs" variant="default" loading={busy} onClick={() => onStatus("answered")}>
                    <Trans>Als beantwortet markieren</Trans>
                  </Button>
                )}
                <Button size="xs" variant="default" loading={busy} onClick={() => onStatus("archived")}>
                  <Trans>Archivieren</Trans>
                </Button>
              </>
            )}
            <Button
              size="xs"
              variant="outline"
              color="red.8"
              onClick={onDelete}
              aria-label={t`Nachricht von ${name} löschen`}
            >
              <Trans>Löschen</Trans>
            </Button>
          </Group>
        </div>
      )}
    </Paper>
  );
}
