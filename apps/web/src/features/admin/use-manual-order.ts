import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../lib/notify.js";

// Order by hand in an admin list: drag and drop (native HTML5) and, for the keyboard, move up and
// move down buttons. The list shows the new order at once, sends every id in it (PUT .../order),
// keeps the focus on the moved item's button and says the new place in a polite live region; if
// the server refuses, the old order comes back with a message.

export interface Orderable {
  id: number;
  title: string;
  /** Items move only among items of the same group (a sponsor's type); absent: one group. */
  group?: string;
}

export function useManualOrder<T extends Orderable>(
  items: T[],
  save: ((ids: number[]) => Promise<unknown>) | undefined,
) {
  const { t } = useLingui();
  const [order, setOrder] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const focusAfter = useRef<{ id: number; direction: "up" | "down" } | null>(null);
  // The server's order wins whenever it changes (a new item, a reload).
  const serverKey = items.map((item) => item.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the server's order changes
  useEffect(() => setOrder(null), [serverKey]);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order ? order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined) : items;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const row = document.querySelector(`[data-item-id="${target.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not([disabled])`);
    (wanted ?? row?.querySelector<HTMLButtonElement>("[data-move]:not([disabled])"))?.focus();
  });

  const siblings = (list: T[], item: T) => list.filter((other) => other.group === item.group);

  const commit = async (next: T[], moved: T) => {
    const previous = order;
    setOrder(next.map((item) => item.id));
    const group = siblings(next, moved);
    const place = group.findIndex((item) => item.id === moved.id) + 1;
    setAnnouncement(t`„${moved.title}“ ist jetzt an Stelle ${place} von ${group.length}.`);
    try {
      await save?.(next.map((item) => item.id));
    } catch {
      setOrder(previous);
      setAnnouncement(t`Die Reihenfolge konnte nicht gespeichert werden.`);
      notify({
        color: "red.8",
        message: t`Die Reihenfolge konnte nicht gespeichert werden. Bitte die Seite neu laden.`,
      });
    }
  };

  /** Moves an item one place up (-1) or down (+1) within its group. */
  const move = (id: number, delta: -1 | 1) => {
    const item = byId.get(id);
    if (!item) return;
    const group = siblings(shown, item);
    const at = group.findIndex((other) => other.id === id);
    const swapWith = group[at + delta];
    if (!swapWith) return;
    const next = [...shown];
    const a = next.indexOf(item);
    const b = next.indexOf(swapWith);
    next[a] = swapWith;
    next[b] = item;
    focusAfter.current = { id, direction: delta < 0 ? "up" : "down" };
    void commit(next, item);
  };

  /** Whether the item can move that way (it is not first or last of its group). */
  const canMove = (id: number, delta: -1 | 1) => {
    const item = byId.get(id);
    if (!item) return false;
    const group = siblings(shown, item);
    const at = group.findIndex((other) => other.id === id);
    return group[at + delta] !== undefined;
  };

  /** The drag-and-drop handlers of one row. */
  const dragProps = (item: T) =>
    save
      ? {
          draggable: true,
          "data-dragging": dragged === item.id || undefined,
          onDragStart: (event: React.DragEvent) => {
            setDragged(item.id);
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", String(item.id));
          },
          onDragEnd: () => setDragged(null),
          onDragOver: (event: React.DragEvent) => {
            const from = dragged === null ? undefined : byId.get(dragged);
            if (from && from.group === item.group) event.preventDefault();
          },
          onDrop: (event: React.DragEvent) => {
            event.preventDefault();
            const from = dragged === null ? undefined : byId.get(dragged);
            setDragged(null);
            if (!from || from.id === item.id || from.group !== item.group) return;
            const next = shown.filter((other) => other.id !== from.id);
            const target = next.indexOf(item);
            const downwards = shown.indexOf(from) < shown.indexOf(item);
            next.splice(downwards ? target + 1 : target, 0, from);
            void commit(next, from);
          },
        }
      : {};

  return { shown, move, canMove, dragProps, announcement };
}
