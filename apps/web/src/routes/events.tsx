import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Chip, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageLoader } from "../components/page-loader.js";
import { EventCard } from "../features/events/event-card.js";
import { filterEvents, splitByTime } from "../lib/events-filter.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

interface EventsSearch {
  q?: string;
  category?: string;
}

export const Route = createFileRoute("/events")({
  // Search and category live in the URL, so a filtered list can be shared and survives reload.
  validateSearch: (search: Record<string, unknown>): EventsSearch => ({
    ...(typeof search.q === "string" && search.q ? { q: search.q } : {}),
    ...(typeof search.category === "string" && search.category ? { category: search.category } : {}),
  }),
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.events.list.queryOptions()),
  component: EventsPage,
});

function EventsPage() {
  const { t } = useLingui();
  useDocumentMeta(t`All Eventen`, t`All Eventen vum Jugendclub: Fester, Sport, Kultur an Traditioun am Duerf.`);
  const { q = "", category = "" } = Route.useSearch();
  const navigate = useNavigate({ from: "/events" });
  const events = useQuery(trpc.events.list.queryOptions());
  const all = events.data ?? [];
  const categories = [...new Set(all.map((e) => e.category))].sort((a, b) => a.localeCompare(b, "de-LU"));
  const filtered = filterEvents(all, q, category);
  const { upcoming, past } = splitByTime(filtered);
  const count = filtered.length;

  const setSearch = (next: EventsSearch) =>
    navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false });

  return (
    <Container size="lg" py={48}>
      <Title order={1}>
        <Trans>All Eventen</Trans>
      </Title>
      <Text c="#5c4a5e" mt="xs" maw={640}>
        <Trans>Wat leeft beim Jugendclub? Hei fannt dir all eis Eventen, déi nächst fir d'éischt.</Trans>
      </Text>

      <Paper mt="xl" p="lg" radius="lg" withBorder bg="#fff">
        <Stack gap="md">
          <TextInput
            label={t`Eventen sichen`}
            placeholder={t`Eventen sichen...`}
            type="search"
            value={q}
            onChange={(e) => setSearch({ q: e.currentTarget.value || undefined })}
            size="md"
          />
          <Chip.Group
            value={category || "__all"}
            onChange={(value) => setSearch({ category: value === "__all" ? undefined : (value as string) })}
          >
            <Group gap="xs" role="group" aria-label={t`Kategorie`}>
              <Chip value="__all" color="wine.7" variant="filled">
                {t`All`}
              </Chip>
              {categories.map((name) => (
                <Chip key={name} value={name} color="wine.7" variant="filled">
                  {name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      </Paper>

      {events.isPending ? (
        <PageLoader />
      ) : (
        <>
          <Text mt="lg" fw={600} role="status" aria-live="polite">
            <Plural value={count} one="# Event fonnt" other="# Eventen fonnt" />
          </Text>
          {count === 0 ? (
            <Paper mt="lg" p={48} radius="lg" ta="center" bg="#fff" withBorder>
              <Title order={2} fz="h3">
                <Trans>Keng Eventen fonnt</Trans>
              </Title>
              <Text c="#5c4a5e" mt="xs">
                <Trans>Probéiert aner Sichbegrëffer oder eng aner Kategorie.</Trans>
              </Text>
            </Paper>
          ) : (
            <>
              {upcoming.length > 0 && (
                <section aria-labelledby="upcoming-title">
                  <Title order={2} id="upcoming-title" mt="xl" mb="md" fz="h3">
                    <Trans>Nächst Eventen</Trans>
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                    {upcoming.map((event, index) => (
                      <EventCard key={event.id} event={event} eager={index < 3} />
                    ))}
                  </SimpleGrid>
                </section>
              )}
              {past.length > 0 && (
                <section aria-labelledby="past-title">
                  <Title order={2} id="past-title" mt={56} mb="md" fz="h3" c="#5c4a5e">
                    <Trans>Vergaangen Eventen</Trans>
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                    {past.map((event) => (
                      <EventCard key={event.id} event={event} />
                    ))}
                  </SimpleGrid>
                </section>
              )}
            </>
          )}
        </>
      )}
    </Container>
  );
}
