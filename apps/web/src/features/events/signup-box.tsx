import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Text } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useContentLanguage } from "../../lib/content-language.js";
import { localizedPath } from "../../lib/locale.js";
import { trpc } from "../../trpc.js";
import classes from "./event-page.module.css";

/**
 * An event's sign-up, beside when and where: the places left (or full, with the waiting list) and
 * the way to the sign-up page (/signup?event=, plain HTML that works without scripts).
 */
export function SignupBox({ id, date }: { id: number; date: string | undefined }) {
  const { t } = useLingui();
  const lang = useContentLanguage();
  // Filled by the page's loader (routes/events_.$eventId.tsx), with the same input.
  const { data } = useSuspenseQuery(trpc.signups.overview.queryOptions({ id, lang, ...(date ? { date } : {}) }));
  const href = localizedPath(lang, `/signup?event=${id}${date ? `&date=${date}` : ""}`);
  // An event with shifts and no places of its own: the places of its shifts together.
  const shifts = data.capacity === null && data.shifts.length > 0 ? data.shifts : null;
  const left = shifts?.every((shift) => shift.left !== null)
    ? shifts.reduce((sum, shift) => sum + (shift.left ?? 0), 0)
    : data.left;
  const full = left !== null && left <= 0;
  const places = left === null ? t`Plazen fräi` : full ? t`Ausgebucht · Waardelëscht` : t`nach ${left} Plazen fräi`;
  return (
    <section className={classes.signup} aria-labelledby="signup-title">
      <Stack gap="xs">
        <Text fw={700} id="signup-title">
          <Trans>Umeldung</Trans>
        </Text>
        <Text className={classes.places}>{places}</Text>
        {data.open ? (
          <Button component="a" href={href} size="md" fullWidth>
            {full ? t`Op d'Waardelëscht` : t`Umellen`}
          </Button>
        ) : (
          <Text c="dimmed">
            <Trans>D'Umeldung ass zou.</Trans>
          </Text>
        )}
      </Stack>
    </section>
  );
}
