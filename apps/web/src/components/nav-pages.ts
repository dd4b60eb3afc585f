import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { NAV_PAGES, type NavPage } from "../site-pages.js";

/** A page's name in the navigation and its word on what it holds: its route's `staticData.nav`. */
export interface NavLabel {
  label: MessageDescriptor;
  hint: MessageDescriptor;
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** A page the navigation links (site-pages.ts) names itself here; src/site.test.ts checks each does. */
    nav?: NavLabel;
  }
}

/**
 * The pages the navigation links (site-pages.ts), each under its name and with a word on what it
 * holds, as its route declares them (`staticData.nav`): the header shows the names, the 404 page
 * both. A page of the table whose route names none is left out here and fails src/site.test.ts.
 */
export function useNavPages(): { to: NavPage; label: string; hint: string }[] {
  const { i18n } = useLingui();
  const { routesByPath } = useRouter();
  return NAV_PAGES.flatMap((to) => {
    const nav = routesByPath[to].options.staticData?.nav;
    return nav ? [{ to, label: i18n._(nav.label), hint: i18n._(nav.hint) }] : [];
  });
}
