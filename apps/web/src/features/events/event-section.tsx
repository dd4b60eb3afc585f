import { Trans } from "@lingui/react/macro";
import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Columns } from "../../components/columns.js";
import type { ClubEvent } from "../types.js";
import { EventCard } from "./event-card.js";
import { EVENTS_PAGE, type PartName } from "./use-events-view.js";

interface Props {
  id: string;
  title: string;
  /** The events shown, and how many this part has in all. */
  items: ClubEvent[];
  total: number;
  /** Cards whose picture loads at once: the first screen's. */
  eagerCount?: number;
  muted?: boolean;
  /** Which part this is: 'more' asks the address for more of it (?upcoming=24, ?past=24). */
  part: PartName;
  /** The address's other parameters, which 'more' keeps (the search, the category, the other part). */
  keep: Record<string, string | number | undefined>;
  /** In the app: shows `next` cards of this part (the address follows). */
  onMore: (next: number) => void;
  loadingMore: boolean;
}

/** One part of the events page (upcoming or past): a grid of cards and a button for more. */
export function EventSection({
  id,
  title,
  items,
  total,
  eagerCount = 0,
  muted = false,
  part,
  keep,
  onMore,
  loadingMore,
}: Props) {
  const grid = useRef<HTMLDivElement>(null);
  // After 'more', focus goes to the first new card, so keyboard and screen-reader users read on
  // from there (the button may be gone once everything is shown).
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    const card = grid.current?.querySelectorAll("article")[from];
    if (!card) return;
    card.setAttribute("tabindex", "-1");
    card.focus();
  }, [items.length]);

  if (items.length === 0) return null;
  const shown = items.length;
  // As text: Lingui formats a number with Intl.NumberFormat (see event-count.tsx).
  const shownText = String(shown);
  const totalText = String(total);
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mt={muted ? 56 : "xl"} mb="md" fz="h3" c={muted ? "#5c4a5e" : undefined}>
        {title}
      </Title>
      <Columns ref={grid} cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {items.map((event, index) => (
          <EventCard key={`${event.id}-${event.occurrence ?? ""}`} event={event} eager={index < eagerCount} />
        ))}
      </Columns>
      {shown < total && (
        <Center mt="xl">
          <Stack align="center" gap="xs">
            <Text c="#5c4a5e" size="sm">
              <Trans>
                {shownText} vun {totalText} gewisen
              </Trans>
            </Text>
            {/* A GET form: without scripts it loads the page with more (at this part's title); on
                a page with islands the swap island brings them in and focuses the first new card. */}
            <form
              method="get"
              action={`#${id}`}
              data-island="swap"
              data-swap="events-count events-results"
              data-focus-new={`section[aria-labelledby=${id}] article`}
              onSubmit={(event) => {
                event.preventDefault();
                focusFrom.current = shown;
                onMore(shown + EVENTS_PAGE);
              }}
            >
              {Object.entries(keep).map(([name, value]) =>
                value === undefined || value === "" ? null : (
                  <input key={name} type="hidden" name={name} value={value} />
                ),
              )}
              <Button type="submit" name={part} value={shown + EVENTS_PAGE} variant="outline" loading={loadingMore}>
                <Trans>Méi Eventen</Trans>
              </Button>
            </form>
          </Stack>
        </Center>
      )}
    </section>
  );
}
