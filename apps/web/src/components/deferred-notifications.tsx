import { lazy, Suspense, useEffect, useState } from "react";

// The toast container and its transition library load after the page is interactive: no toast
// can be due before a visitor has acted, and toasts raised earlier wait in Mantine's store.
const Notifications = lazy(async () => ({ default: (await import("@mantine/notifications")).Notifications }));

export function DeferredNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={1} autoClose={5000} />
    </Suspense>
  );
}
