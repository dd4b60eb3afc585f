import type { AppRouter } from "@jugendclub/api";
import { useLingui } from "@lingui/react/macro";
import { Badge, Group, Paper, Text } from "@mantine/core";
import type { inferRouterOutputs } from "@trpc/server";
import { formatDateTime } from "../../../../lib/format-date.js";
import type { AuditLabels } from "./audit-labels.js";
import { auditSentence } from "./audit-sentence.js";

export type AuditEntry = inferRouterOutputs<AppRouter>["auditLog"]["list"][number];

const ACTION_COLORS: Record<string, string> = {
  create: "#2f7d32",
  update: "#1c5d99",
  delete: "#b3261e",
  "login-failed": "#b3261e",
};

/** One entry: what happened, as a sentence (who, what, to which item, from what to what), and when. */
export function AuditEntryRow({ entry, labels }: { entry: AuditEntry; labels: AuditLabels }) {
  const { i18n } = useLingui();
  return (
    <Paper component="li" withBorder p="md" radius="md" bg="#fff" data-audit-id={entry.id}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="outline" color={ACTION_COLORS[entry.action] ?? "#5c4a5e"} radius="sm" tt="none">
          {labels.action(entry.action)}
        </Badge>
        <Text size="sm" c="#5c4a5e">
          {formatDateTime(entry.at)}
        </Text>
      </Group>
      <Text mt={6} c="#2b1630" style={{ overflowWrap: "anywhere" }} data-audit-sentence>
        {auditSentence(i18n, labels, entry)}
      </Text>
    </Paper>
  );
}
