import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Code, Group, Paper, Text, Title } from "@mantine/core";
import { useRef } from "react";
import { feedLinks } from "../../lib/calendar-links.js";
import { useSiteUrl } from "../../lib/site-url.js";
import { useIsland } from "../../lib/use-island.js";

/** 'Kalenner abonnéieren': the events feed by webcal:// (one tap on a phone) and its link to copy. */
export function CalendarSubscribe() {
  const { t } = useLingui();
  const { https, webcal } = feedLinks(useSiteUrl());
  const copy = useRef<HTMLButtonElement>(null);
  useIsland(copy, "share");
  return (
    <Paper component="section" mt={56} p="lg" radius="lg" withBorder bg="#fff8f1" aria-labelledby="subscribe-title">
      <Title order={2} fz="h4" id="subscribe-title">
        <Trans>Kalenner abonnéieren</Trans>
      </Title>
      <Text c="#5c4a5e" mt={4} maw={640}>
        <Trans>
          All eis Eventen an Ärem Kalenner (Google, Apple, Outlook): nei Eventen an Ännerunge kommen eleng derbäi.
        </Trans>
      </Text>
      <Group mt="md" gap="sm">
        <Button component="a" href={webcal}>
          <Trans>Kalenner abonnéieren</Trans>
        </Button>
        <Button
          ref={copy}
          variant="outline"
          data-island="share"
          data-url={https}
          data-copied={t`Link kopéiert`}
          data-copy-failed={t`Kopéieren huet net geklappt`}
        >
          <Trans>Link kopéieren</Trans>
        </Button>
      </Group>
      <Text size="sm" c="#5c4a5e" mt="sm">
        <Trans>Link fir ze kopéieren:</Trans> <Code style={{ overflowWrap: "anywhere" }}>{https}</Code>
      </Text>
    </Paper>
  );
}
