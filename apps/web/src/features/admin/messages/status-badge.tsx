import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import type { MessageStatus } from "../../types.js";

/** The messages' statuses by name, in the panel's language (the badge, the audit log). */
export function useMessageStatusLabels(): Record<MessageStatus, string> {
  const { t } = useLingui();
  return {
    new: t`Neu`,
    read: t`Gelesen`,
    answered: t`Beantwortet`,
    archived: t`Archiviert`,
    spam: t`Spam`,
    review: t`Zu prüfen`,
  };
}

/** A message's place in the committee's work; 'Neu' stands out, the rest stay calm. */
export function StatusBadge({ status }: { status: MessageStatus }) {
  const label = useMessageStatusLabels();
  const color: Record<MessageStatus, string> = {
    new: "wine.8",
    read: "gray",
    answered: "green",
    archived: "gray",
    spam: "orange",
    review: "yellow",
  };
  return (
    <Badge
      variant={status === "new" ? "filled" : "light"}
      color={color[status]}
      // Tinted badges keep ink-coloured words: Mantine's tinted text is too pale to read.
      c={status === "new" ? undefined : "#2b1630"}
      tt="none"
    >
      {label[status]}
    </Badge>
  );
}
