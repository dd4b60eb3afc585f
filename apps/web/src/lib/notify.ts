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

/**
 * Takes down the toasts on screen: a form that went through after an error says so in its own
 * thank-you panel, and the old error must not stay beside it. Loads nothing when no toast was shown.
 */
export function clearToasts(): void {
  for (const toast of document.querySelectorAll(".plain-toast")) toast.remove();
  if (!wanted) return;
  loadNotifications().then(
    ({ notifications }) => notifications.clean(),
    () => undefined,
  );
}

/**
 * F8 moves focus to the toast on screen (the spec, section 4), so a keyboard or screen-reader user
 * can read it and close it; without a toast, F8 does nothing.
 */
export function focusToastOnF8(event: KeyboardEvent): void {
  if (event.key !== "F8") return;
  const toast = document.querySelector<HTMLElement>(".mantine-Notification-root");
  if (!toast) return;
  event.preventDefault();
  if (!toast.hasAttribute("tabindex")) toast.setAttribute("tabindex", "-1");
  toast.focus();
}

/** Loads the toast code ahead of a likely toast, such as when a visitor starts filling in a form. */
export function preloadNotifications(): void {
  loadNotifications().catch(() => undefined);
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
