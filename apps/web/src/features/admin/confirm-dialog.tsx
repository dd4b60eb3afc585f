import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are ("Abbrechen" unless named). */
  cancelLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  /** The confirm button's colour: a dark red unless named (sending, not deleting, takes the theme's). */
  confirmColor?: string;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before anything is deleted (or sent). Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  disabled,
  confirmColor,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useLingui();
  return (
    <Modal closeButtonProps={{ "aria-label": t`Schließen` }} opened={opened} onClose={onClose} title={title} centered>
      {typeof children === "string" ? <Text>{children}</Text> : children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {cancelLabel ?? <Trans>Abbrechen</Trans>}
        </Button>
        <Button color={confirmColor ?? "red.8"} onClick={onConfirm} loading={busy} disabled={disabled}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
