import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useDocumentMeta } from "../lib/use-document-meta.js";

export function NotFound() {
  const { t } = useLingui();
  useDocumentMeta(t`Säit net fonnt`, t`Dës Säit gëtt et net.`, { noindex: true });
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={96} fw={900} c="wine.7" lh={1}>
          404
        </Text>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="#5c4a5e">
          <Trans>Dës Säit gëtt et net oder net méi.</Trans>
        </Text>
        <Button component={Link} to="/" size="md">
          <Trans>Zréck op d'Startsäit</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
