import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Image, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { notify } from "../../lib/notify.js";
import { ButtonLink } from "./button-link.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import classes from "./item-list.module.css";
import { type AdminKind, editLink } from "./kinds/index.js";
import { takeSaved } from "./last-saved.js";
import { useManualOrder } from "./use-manual-order.js";

/** A mark on a row about whether visitors see it (publishing/publishing-badges.ts). */
export interface ListFlag {
  label: string;
  tone: "draft" | "scheduled" | "period" | "inactive";
}

const FLAG_COLORS: Record<ListFlag["tone"], string> = {
  draft: "#5c4a5e",
  scheduled: "#1c5d99",
  period: "#3d5a3f",
  inactive: "#8a3b12",
};

export interface ListItem {
  id: number;
  title: string;
  description?: string;
  /** Role, type, category or date: shown as small badges. */
  meta?: string[];
  image?: string | null;
  /** Draft, scheduled, a sponsor's period: outlined badges. */
  flags?: ListFlag[];
  /** Visitors do not see it now: shown greyed. */
  muted?: boolean;
  /** Ordered by hand: items move only within their group (a sponsor's type). */
  group?: string;
  /** What the question before deleting says, where more than the item goes (an album's photos). */
  deleteText?: string;
  /** A button of the row's own before "Bearbeiten" (an event's sign-ups). */
  extra?: ReactNode;
}

interface Props {
  items: ListItem[];
  emptyText: string;
  /** Where the edit button leads (the kind's edit page), or what it does (a dialog). */
  edit: AdminKind | ((id: number) => void);
  onDelete(id: number): Promise<unknown>;
  deletedText: string;
  deleteFailedText: string;
  loading?: boolean;
  /** Ordered by hand: saves the ids in their new order (drag and drop, move up and down). */
  reorder?(ids: number[]): Promise<unknown>;
  /** Deleting moves into the trash: the toast offers "Rückgängig" (trash/use-undo.tsx). */
  undoToast?(id: number, text: string): void;
}

/** One admin list: title, short description, badges, and edit and delete buttons per row. */
export function ItemList(props: Props) {
  const { t } = useLingui();
  const { edit } = props;
  const [pending, setPending] = useState<ListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = useSavedItem(edit, props.loading);
  const order = useManualOrder(props.items, props.reorder);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await props.onDelete(pending.id);
      if (props.undoToast) props.undoToast(pending.id, props.deletedText);
      else notify({ color: "green.8", message: props.deletedText });
      setPending(null);
    } catch {
      notify({ color: "red.8", message: props.deleteFailedText });
    } finally {
      setBusy(false);
    }
  };
  if (props.loading) return <Text c="#5c4a5e">{t`Lädt...`}</Text>;
  return (
    <>
      {props.items.length === 0 ? (
        <Paper withBorder p="lg" radius="md" bg="#fff">
          <Text c="#5c4a5e">{props.emptyText}</Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {order.shown.map((item) => (
            <Paper
              component="li"
              key={item.id}
              {...order.dragProps(item)}
              withBorder
              p="md"
              radius="md"
              className={classes.item}
              data-item-id={item.id}
              data-saved={item.id === saved || undefined}
              data-muted={item.muted || undefined}
            >
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 16rem" }}>
                  {item.image !== undefined && (
                    <Image
                      src={item.image ?? "/placeholders/cover.svg"}
                      alt=""
                      w={56}
                      h={56}
                      radius="sm"
                      fit="cover"
                      loading="lazy"
                      style={{ flex: "none" }}
                    />
                  )}
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} lineClamp={1} c={item.muted ? "#5c4a5e" : undefined}>
                      {item.title}
                    </Text>
                    {item.id === saved && (
                      <Badge color="#2f7d32" radius="sm" tt="none" mb={2}>
                        <Trans>Gespeichert</Trans>
                      </Badge>
                    )}
                    {item.description ? (
                      <Text size="sm" c="#5c4a5e" lineClamp={2}>
                        {item.description}
                      </Text>
                    ) : null}
                    {item.flags && item.flags.length > 0 && (
                      <Group gap={6} mt={6}>
                        {item.flags.map((flag) => (
                          <Badge
                            key={flag.label}
                            variant="outline"
                            color={FLAG_COLORS[flag.tone]}
                            radius="sm"
                            tt="none"
                            data-flag={flag.tone}
                          >
                            {flag.label}
                          </Badge>
                        ))}
                      </Group>
                    )}
                    {item.meta && item.meta.length > 0 && (
                      <Group gap={6} mt={6}>
                        {item.meta.map((m) => (
                          <Badge key={m} variant="light" color="wine" radius="sm" tt="none">
                            {m}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </div>
                </Group>
                <Group gap="xs">
                  {props.reorder && (
                    <>
                      <span className={classes.handle} aria-hidden="true" title={t`Ziehen zum Verschieben`}>
                        ⠿
                      </span>
                      <Button
                        variant="default"
                        size="sm"
                        data-move="up"
                        disabled={!order.canMove(item.id, -1)}
                        onClick={() => order.move(item.id, -1)}
                        aria-label={t`${item.title} nach oben verschieben`}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="default"
                        size="sm"
                        data-move="down"
                        disabled={!order.canMove(item.id, 1)}
                        onClick={() => order.move(item.id, 1)}
                        aria-label={t`${item.title} nach unten verschieben`}
                      >
                        ↓
                      </Button>
                    </>
                  )}
                  {item.extra}
                  {typeof edit === "string" ? (
                    <ButtonLink
                      {...editLink(edit, item.id)}
                      variant="light"
                      size="sm"
                      aria-label={t`${item.title} bearbeiten`}
                    >
                      <Trans>Bearbeiten</Trans>
                    </ButtonLink>
                  ) : (
                    <Button
                      variant="light"
                      size="sm"
                      onClick={() => edit(item.id)}
                      aria-label={t`${item.title} bearbeiten`}
                    >
                      <Trans>Bearbeiten</Trans>
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    color="red.8"
                    size="sm"
                    onClick={() => setPending(item)}
                    aria-label={t`${item.title} löschen`}
                  >
                    <Trans>Löschen</Trans>
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {props.reorder && (
        <VisuallyHidden aria-live="polite" role="status">
          {order.announcement}
        </VisuallyHidden>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={t`Wirklich löschen?`}
        confirmLabel={t`Löschen`}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending
          ? (pending.deleteText ??
            (props.undoToast
              ? t`„${pending.title}" kommt in den Papierkorb und kann dort 30 Tage lang wiederhergestellt werden.`
              : t`„${pending.title}" wird endgültig gelöscht.`))
          : ""}
      </ConfirmDialog>
    </>
  );
}

/**
 * The item that a create or edit page of this kind has just saved: once the list is there, it
 * scrolls into view, and stays marked while the list is on screen.
 */
function useSavedItem(edit: Props["edit"], loading: boolean | undefined): number | null {
  const [saved, setSaved] = useState<number | null>(null);
  useEffect(() => {
    if (typeof edit !== "string" || loading) return;
    const id = takeSaved(edit);
    if (id !== null) setSaved(id);
  }, [edit, loading]);
  useEffect(() => {
    if (saved === null) return;
    const element = document.querySelector(`[data-item-id="${saved}"]`);
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element?.scrollIntoView({ block: "center", behavior: calm ? "auto" : "smooth" });
  }, [saved]);
  return saved;
}
