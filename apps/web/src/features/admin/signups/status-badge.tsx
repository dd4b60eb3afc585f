import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import { formatDateTime } from "../../../lib/format-date.js";
import type { SignupRow } from "./signup-rows.js";

const COLORS: Record<SignupRow["status"], string> = {
  confirmed: "#2f7d32",
  offered: "#1c5d99",
  waiting: "#8a3b12",
  unconfirmed: "#5c4a5e",
  cancelled: "#6b6b6b",
  expired: "#6b6b6b",
};

/** A sign-up's status in the admin's words, with the place in line or the offer's deadline. */
export function StatusBadge({ row }: { row: SignupRow }) {
  const { t } = useLingui();
  const position = row.position ?? 0;
  const until = row.offeredUntil ? formatDateTime(row.offeredUntil) : "";
  const label = {
    confirmed: row.checkedIn ? t`Eingecheckt` : t`Bestätigt`,
    offered: t`Platz angeboten bis ${until}`,
    waiting: t`Warteliste: ${position}.`,
    unconfirmed: t`E-Mail nicht bestätigt`,
    cancelled: t`Abgesagt`,
    expired: t`Angebot abgelaufen`,
  }[row.status];
  return (
    <Badge variant="outline" color={COLORS[row.status]} tt="none" radius="sm" data-badge={row.status}>
      {label}
    </Badge>
  );
}
