import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { loadNotifications, notificationsWanted } from "../lib/notify.js";
import { focusToastOnF8 } from "../lib/plain-toast.js";

const Notifications = lazy(async () => ({ default: (await loadNotifications()).Notifications }));

/** The toast container, mounted with the first toast (see notify); the store keeps that toast. */
export function DeferredNotifications() {
  const wanted = useSyncExternalStore(
    notificationsWanted.subscribe,
    notificationsWanted.get,
    notificationsWanted.getServer,
  );
  useEffect(() => {
    window.addEventListener("keydown", focusToastOnF8);
    return () => window.removeEventListener("keydown", focusToastOnF8);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={1} autoClose={5000} />
    </Suspense>
  );
}
