import { eventPath } from "@jugendclub/api/slug";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Card, Group, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { categoryArt } from "../../lib/category-art.js";
import { calendarParts, formatDateTime } from "../../lib/format-date.js";
import { fallbackLang, placeLang } from "../../lib/untranslated.js";
import type { ClubEvent } from "../types.js";
import classes from "./event-card.module.css";
import { useSeriesLine } from "./series-line.js";

interface Props {
  event: ClubEvent;
  headingLevel?: 2 | 3;
  /** Cards in the first screen load their picture at once: it is the page's largest paint. */
  eager?: boolean;
}

export function EventCard({ event, headingLevel = 3, eager = false }: Props) {
  const { t, i18n } = useLingui();
  const day = calendarParts(event.date);
  const series = useSeriesLine(event);
  return (
    <Card className={classes.card} padding={0} radius="lg" withBorder component="article">
      <div className={classes.media}>
        <ResponsiveImage
          className={classes.image}
          src={event.imageUrl}
          variants={event.imageVariants}
          alt=""
          sizes="(min-width: 75em) 380px, (min-width: 48em) 50vw, 100vw"
          fallback={categoryArt(event.category)}
          width={800}
          height={534}
          eager={eager}
        />
        <div className={classes.date} aria-hidden="true">
          <span className={classes.day}>{day.day}</span>
          <span className={classes.month}>{day.month}</span>
        </div>
        {event.featured && (
          <Badge className={classes.featured} color="amber.4" c="#2b1630" size="lg">
            <Trans>Highlight</Trans>
          </Badge>
        )}
      </div>
      <div className={classes.body}>
        <Group gap="xs" mb={6}>
          <Badge variant="outline" color="wine.8" size="sm" {...fallbackLang(event, "category")}>
            {event.category}
          </Badge>
        </Group>
        <Title order={headingLevel} className={classes.title}>
          {/* The whole card is the link (::after covers it); the title is what it reads. */}
          <Link
            to="/events/$eventId"
            params={{ eventId: eventPath(event.id, event.title).slice("/events/".length) }}
            search={event.occurrence ? { date: event.occurrence } : {}}
            className={classes.link}
            {...fallbackLang(event, "title")}
          >
            {event.title}
          </Link>
        </Title>
        <Text className={classes.meta}>
          <time dateTime={event.date}>{series ?? formatDateTime(event.date)}</time>
          {event.location && (
            <>
              {" · "}
              <span {...placeLang(i18n.locale)}>{event.location}</span>
            </>
          )}
        </Text>
        {event.description && (
          <Text className={classes.description} lineClamp={3} {...fallbackLang(event, "description")}>
            {event.description}
          </Text>
        )}
        <span className={classes.hidden}>{event.featured ? t`Op der Startsäit` : ""}</span>
      </div>
    </Card>
  );
}
