import { Trans } from "@lingui/react/macro";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import type { ContactMessage } from "../../types.js";

/** An opened message: how to reach the sender, the applicant's age and parent, and the whole text. */
export function MessageDetails({ message: m }: { message: ContactMessage }) {
  const hasParent = Boolean(m.parentName || m.parentEmail);
  return (
    <Stack gap="xs" mt="sm">
      <Group gap="md">
        <Anchor href={`mailto:${m.email}`} size="sm">
          {m.email}
        </Anchor>
        {m.phone && (
          <Anchor href={`tel:${m.phone}`} size="sm">
            {m.phone}
          </Anchor>
        )}
        {m.company && <Text size="sm">{m.company}</Text>}
      </Group>
      {m.age !== null ? (
        <Text size="sm">{m.age === 1 ? <Trans>Alter: 1 Jahr</Trans> : <Trans>Alter: {m.age} Jahre</Trans>}</Text>
      ) : (
        m.underSixteen !== null && (
          <Text size="sm">
            {m.underSixteen ? (
              <Trans>Alter: unter 16 (eigene Angabe)</Trans>
            ) : (
              <Trans>Alter: 16 oder älter (eigene Angabe)</Trans>
            )}
          </Text>
        )
      )}
      {hasParent && (
        <Text size="sm">
          <Trans>Elternteil: {m.parentName}</Trans>{" "}
          {m.parentEmail && (
            <Anchor href={`mailto:${m.parentEmail}`} style={{ textDecoration: "underline" }}>
              {m.parentEmail}
            </Anchor>
          )}
          {" · "}
          {m.parentConsent ? <Trans>Zustimmung gegeben</Trans> : <Trans>Keine Zustimmung</Trans>}
        </Text>
      )}
      <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{m.message}</Text>
    </Stack>
  );
}
