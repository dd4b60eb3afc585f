import { occurrences } from "@jugendclub/api/recurrence";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Fieldset, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { notify } from "../../../lib/notify.js";
import { trpc, trpcClient } from "../../../trpc.js";
import { serverErrorMessage } from "../../forms/server-errors.js";
import { ConfirmDialog } from "../confirm-dialog.js";

/** How many of a series' coming dates the form offers to change on their own. */
const SHOWN = 8;

/**
 * The next dates of a stored series, each with "Nur diesen Termin bearbeiten": that date leaves the
 * series (PATCH /events/{id}/occurrences/{date}) and opens as an event of its own, the other dates
 * staying as they are. Read from the stored series, not from unsaved changes in the form.
 */
export function SeriesDates({ id }: { id: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const event = useQuery(trpc.events.byId.queryOptions({ id, lang: "all" }));
  const [chosen, setChosen] = useState<{ date: string; start: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const stored = event.data;
  if (!stored?.recurrence) return null;
  const now = Date.now();
  const coming = occurrences(new Date(stored.date), stored.endDate ? new Date(stored.endDate) : null, stored.recurrence)
    .filter((occurrence) => occurrence.start.getTime() >= now)
    .slice(0, SHOWN);
  if (coming.length === 0) return null;

  const detach = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const own = await trpcClient.events.updateOccurrence.mutate({ id, date: chosen.date });
      setChosen(null);
      notify({ color: "green.8", message: t`Der Termin ist jetzt ein eigenes Event.` });
      await navigate({ to: "/admin/edit/$kind/$id", params: { kind: "event", id: String(own.id) } });
    } catch (error) {
      notify({ color: "red.8", message: serverErrorMessage(error, t`Der Termin konnte nicht gelöst werden.`) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Fieldset legend={t`Einzelne Termine`} radius="md">
      <Stack gap="xs">
        <Text size="sm" c="#5c4a5e">
          <Trans>Ein Termin soll anders sein (andere Zeit, anderer Ort, abgesagt)? Dann nur diesen bearbeiten.</Trans>
        </Text>
        <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {coming.map((occurrence) => {
            const start = occurrence.start.toISOString();
            return (
              <Group key={occurrence.date} component="li" justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">{formatDateTime(start)}</Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => setChosen({ date: occurrence.date, start })}
                  aria-label={t`Nur den Termin am ${formatDateTime(start)} bearbeiten`}
                >
                  {t`Nur diesen Termin bearbeiten`}
                </Button>
              </Group>
            );
          })}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={chosen !== null}
        title={t`Nur diesen Termin bearbeiten?`}
        confirmLabel={t`Termin lösen und bearbeiten`}
        busy={busy}
        onConfirm={() => void detach()}
        onClose={() => setChosen(null)}
      >
        {chosen
          ? t`Der Termin am ${formatDateTime(chosen.start)} wird aus der Serie gelöst und ein eigenes Event, das Sie dann ändern können. Die anderen Termine bleiben, wie sie sind.`
          : ""}
      </ConfirmDialog>
    </Fieldset>
  );
}
