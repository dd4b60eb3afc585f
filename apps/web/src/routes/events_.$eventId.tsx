import { eventPath } from "@jugendclub/api/slug";
import { Container } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { NotFound } from "../components/not-found.js";
import type { EventDetail } from "../features/events/event-detail.js";
import { eventIdOf, isNotFound } from "../features/events/event-detail.js";
import { EventPage } from "../features/events/event-page.js";
import { occurrenceOf, SeriesDates } from "../features/events/series-dates.js";
import { useContentLanguage } from "../lib/content-language.js";
import type { PublicLocale } from "../lib/locale.js";
import { eventLanguagePaths, type LanguagePaths } from "../lib/page-addresses.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

// One page per event at /events/<id>-<slug>. The bare id and an old or wrong slug redirect to the
// current address (on the server a 301, see entry-server.tsx); an unknown id is the 404 page.
export const Route = createFileRoute("/events_/$eventId")({
  // ?date=YYYY-MM-DD: one occurrence of a series, with its own date.
  validateSearch: (search: Record<string, unknown>): { date?: string } =>
    typeof search.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {},
  loader: async ({ context, params, location }) => {
    const id = eventIdOf(params.eventId);
    // Also reached for a longer path below it (/events/12-fest/more), which is no page.
    if (id === null || location.pathname.split("/").length !== 3) throw notFound();
    const read = (lang: PublicLocale | "all") =>
      context.queryClient.ensureQueryData(context.trpc.events.byId.queryOptions({ id, lang }));
    // The page's language, and every language's title for the addresses in the others.
    const [event, everyLanguage] = await Promise.all([read(context.locale), read("all")]).catch((error: unknown) => {
      if (isNotFound(error)) throw notFound();
      throw error;
    });
    const canonical = eventPath(event.id, event.title);
    if (location.pathname !== canonical) {
      const date = (location.search as { date?: string }).date;
      throw redirect({ href: date ? `${canonical}?date=${date}` : canonical, statusCode: 301, replace: true });
    }
    const languagePaths: LanguagePaths = eventLanguagePaths(id, everyLanguage.title, everyLanguage.translations);
    // Its sign-up's places, rendered with the page (a series: for the date of its page).
    const signup = signupOf(event, (location.search as { date?: string }).date);
    if (signup) {
      const date = signup.date;
      await context.queryClient.ensureQueryData(
        context.trpc.signups.overview.queryOptions({ id, lang: context.locale, ...(date ? { date } : {}) }),
      );
    }
    return { id, languagePaths };
  },
  component: EventRoute,
  notFoundComponent: NotFound,
});

function EventRoute() {
  const { id } = Route.useLoaderData();
  const lang = useContentLanguage();
  const { data: series } = useSuspenseQuery(trpc.events.byId.queryOptions({ id, lang }));
  const { date } = Route.useSearch();
  // An occurrence's page shows its own date; the series' page, its next dates.
  const event = occurrenceOf(series, date) ?? series;
  useDocumentMeta(event.title, summary(event.description, event.title), {
    type: "article",
    // Its share picture, made for it on the server; the address changes with every edit.
    image: `/events/${event.id}/preview.png?v=${Date.parse(event.updatedAt)}`,
    structured: { kind: "event", event },
  });
  return (
    <Container size="lg" py={32}>
      <EventPage event={event} signup={signupOf(series, date)} />
      {series.recurrence && <SeriesDates event={series} now={Date.now()} />}
    </Container>
  );
}

/** The sign-up on an event's page: a one-off event's, or a series' on one date's page; else none. */
function signupOf(event: EventDetail, date: string | undefined): { date: string | undefined } | undefined {
  if (!event.signup) return undefined;
  if (!event.recurrence) return { date: undefined };
  return date && occurrenceOf(event, date) ? { date } : undefined;
}

/** The page's description: the event's own text, cut to about 160 characters at a word. */
function summary(description: string, title: string): string {
  const text = description.replace(/\s+/g, " ").trim() || title;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 100 ? cut.lastIndexOf(" ") : 157)}…`;
}
