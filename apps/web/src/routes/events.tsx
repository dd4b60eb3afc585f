import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Container, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageLoader } from "../components/page-loader.js";
import { CalendarSubscribe } from "../features/events/calendar-subscribe.js";
import { CategoryFilter } from "../features/events/category-filter.js";
import { EventCount } from "../features/events/event-count.js";
import { EventSection } from "../features/events/event-section.js";
import { EVENTS_PAGE, overviewInput, shownEvents, useEventsView } from "../features/events/use-events-view.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";

interface EventsSearch {
  q?: string;
  category?: string;
  /** Cards shown of each part, past the first page ('Méi Eventen'). */
  upcoming?: number;
  past?: number;
}

export const Route = createFileRoute("/events")({
  // Its name in the header's navigation, and its word on the 404 page (components/nav-pages.ts).
  staticData: { nav: { label: msg`Events`, hint: msg`All Eventen vum Joer` } },
  // Search and category live in the URL, so a filtered list can be shared and survives reload.
  validateSearch: (search: Record<string, unknown>): EventsSearch => ({
    ...(typeof search.q === "string" && search.q ? { q: search.q } : {}),
    ...(typeof search.category === "string" && search.category ? { category: search.category } : {}),
    ...(shownEvents(search.upcoming) ? { upcoming: shownEvents(search.upcoming) } : {}),
    ...(shownEvents(search.past) ? { past: shownEvents(search.past) } : {}),
  }),
  loaderDeps: ({ search }) => ({
    filtering: !!(search.q || search.category),
    upcoming: search.upcoming ?? EVENTS_PAGE,
    past: search.past ?? EVENTS_PAGE,
  }),
  loader: async ({ context, deps }) => {
    const all = deps.filtering
      ? context.queryClient.prefetchQuery(context.trpc.events.list.queryOptions({ lang: context.locale }))
      : null;
    // Filtered, the overview gives the categories only; else the page's parts, as many as asked.
    const input = deps.filtering
      ? overviewInput(context.locale)
      : overviewInput(context.locale, deps.upcoming, deps.past);
    await context.queryClient.prefetchQuery(context.trpc.events.overview.queryOptions(input));
    // The server waits for every event, so a filtered address is a whole page without scripts; in
    // the browser the list arrives while the visitor types, and the page says it loads meanwhile.
    if (typeof document === "undefined") await all;
  },
  component: EventsPage,
});

function EventsPage() {
  const { t } = useLingui();
  useDocumentMeta(t`All Eventen`, t`All Eventen vum Jugendclub: Fester, Sport, Kultur an Traditioun am Duerf.`);
  const { q = "", category = "", upcoming, past } = Route.useSearch();
  const navigate = useNavigate({ from: "/events" });
  const limits = { upcoming: upcoming ?? EVENTS_PAGE, past: past ?? EVENTS_PAGE };
  const { view, categories, loadingMore, prefetchAll } = useEventsView(q, category, limits);

  const count = view?.total ?? 0;

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
          {/* A search form too: without scripts, Enter loads the filtered page (?q=…). */}
          {/* On a page with islands, typing brings the list in (the swap island): the page at the
              search's address, rendered by the server. */}
          <search>
            <form
              method="get"
              data-island="swap"
              data-live
              data-swap="events-filter events-count events-results"
              onSubmit={(event) => event.preventDefault()}
            >
              <TextInput
                label={t`Eventen sichen`}
                placeholder={t`Eventen sichen...`}
                type="search"
                name="q"
                value={q}
                onFocus={prefetchAll}
                onChange={(e) =>
                  setSearch({ q: e.currentTarget.value || undefined, upcoming: undefined, past: undefined })
                }
                size="md"
              />
              {category && <input type="hidden" name="category" value={category} />}
            </form>
          </search>
          <CategoryFilter categories={categories} current={category} onReach={prefetchAll} />
        </Stack>
      </Paper>

      <Text mt="lg" fw={600} role="status" aria-live="polite" id="events-count">
        {view && <EventCount count={count} />}
      </Text>
      {!view ? (
        <PageLoader />
      ) : (
        <div id="events-results">
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
              <EventSection
                id="upcoming-title"
                title={t`Nächst Eventen`}
                {...view.upcoming}
                eagerCount={3}
                part="upcoming"
                keep={{ q, category, past }}
                onMore={(next) => setSearch({ upcoming: next })}
                loadingMore={loadingMore}
              />
              <EventSection
                id="past-title"
                title={t`Vergaangen Eventen`}
                {...view.past}
                eagerCount={view.upcoming.items.length === 0 ? 3 : 0}
                muted
                part="past"
                keep={{ q, category, upcoming }}
                onMore={(next) => setSearch({ past: next })}
                loadingMore={loadingMore}
              />
            </>
          )}
        </div>
      )}
      <CalendarSubscribe />
    </Container>
  );
}
