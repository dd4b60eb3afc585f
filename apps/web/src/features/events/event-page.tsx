import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { mapSearchUrl } from "../../lib/calendar-links.js";
import { categoryArt } from "../../lib/category-art.js";
import { formatDateRange } from "../../lib/format-date.js";
import { fallbackLang, placeLang } from "../../lib/untranslated.js";
import { EventActions } from "./event-actions.js";
import type { EventDetail } from "./event-detail.js";
import classes from "./event-page.module.css";
import { SignupBox } from "./signup-box.js";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <span className={classes.factIcon} aria-hidden="true">
        {icon}
      </span>
      <div>
        <div className={classes.factLabel}>{label}</div>
        <div className={classes.factValue}>{children}</div>
      </div>
    </div>
  );
}

const CalendarIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="3" y="5" width="18" height="16" rx="3" />
    <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
  </svg>
);
const PinIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
const TagIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" strokeLinejoin="round" />
    <circle cx="8" cy="8" r="1.5" />
  </svg>
);

/**
 * One event's own page: its picture, when and where, what it is, and what to do with it.
 * signup: the event takes sign-ups here (for a series, on the page of one of its dates); absent: none shown.
 */
export function EventPage({ event, signup }: { event: EventDetail; signup?: { date: string | undefined } }) {
  const { t, i18n } = useLingui();
  const when = formatDateRange(event.date, event.endDate);
  return (
    <article aria-labelledby="event-title">
      <Link to="/events" className={classes.back}>
        <span aria-hidden="true">←</span> <Trans>Zréck op all Eventen</Trans>
      </Link>
      <div className={classes.media}>
        <ResponsiveImage
          className={classes.image}
          src={event.imageUrl}
          variants={event.imageVariants}
          alt=""
          sizes="(min-width: 75em) 1100px, 100vw"
          fallback={categoryArt(event.category)}
          width={1600}
          height={900}
          eager
        />
        {event.featured && (
          <Badge className={classes.featured} color="amber.4" c="#2b1630" size="xl">
            <Trans>Highlight</Trans>
          </Badge>
        )}
      </div>
      <div className={classes.layout}>
        <div>
          <Group gap="xs">
            <Badge variant="outline" color="wine.8" {...fallbackLang(event, "category")}>
              {event.category}
            </Badge>
            {event.featured && <VisuallyHidden>{t`Op der Startsäit`}</VisuallyHidden>}
          </Group>
          <Title order={1} id="event-title" className={classes.title} {...fallbackLang(event, "title")}>
            {event.title}
          </Title>
          <Text className={classes.description} component="div" {...fallbackLang(event, "description")}>
            {event.description || <Trans>Méi Detailer kommen nach.</Trans>}
          </Text>
        </div>
        <aside className={classes.panel} aria-label={t`Wéini a wou`}>
          <Stack gap="lg">
            <Fact icon={<CalendarIcon />} label={t`Wéini`}>
              <time dateTime={event.date}>{when}</time>
            </Fact>
            {event.location && (
              <Fact icon={<PinIcon />} label={t`Wou`}>
                <span {...placeLang(i18n.locale)}>{event.location}</span>
                <br />
                <a
                  className={classes.mapLink}
                  href={mapSearchUrl(event.location)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Op der Kaart weisen</Trans>
                  <VisuallyHidden>{t` (nei Fënster)`}</VisuallyHidden>
                </a>
              </Fact>
            )}
            <Fact icon={<TagIcon />} label={t`Kategorie`}>
              <span {...fallbackLang(event, "category")}>{event.category}</span>
            </Fact>
            {signup && <SignupBox id={event.id} date={signup.date} />}
            <EventActions event={event} />
          </Stack>
        </aside>
      </div>
    </article>
  );
}
