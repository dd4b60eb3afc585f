import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import { formatDateTime } from "../../../lib/format-date.js";
import type { Newsletter, NewsletterStatus, SubscriberStatus } from "./newsletter-rows.js";

const COLORS: Record<NewsletterStatus, string> = {
  draft: "#5c4a5e",
  scheduled: "#1c5d99",
  sending: "#8a3b12",
  sent: "#2f7d32",
};

type Shown = Pick<Newsletter, "status" | "sendAt" | "startedAt" | "finishedAt" | "sent" | "recipients">;

/** A newsletter's status in plain words: Entwurf, Geplant für …, Wird verschickt (x von y), Verschickt am …. */
export function NewsletterStatusBadge({ newsletter }: { newsletter: Shown }) {
  const { t } = useLingui();
  const { sent, recipients } = newsletter;
  const planned = newsletter.sendAt ? formatDateTime(newsletter.sendAt) : "";
  const sentAt = formatDateTime(newsletter.finishedAt ?? newsletter.startedAt ?? newsletter.sendAt ?? "");
  const label = {
    draft: t`Entwurf`,
    scheduled: t`Geplant für ${planned}`,
    sending: t`Wird verschickt (${sent} von ${recipients})`,
    sent: newsletter.finishedAt || newsletter.startedAt ? t`Verschickt am ${sentAt}` : t`Verschickt`,
  }[newsletter.status];
  return (
    <Badge
      variant="outline"
      color={COLORS[newsletter.status]}
      tt="none"
      radius="sm"
      data-badge={newsletter.status}
      style={{ whiteSpace: "normal", height: "auto" }}
    >
      {label}
    </Badge>
  );
}

const SUBSCRIBER_COLORS: Record<SubscriberStatus, string> = {
  active: "#2f7d32",
  paused: "#8a3b12",
  unsubscribed: "#6b6b6b",
};

/** A subscriber's status: Aktiv, Pausiert, Abgemeldet. */
export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  const { t } = useLingui();
  const label = { active: t`Aktiv`, paused: t`Pausiert`, unsubscribed: t`Abgemeldet` }[status];
  return (
    <Badge variant="outline" color={SUBSCRIBER_COLORS[status]} tt="none" radius="sm" data-badge={status}>
      {label}
    </Badge>
  );
}
