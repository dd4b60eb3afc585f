import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { useState } from "react";
import { DeleteAllDialog } from "../../delete-all-dialog.js";

/** The end of the account tab: what cannot be undone, set apart in red, behind a typed confirmation. */
export function DangerZone() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      bg="#fff"
      component="section"
      aria-label={t`Gefahrenzone`}
      style={{ borderColor: "#c0262d" }}
    >
      <Title order={2} fz="h4" mb="xs" c="#a3212a">
        <Trans>Gefahrenzone</Trans>
      </Title>
      <Group justify="space-between" align="center" gap="md">
        <Text size="sm" c="#5c4a5e" maw={520}>
          <Trans>
            Löscht alle Events, Sponsoren, Komiteemitglieder und Foto-Kategorien mit ihren Fotos. Das kann nicht
            rückgängig gemacht werden.
          </Trans>
        </Text>
        <Button color="red.8" onClick={() => setOpen(true)}>
          Alle Daten löschen
        </Button>
      </Group>
      <DeleteAllDialog opened={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
