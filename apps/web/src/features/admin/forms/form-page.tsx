import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Center, Container, Group, Loader, Paper, Stack, Title } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import type { FormEvent, ReactNode } from "react";
import { ButtonLink } from "../button-link.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { MissingItem } from "./missing-item.js";

export interface FormPageProps {
  title: string;
  mode: "create" | "edit";
  /** Edit pages: the item is still loading. */
  loading?: boolean;
  /** Edit pages: there is no item with this id (deleted, or a wrong link). */
  missing?: boolean;
  saving: boolean;
  /** An upload runs: saving waits for it. */
  uploading: boolean;
  onSubmit(): void;
  /** Whether the form holds changes that are not saved: leaving it then asks first. */
  unsaved(): boolean;
}

/** The frame of every create and edit page: Back to /admin, the form, Cancel and Submit. */
export function FormPage({
  title,
  mode,
  loading,
  missing,
  saving,
  uploading,
  onSubmit,
  unsaved,
  children,
}: FormPageProps & { children: ReactNode }) {
  const { t } = useLingui();
  // '← Zurück', 'Abbrechen', a link in the header or the browser's back button: a form with
  // unsaved changes asks before they are lost (closing the tab gets the browser's own question).
  const leaving = useBlocker({ shouldBlockFn: () => unsaved(), enableBeforeUnload: unsaved, withResolver: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving && !uploading) onSubmit();
  };
  return (
    <Container size="sm" py={40}>
      <ConfirmDialog
        opened={leaving.status === "blocked"}
        title={t`Änderungen verwerfen?`}
        confirmLabel={t`Verwerfen`}
        cancelLabel={t`Weiter bearbeiten`}
        onConfirm={() => leaving.proceed?.()}
        onClose={() => leaving.reset?.()}
      >
        {t`Was Sie in diesem Formular geändert haben, ist noch nicht gespeichert.`}
      </ConfirmDialog>
      <ButtonLink to="/admin" variant="subtle" px={0} mb="md">
        ← <Trans>Zurück</Trans>
      </ButtonLink>
      <Title order={1} fz="h2" mb="lg">
        {title}
      </Title>
      {missing ? (
        <MissingItem />
      ) : loading ? (
        <Center py={60}>
          <Stack align="center" gap="xs">
            <Loader color="wine" />
            <Trans>Lädt...</Trans>
          </Stack>
        </Center>
      ) : (
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="lg" bg="#fff">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {children}
              <Group justify="flex-end" mt="sm">
                <ButtonLink to="/admin" variant="default">
                  <Trans>Abbrechen</Trans>
                </ButtonLink>
                <Button type="submit" loading={saving} disabled={uploading}>
                  {saving
                    ? mode === "create"
                      ? t`Wird erstellt...`
                      : t`Wird gespeichert...`
                    : mode === "create"
                      ? t`Erstellen`
                      : t`Speichern`}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Container>
  );
}
