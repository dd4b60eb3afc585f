import { Trans } from "@lingui/react/macro";
import { Button, Container, Group, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Columns } from "../../components/columns.js";
import { EventCard } from "../events/event-card.js";
import type { ClubEvent } from "../types.js";

/** 'Upcoming highlights': featured events only, and nothing at all when there are none. */
export function FeaturedEvents({ events }: { events: ClubEvent[] }) {
  if (events.length === 0) return null;
  return (
    <Container size="lg" component="section" mt={72} aria-labelledby="highlights-title">
      <Group justify="space-between" align="end" mb="lg">
        <Title order={2} id="highlights-title">
          <Trans>Nächst Highlights</Trans>
        </Title>
        <Button component={Link} to="/events" variant="subtle">
          <Trans>All Eventen</Trans>
        </Button>
      </Group>
      <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {events.map((event) => (
          <EventCard key={`${event.id}-${event.occurrence ?? ""}`} event={event} />
        ))}
      </Columns>
    </Container>
  );
}
