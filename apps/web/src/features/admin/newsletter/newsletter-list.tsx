import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, type AnchorProps, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";
import { formatDateTime } from "../../../lib/format-date.js";
import { trpc } from "../../../trpc.js";
import { ButtonLink } from "../button-link.js";
import { TabHeader } from "../tabs/tab-header.js";
import { NewsletterStatusBadge } from "./status-badge.js";

/** A Mantine anchor that is a router link (its path and params checked against the routes). */
const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps>>(
    (props, ref) => <Anchor component="a" ref={ref} {...props} />,
  ),
);

/** Every newsletter, newest first: its subject (a link to it), its status; and "Neuer Newsletter". */
export function NewsletterList() {
  const { t } = useLingui();
  // While one is being sent, its count in the badge moves.
  const list = useQuery({
    ...trpc.newsletter.list.queryOptions(),
    refetchInterval: (query) => (query.state.data?.some((row) => row.status === "sending") ? 5000 : false),
  });
  return (
    <section aria-label={t`Newsletter`}>
      <TabHeader title={t`Newsletter`}>
        <ButtonLink to="/admin/newsletter/new">
          <Trans>Neuer Newsletter</Trans>
        </ButtonLink>
      </TabHeader>
      {list.isError ? (
        <Text c="red.9">{t`Die Newsletter konnten nicht geladen werden.`}</Text>
      ) : !list.data ? (
        <Text c="#5c4a5e">{t`Lädt...`}</Text>
      ) : list.data.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="#5c4a5e">
            <Trans>Noch keine Newsletter. Mit „Neuer Newsletter“ schreiben Sie den ersten.</Trans>
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.data.map((row) => {
            const created = formatDateTime(row.createdAt);
            return (
              <Paper component="li" key={row.id} withBorder radius="md" p="sm" data-newsletter={row.id}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
                    <AnchorLink
                      to="/admin/newsletter/$newsletterId"
                      params={{ newsletterId: String(row.id) }}
                      fw={700}
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {row.subject}
                    </AnchorLink>
                    <Text size="sm" c="#5c4a5e">
                      {row.kind === "digest" ? t`Event-Übersicht · erstellt am ${created}` : t`Erstellt am ${created}`}
                    </Text>
                  </div>
                  <Group gap={6}>
                    {row.kind === "digest" ? (
                      <Badge variant="light" color="gray" tt="none" radius="sm">
                        {t`Event-Übersicht`}
                      </Badge>
                    ) : null}
                    <NewsletterStatusBadge newsletter={row} />
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
