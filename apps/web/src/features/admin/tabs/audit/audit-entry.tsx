import type { AppRouter } from "@jugendclub/api";
import { Trans } from "@lingui/react/macro";
import { Badge, Group, Paper, Text } from "@mantine/core";
import type { inferRouterOutputs } from "@trpc/server";
import { formatDateTime } from "../../../../lib/format-date.js";
import type { useAuditLabels } from "./audit-labels.js";

export type AuditEntry = inferRouterOutputs<AppRouter>["auditLog"]["list"][number];

const ACTION_COLORS: Record<string, string> = {
  create: "#2f7d32",
  update: "#1c5d99",
  delete: "#b3261e",
  "login-failed": "#b3261e",
};

/** One entry: what happened to which item, who did it and when, and the fields it changed. */
export function AuditEntryRow({ entry, labels }: { entry: AuditEntry; labels: ReturnType<typeof useAuditLabels> }) {
  return (
    <Paper component="li" withBorder p="md" radius="md" bg="#fff" data-audit-id={entry.id}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="outline" color={ACTION_COLORS[entry.action] ?? "#5c4a5e"} radius="sm" tt="none">
          {labels.action(entry.action)}
        </Badge>
        <Text size="sm" c="#5c4a5e">
          {labels.entity(entry.entity)}
        </Text>
        {entry.title ? (
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {entry.title}
          </Text>
        ) : null}
      </Group>
      <Text size="sm" mt={6} c="#3d2f3f">
        <Trans>
          {formatDateTime(entry.at)} · {entry.actor}
        </Trans>
        {entry.via === "token" ? (
          <Text span size="sm" c="#5c4a5e">
            {" "}
            <Trans>(mit API-Token)</Trans>
          </Text>
        ) : null}
      </Text>
      {entry.changedFields.length > 0 && (
        <Text size="sm" mt={4} c="#3d2f3f">
          <Trans>Geänderte Felder:</Trans> {entry.changedFields.map(labels.field).join(", ")}
        </Text>
      )}
    </Paper>
  );
}
