// The public pages, declared once: the header's navigation, the 404 page's ways out, the sitemap
// (with each page's lastmod), the host's page list (site.ts: which paths it renders) and the byte
// budget's page list (packages/perf) all read this table. No React here: the host imports it
// through site.ts. site.test.ts holds it against the router's routes (a route that is no page
// here fails it), and the header's labels are a record over NAV_PAGES (a page without its label,
// or a label for a page not here, fails the typecheck).
import type { SitemapContent } from "@jugendclub/api";
import type { FormName } from "./features/forms/definitions.js";

export interface SitePage {
  /** Its path in Luxembourgish; every other language has it under its prefix (/fr/events). */
  path: `/${string}`;
  /** Whether the header's navigation (and the 404 page) links it. */
  nav: boolean;
  /** The content it shows: its sitemap lastmod is their latest change (none: no lastmod). */
  shows: readonly SitemapContent[];
  /** The forms it holds: each is sent to the page itself too, as a plain POST (no scripts needed). */
  forms?: readonly FormName[];
  /**
   * Whether the page is HTML with islands rather than the app: the browser loads no React, no
   * component library, no router, only the few parts a visitor interacts with (islands/). Its
   * links are plain page loads, its forms post to the page. The others still load the app.
   */
  islands?: boolean;
}

export const SITE_PAGES = [
  { path: "/", nav: true, shows: ["event", "sponsor"], islands: true },
  { path: "/events", nav: true, shows: ["event", "eventCategory"], islands: true },
  { path: "/photos", nav: true, shows: ["photoCategory", "photo"], islands: true },
  { path: "/sponsors", nav: true, shows: ["sponsor"], forms: ["sponsor"], islands: true },
  { path: "/contact", nav: true, shows: ["committeeMember"], forms: ["membership"], islands: true },
  // The privacy notice is a setting, not content: no lastmod rather than a made-up one.
  { path: "/privacy", nav: false, shows: [], islands: true },
] as const satisfies readonly SitePage[];

type Page = (typeof SITE_PAGES)[number];
export type PublicPage = Page["path"];
/** A page the navigation links. */
export type NavPage = Extract<Page, { nav: true }>["path"];

/** The public pages' paths, in the table's order. */
export const PUBLIC_PAGES: readonly PublicPage[] = SITE_PAGES.map((page) => page.path);

/** The pages the header's navigation links, in its order. */
export const NAV_PAGES = SITE_PAGES.filter((page): page is Extract<Page, { nav: true }> => page.nav).map(
  (page) => page.path,
);

/** The pages that take a form's plain POST, in Luxembourgish (site.ts gives every language's address). */
export const FORM_PAGES: readonly PublicPage[] = SITE_PAGES.filter(
  (page: SitePage) => (page.forms ?? []).length > 0,
).map((page) => page.path);

/** The pages that are HTML with islands, without the app, in Luxembourgish (site.ts: islandsPage). */
export const ISLAND_PAGES: readonly PublicPage[] = SITE_PAGES.filter((page: SitePage) => page.islands === true).map(
  (page) => page.path,
);
