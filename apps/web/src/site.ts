// What the host (apps/server) and the checks (packages/perf) need to know of the web app, declared
// once: its pages (the table in site-pages.ts), and what the server build's entry exports. No React here, so the host imports
// it as it is (`@jugendclub/web/site`). src/site.test.ts holds it against the router's routes.
import type { AppRouter } from "@jugendclub/api";
import type { FormPost, FormStatus } from "./features/forms/form-post.js";
import { ADMIN_AREA, isAdminPath, localizedPath, PUBLIC_LOCALES, splitLocale } from "./lib/locale.js";
import { FORM_PAGES, ISLAND_PAGES, PUBLIC_PAGES } from "./site-pages.js";

export type { FormPost, SubmitResult } from "./features/forms/form-post.js";

/**
 * The public pages (site-pages.ts), rendered on the server with their data, in Luxembourgish at
 * their paths and in every other language under its prefix (/fr/events, /de/: lib/locale.ts).
 */
export { NAV_PAGES, PUBLIC_PAGES, SITE_PAGES, type SitePage } from "./site-pages.js";
export { localizedPath, PUBLIC_LOCALES, splitLocale };

/** Every address a public form is posted to without scripts: the form pages in every language. */
export function formAddresses(): string[] {
  return FORM_PAGES.flatMap((page) => PUBLIC_LOCALES.map((locale) => localizedPath(locale, page)));
}

/**
 * Public pages with a parameter, as the router names them: one page per event,
 * /events/<id>-<slug> (the bare /events/<id> and a wrong slug redirect to it).
 */
export const PUBLIC_PAGE_ROUTES = ["/events/$eventId"] as const;

/** The pages with a parameter that are HTML with islands (site-pages.ts: `islands`): an event's. */
const ISLAND_PAGE_ROUTES: readonly string[] = ["/events/$eventId"] satisfies (typeof PUBLIC_PAGE_ROUTES)[number][];

/** An event page's address: the id, and the slug after it. */
const EVENT_PAGE = /^\/events\/\d{1,10}(?:-[a-z0-9-]*)?$/;

/**
 * The query parameters each public page reads (its route's validateSearch keeps these alone;
 * site.test.ts holds the two together). A page is rendered and kept by its path and these, so
 * what a shared link adds (utm_source, fbclid, gclid) neither changes the page nor makes another
 * copy of it in the server's page cache.
 */
export const PAGE_SEARCH_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  "/events": ["q", "category", "upcoming", "past"],
  "/photos": ["category", "photo", "shown"],
  "/events/$eventId": ["date"],
};

/** A path's language and its page's path within it, without a trailing slash. */
function pageIn(path: string): { locale: string; page: string } {
  const { locale, path: inLocale } = splitLocale(path);
  return { locale, page: inLocale.length > 1 ? inLocale.replace(/\/+$/, "") : inLocale };
}

/** The public page a path shows, as PUBLIC_PAGES and PUBLIC_PAGE_ROUTES name it, or null. */
function publicPageOf(path: string): string | null {
  const { page } = pageIn(path);
  if ((PUBLIC_PAGES as readonly string[]).includes(page)) return page;
  return EVENT_PAGE.test(page) ? "/events/$eventId" : null;
}

/**
 * Whether a path (in any language) is a page served as HTML with islands, without the app: the
 * host renders it into the islands template, and the app leaves for it with a plain page load.
 */
export function islandsPage(path: string): boolean {
  const page = publicPageOf(path.split(/[?#]/)[0] ?? "/");
  return page !== null && ((ISLAND_PAGES as readonly string[]).includes(page) || ISLAND_PAGE_ROUTES.includes(page));
}

/** A query string part's name, decoded; "" when it cannot be. */
function parameterName(part: string): string {
  try {
    return decodeURIComponent((part.split("=")[0] ?? "").replace(/\+/g, " "));
  } catch {
    return "";
  }
}

/**
 * A public page's address as the page sees it: its path and only the query parameters it reads,
 * each written as it came (the router decodes them itself), in their order.
 * /events?utm_source=facebook.com&q=fest is /events?q=fest.
 */
export function pageAddress(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const page = publicPageOf(path);
  const names = page ? (PAGE_SEARCH_PARAMETERS[page] ?? []) : [];
  const kept = url
    .slice(mark + 1)
    .split("&")
    .filter((part) => names.includes(parameterName(part)));
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}

export { ADMIN_AREA, isAdminPath };

/**
 * Whether a path is one of the app's pages; any other path gets the app's 404 page. The admin
 * area's pages are the kinds' (features/admin/kinds/): the server build tells them (`entry`);
 * without it, the browser decides, and every address in the admin area is a page here.
 */
export function isAppPage(path: string, entry?: Pick<ServerEntry, "isAdminPage">): boolean {
  const { locale, page } = pageIn(path);
  if (publicPageOf(path) !== null) return true;
  // The admin area has one address, whatever its language.
  return locale === "lb" && isAdminPath(page) && (entry ? entry.isAdminPage(page) : true);
}

export interface RenderOptions {
  /** The built index.html: its empty root element receives the page. */
  template: string;
  /**
   * The built islands.html, the same page with the islands' script in place of the app's: a page
   * that is HTML with islands (islandsPage) is rendered into it, without the app's data.
   */
  islandsTemplate?: string;
  /** The path and query of the page, e.g. /events?category=Sport. */
  url: string;
  /** PUBLIC_URL without a trailing slash: canonical addresses and share previews are absolute. */
  publicUrl: string;
  /** The API's router and a visitor's context: route loaders call the procedures in process. */
  api: { router: AppRouter; ctx: unknown };
  /** A public form sent to the page without scripts: the page answers with its outcome. */
  form?: FormPost;
}

export type RenderedDocument =
  | { html: string; status: 200 | 404 | FormStatus }
  /** The page lives at another address (an event's bare id or an old slug): a permanent redirect. */
  | { redirect: string; status: 301 | 308 };

/** What the server build (src/entry-server.tsx, built into dist-server/) exports for the host. */
export interface ServerEntry {
  renderDocument(options: RenderOptions): Promise<RenderedDocument>;
  /** Whether a path in the admin area (no prefix, no trailing slash) is one of its pages. */
  isAdminPage(page: string): boolean;
}
