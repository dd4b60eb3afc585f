import { eventPath } from "@jugendclub/api/slug";
import { Container } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { NotFound } from "../components/not-found.js";
import { eventIdOf, isNotFound } from "../features/events/event-detail.js";
import { EventPage } from "../features/events/event-page.js";
import { contentLanguageOf, useContentLanguage } from "../lib/content-language.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";

// One page per event at /events/<id>-<slug>. The bare id and an old or wrong slug redirect to the
// current address (on the server a 301, see entry-server.tsx); an unknown id is the 404 page.
export const Route = createFileRoute("/events_/$eventId")({
  loader: async ({ context, params, location }) => {
    const id = eventIdOf(params.eventId);
    // Also reached for a longer path below it (/events/12-fest/more), which is no page.
    if (id === null || location.pathname.split("/").length !== 3) throw notFound();
    const event = await context.queryClient
      .ensureQueryData(context.trpc.events.byId.queryOptions({ id, lang: contentLanguageOf(location.pathname) }))
      .catch((error: unknown) => {
        if (isNotFound(error)) throw notFound();
        throw error;
      });
    const canonical = eventPath(event.id, event.title);
    if (location.pathname !== canonical) throw redirect({ href: canonical, statusCode: 301, replace: true });
    return { id };
  },
  component: EventRoute,
  notFoundComponent: NotFound,
});

function EventRoute() {
  const { id } = Route.useLoaderData();
  const lang = useContentLanguage();
  const { data: event } = useSuspenseQuery(trpc.events.byId.queryOptions({ id, lang }));
  useDocumentMeta(event.title, summary(event.description, event.title), {
    type: "article",
    // Its share picture, made for it on the server; the address changes with every edit.
    image: `/events/${event.id}/preview.png?v=${Date.parse(event.updatedAt)}`,
    structured: { kind: "event", event },
  });
  return (
    <Container size="lg" py={32}>
      <EventPage event={event} />
    </Container>
  );
}

/** The page's description: the event's own text, cut to about 160 characters at a word. */
function summary(description: string, title: string): string {
  const text = description.replace(/\s+/g, " ").trim() || title;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 100 ? cut.lastIndexOf(" ") : 157)}…`;
}
