import type { PublicLocale } from "@jugendclub/api/locales";
import { oncePerSeries, seriesIn } from "@jugendclub/api/recurrence";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useContentLanguage } from "../../lib/content-language.js";
import { filterEvents, splitByTime } from "../../lib/events-filter.js";
import { shownCount } from "../../lib/shown-count.js";
import { trpc } from "../../trpc.js";
import type { ClubEvent } from "../types.js";

/** Cards per part at first, and added by each 'more'. */
export const EVENTS_PAGE = 12;
/** The most cards of a part an address may ask for (the overview's own limit). */
const MOST_SHOWN = 500;

export type PartName = "upcoming" | "past";

/** How many cards of each part the page shows: the address's ?upcoming=, ?past= (a page each by default). */
export interface Shown {
  upcoming: number;
  past: number;
}

/** A part's count from the address: a whole number from a page up to the overview's limit, else undefined. */
export function shownEvents(value: unknown): number | undefined {
  return shownCount(value, EVENTS_PAGE, MOST_SHOWN);
}
export interface EventsView {
  total: number;
  upcoming: { items: ClubEvent[]; total: number };
  past: { items: ClubEvent[]; total: number };
}
const EMPTY: EventsView = { total: 0, upcoming: { items: [], total: 0 }, past: { items: [], total: 0 } };

/** The overview's input as the route loader and the page both ask for it (one cache entry). */
export const overviewInput = (lang: PublicLocale, upcoming = EVENTS_PAGE, past = EVENTS_PAGE) => ({
  upcoming,
  past,
  lang,
});

/**
 * What the events page shows, `limits` cards of each part. Unfiltered, the server's overview: the next and the latest events,
 * a page of each, so the page costs the same with 10 events or 10 000. With a search or a
 * category, every event is loaded once and filtered here, as the spec has it (search is
 * client-side), and still shown a page at a time.
 */
export function useEventsView(q: string, category: string, limits: Shown) {
  const queryClient = useQueryClient();
  const lang = useContentLanguage();
  const filtering = q.trim() !== "" || category !== "";

  const overview = useQuery({
    ...trpc.events.overview.queryOptions(
      filtering ? overviewInput(lang) : overviewInput(lang, limits.upcoming, limits.past),
    ),
    placeholderData: keepPreviousData,
  });
  const list = useQuery({ ...trpc.events.list.queryOptions({ lang }), enabled: filtering });

  let view: EventsView | null = null;
  if (!filtering) {
    if (overview.data) view = overview.data;
    else if (overview.isError) view = EMPTY;
  } else if (list.data) {
    // As in the overview: a series once, by its next date, or its last when none is to come.
    const split = splitByTime(filterEvents(list.data, q, category));
    const upcoming = oncePerSeries(split.upcoming);
    const past = oncePerSeries(split.past, seriesIn(upcoming));
    view = {
      total: upcoming.length + past.length,
      upcoming: { items: upcoming.slice(0, limits.upcoming), total: upcoming.length },
      past: { items: past.slice(0, limits.past), total: past.length },
    };
  } else if (list.isError) view = EMPTY;

  return {
    view,
    categories: overview.data?.categories ?? [],
    /** Whether the list shown is the previous one while the next arrives ('more' in the app). */
    loadingMore: !filtering && overview.isPlaceholderData,
    /** Starts loading every event as soon as a visitor reaches for the search or the filter. */
    prefetchAll: () => void queryClient.prefetchQuery(trpc.events.list.queryOptions({ lang })),
  };
}
