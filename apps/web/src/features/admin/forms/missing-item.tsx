import { Trans } from "@lingui/react/macro";
import { Paper, Stack, Text } from "@mantine/core";
import { ButtonLink } from "../button-link.js";

/** An edit page whose item does not exist: says so, and leads back to the lists. */
export function MissingItem() {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="lg" bg="#fff" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fw={700} size="lg">
          <Trans>Diesen Eintrag gibt es nicht (mehr).</Trans>
        </Text>
        <Text c="#5c4a5e">
          <Trans>
            Vielleicht wurde er gelöscht, oder der Link ist falsch. In der Übersicht finden Sie alle Einträge.
          </Trans>
        </Text>
        <ButtonLink to="/admin" mt="xs">
          <Trans>Zur Übersicht</Trans>
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
