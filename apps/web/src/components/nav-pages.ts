import { useLingui } from "@lingui/react/macro";
import { NAV_PAGES, type NavPage } from "../site-pages.js";

/**
 * The pages the navigation links (site-pages.ts), each under its name and with a word on what it
 * holds: the header shows the names, the 404 page both. A record over the table's pages, so a page
 * without its name, or a name for a page not in the table, fails the typecheck.
 */
export function useNavPages(): { to: NavPage; label: string; hint: string }[] {
  const { t } = useLingui();
  const ways: Record<NavPage, { label: string; hint: string }> = {
    "/": { label: t`Home`, hint: t`Wat leeft, an eis Highlights` },
    "/events": { label: t`Events`, hint: t`All Eventen vum Joer` },
    "/photos": { label: t`Fotos`, hint: t`Erënnerungen an Biller` },
    "/sponsors": { label: t`Sponsoren`, hint: t`Déi, déi eis ënnerstëtzen` },
    "/contact": { label: t`Kontakt`, hint: t`Member ginn oder schreiwen` },
  };
  return NAV_PAGES.map((to) => ({ to, ...ways[to] }));
}
