import type { PublicLocale } from "@jugendclub/api/locales";
import { eventPath } from "@jugendclub/api/slug";
import { Trans, useLingui } from "@lingui/react/macro";
import { Container, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useContentLanguage } from "../lib/content-language.js";
import { calendarParts, formatDateTime } from "../lib/format-date.js";
import { placeLang } from "../lib/untranslated.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";
import { trpc } from "../trpc.js";
import { useNavPages } from "./nav-pages.js";
import classes from "./not-found.module.css";

/** The next events the 404 page offers (entry-server.tsx fetches them before it renders the page). */
export const notFoundEvents = (lang: PublicLocale) => ({ upcoming: 3, past: 1, lang });

/** The spec's '404 Page Not Found', with ways out: the next events and the site's main pages. */
export function NotFound() {
  const { t, i18n } = useLingui();
  useDocumentMeta(t`Säit net fonnt`, t`Dës Säit gëtt et net.`, { noindex: true });
  const overview = useQuery(trpc.events.overview.queryOptions(notFoundEvents(useContentLanguage())));
  const upcoming = overview.data?.upcoming.items ?? [];
  const pages = useNavPages();
  return (
    <Container size="md" className={classes.page}>
      <div className={classes.intro}>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="#5c4a5e" mt="sm" fz="lg">
          <Trans>Dës Säit gëtt et net oder net méi. Vläicht fannt Dir hei, wat Dir sicht:</Trans>
        </Text>
      </div>
      {upcoming.length > 0 && (
        <section aria-labelledby="not-found-events" className={classes.section}>
          <Title order={2} fz="h3" id="not-found-events">
            <Trans>Nächst Eventen</Trans>
          </Title>
          <ul className={classes.events}>
            {upcoming.map((event) => {
              const day = calendarParts(event.date);
              return (
                <li key={event.id}>
                  <Link
                    to="/events/$eventId"
                    params={{ eventId: eventPath(event.id, event.title).slice("/events/".length) }}
                    className={classes.event}
                  >
                    <span className={classes.date} aria-hidden="true">
                      <span className={classes.day}>{day.day}</span>
                      <span className={classes.month}>{day.month}</span>
                    </span>
                    <span>
                      <span className={classes.eventTitle}>{event.title}</span>
                      <time dateTime={event.date} className={classes.eventMeta}>
                        {formatDateTime(event.date)}
                        {event.location && (
                          <>
                            {" · "}
                            <span {...placeLang(i18n.locale)}>{event.location}</span>
                          </>
                        )}
                      </time>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <nav aria-labelledby="not-found-pages" className={classes.section}>
        <Title order={2} fz="h3" id="not-found-pages">
          <Trans>Eis Säiten</Trans>
        </Title>
        <ul className={classes.pages}>
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className={classes.page}>
                <span className={classes.pageLabel}>{page.label}</span>
                <span className={classes.pageHint}>{page.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
