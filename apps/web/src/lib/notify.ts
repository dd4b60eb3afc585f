import type { NotificationData } from "@mantine/notifications";
import { plainToast } from "./plain-toast.js";

/** Mantine's notifications package: the store and the toast container, loaded on first use. */
export const loadNotifications = () => import("@mantine/notifications");

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast. Mantine's notifications (the store, the toast container and its transitions)
 * load with the first toast, not with every page: most visits never raise one, and mounting the
 * container cost a long task on a phone right after the page was hydrated. If that code cannot be
 * loaded (tried twice), the toast is shown without it (plainToast): a message is never swallowed.
 */
export function notify(data: NotificationData, options: { replace?: boolean } = {}): void {
  loadNotifications()
    .catch(() => loadNotifications())
    .then(
      ({ notifications }) => {
        // One toast at a time (the spec): a form's new outcome replaces its old one at once,
        // rather than waiting in the queue behind it.
        if (options.replace) notifications.clean();
        notifications.show(data);
        if (!wanted) {
          wanted = true;
          for (const listener of listeners) listener();
        }
      },
      () => plainToast(data),
    );
}

/** Whether a toast has been raised, so the toast container is needed (for useSyncExternalStore). */
export const notificationsWanted = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
  getServer: (): boolean => false,
};
