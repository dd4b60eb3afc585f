import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import classes from "./route-progress.module.css";

/** How long a route load may take before the bar shows: fast loads never flicker. */
export const PROGRESS_DELAY_MS = 150;

/** A slim bar at the top of the window while the router loads the next page's code or data. */
export function RouteProgress() {
  const { t } = useLingui();
  // A navigation: a page was on screen and another is on its way. Not the start-up, which shows
  // the server's page (or the admin area's own loader) while it loads.
  const loading = useRouterState({
    select: (state) =>
      (state.isLoading || state.status === "pending") &&
      state.resolvedLocation !== undefined &&
      state.resolvedLocation.href !== state.location.href,
  });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t`Säit gëtt gelueden`} data-route-progress />;
}
