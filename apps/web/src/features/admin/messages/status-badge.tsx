import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import type { MessageStatus } from "../../types.js";

/** A message's place in the committee's work; 'Neu' stands out, the rest stay calm. */
export function StatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useLingui();
  const label: Record<MessageStatus, string> = {
    new: t`Neu`,
    read: t`Gelesen`,
    answered: t`Beantwortet`,
    archived: t`Archiviert`,
    spam: t`Spam`,
    review: t`Zu prüfen`,
  };
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
