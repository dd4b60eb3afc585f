import { eventPath } from "@jugendclub/api/slug";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, VisuallyHidden } from "@mantine/core";
import { useRef } from "react";
import { eventIcsPath, googleCalendarUrl } from "../../lib/calendar-links.js";
import { useSiteUrl } from "../../lib/site-url.js";
import { useIsland } from "../../lib/use-island.js";
import type { EventDetail } from "./event-detail.js";

/** 'An de Kalenner' (the event's .ics file), Google Calendar, and sharing the page. */
export function EventActions({ event }: { event: EventDetail }) {
  const { t } = useLingui();
  const pageUrl = `${useSiteUrl()}${eventPath(event.id, event.title)}`;
  const share = useRef<HTMLButtonElement>(null);
  useIsland(share, "share");
  return (
    <Stack gap="sm">
      <Button component="a" href={eventIcsPath(event.id)} type="text/calendar" size="md" fullWidth>
        <Trans>An de Kalenner</Trans>
      </Button>
      <Button
        component="a"
        href={googleCalendarUrl(event, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
        variant="outline"
        size="md"
        fullWidth
      >
        <Trans>Google Kalenner</Trans>
        <VisuallyHidden>{t` (nei Fënster)`}</VisuallyHidden>
      </Button>
      {/* The share island (islands/share.ts): the share sheet, or the link copied. */}
      <Button
        ref={share}
        variant="light"
        size="md"
        fullWidth
        data-island="share"
        data-share
        data-url={pageUrl}
        data-title={event.title}
        data-copied={t`Link kopéiert`}
        data-copy-failed={t`Kopéieren huet net geklappt`}
      >
        <Trans>Deelen</Trans>
      </Button>
    </Stack>
  );
}
