import { eventPath } from "@jugendclub/api/slug";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, VisuallyHidden } from "@mantine/core";
import { eventIcsPath, googleCalendarUrl } from "../../lib/calendar-links.js";
import { shareLink } from "../../lib/share.js";
import { useSiteUrl } from "../../lib/site-url.js";
import type { EventDetail } from "./event-detail.js";

/** 'An de Kalenner' (the event's .ics file), Google Calendar, and sharing the page. */
export function EventActions({ event }: { event: EventDetail }) {
  const { t } = useLingui();
  const pageUrl = `${useSiteUrl()}${eventPath(event.id, event.title)}`;
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
      <Button variant="light" size="md" fullWidth onClick={() => void shareLink({ title: event.title, url: pageUrl })}>
        <Trans>Deelen</Trans>
      </Button>
    </Stack>
  );
}
