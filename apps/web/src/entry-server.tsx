import type { AppRouter as ApiRouter } from "@jugendclub/api";
import { MantineProvider } from "@mantine/core";
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory, rootRouteId } from "@tanstack/react-router";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { App } from "./app.js";
import { notFoundEvents } from "./components/not-found.js";
import { isAdminPage as isKindsAdminPage } from "./features/admin/kinds/index.js";
import { answerFormPost } from "./features/forms/form-post.js";
import { activatePublicLocale, i18n } from "./i18n.js";
import { club } from "./lib/club.js";
import { embedState } from "./lib/embedded-state.js";
import { escapeHtml } from "./lib/escape-html.js";
import {
  basepathOf,
  DEFAULT_LOCALE,
  localizedPath,
  OG_LOCALES,
  PUBLIC_LOCALES,
  type PublicLocale,
  splitLocale,
} from "./lib/locale.js";
import { type LanguagePaths, languagePathsOf, pageAddresses } from "./lib/page-addresses.js";
import { clubJsonLd, eventJsonLd, jsonLdScript } from "./lib/structured-data.js";
import { type DocumentMeta, pageTitle } from "./lib/use-document-meta.js";
import { createAppRouter } from "./router.js";
import { islandsPage, type RenderedDocument, type RenderOptions, type ServerEntry } from "./site.js";
import { cssVariablesResolver, theme } from "./theme.js";
import { createQueryClient } from "./trpc.js";

/**
 * The theme's CSS variables and Mantine's global classes (hiddenFrom, visibleFrom) as style
 * elements for the head, worked out once: rendered pages carry them there (in the body a <style>
 * is invalid HTML), and the browser does not compute them again while it hydrates.
 */
export const themeStyle: string = (() => {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver} />,
  );
  const styles = ["true", "classes"].map(
    (kind) => new RegExp(`<style data-mantine-styles="${kind}">[\\s\\S]*?</style>`).exec(markup)?.[0],
  );
  if (!styles[0]) throw new Error("MantineProvider rendered no theme variables");
  if (!styles[1]) throw new Error("MantineProvider rendered no global classes");
  return styles.join("");
})();

/** The club's share picture (1200×630, made by scripts/generate-images.ts) for pages without their own. */
export const DEFAULT_SHARE_IMAGE = "/images/share.png";

/**
 * Whether the router found no page: no route matched the whole path (the router then marks the
 * route that shows its 404 page, often a parent such as /photos for /photos/xyz, and the deepest
 * match may be the root itself), or a loader said so (an unknown event).
 */
function isNotFound(
  matches: readonly { routeId: string; status: string; _notFound?: boolean; paramsError?: unknown }[],
): boolean {
  return (
    matches.length === 0 ||
    matches.at(-1)?.routeId === rootRouteId ||
    // A parameter the route refuses (an admin kind that does not exist, an id that is no number).
    matches.some((match) => match._notFound === true || match.status === "notFound" || match.paramsError !== undefined)
  );
}

/** Whether two addresses are the same once percent-encoding is undone. */
function sameAddress(a: string, b: string): boolean {
  const decode = (href: string) => {
    try {
      return decodeURI(new URL(href, "http://x").pathname);
    } catch {
      return href;
    }
  };
  return decode(a) === decode(b);
}

/** The router's answer when the page lives at another address: its Location and status, or null. */
function redirectOf(
  router: ReturnType<typeof createAppRouter>,
  url: string,
): { href: string; status: 301 | 308 } | null {
  const result = router._serverResult;
  if (result?.type === "redirect") {
    const location = result.redirect.headers.get("Location") ?? result.redirect.options.href ?? "/";
    return { href: location, status: result.redirect.status === 301 ? 301 : 308 };
  }
  // Loaded in the browser's way, a redirect moves the router's location instead.
  const requested = new URL(url, "http://x");
  const current = router.state.location;
  const currentPath = new URL(current.publicHref, "http://x").pathname;
  if (currentPath !== requested.pathname && currentPath !== `${requested.pathname}/`) {
    return { href: current.publicHref, status: 301 };
  }
  return null;
}

/** The head's tags for search engines and share previews: canonical, Open Graph, Twitter, JSON-LD. */
function headTags(
  meta: DocumentMeta,
  title: string,
  description: string,
  siteUrl: string,
  path: string,
  locale: PublicLocale,
  languagePaths: LanguagePaths | undefined,
): string {
  const attr = escapeHtml;
  if (meta.noindex) return '<meta name="robots" content="noindex">';
  // The same page in every language at that language's own address (an event's slug follows its
  // title there), and the Luxembourgish one for any other visitor; the sitemap names the same.
  const addresses = pageAddresses(path, languagePaths);
  const url = `${siteUrl}${addresses[locale]}`;
  const alternates = PUBLIC_LOCALES.map(
    (other) => `<link rel="alternate" hreflang="${other}" href="${attr(`${siteUrl}${addresses[other]}`)}">`,
  );
  alternates.push(
    `<link rel="alternate" hreflang="x-default" href="${attr(`${siteUrl}${addresses[DEFAULT_LOCALE]}`)}">`,
  );
  const image = `${siteUrl}${meta.image ?? DEFAULT_SHARE_IMAGE}`;
  const tags = [
    `<link rel="canonical" href="${attr(url)}">`,
    ...alternates,
    `<meta property="og:type" content="${meta.type ?? "website"}">`,
    `<meta property="og:site_name" content="${attr(club.name)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}">`,
    `<meta property="og:title" content="${attr(title)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    `<meta property="og:url" content="${attr(url)}">`,
    `<meta property="og:image" content="${attr(image)}">`,
    // The share pictures made for the purpose are 1200×630; an event's own picture is as it is.
    ...(meta.image && !meta.image.startsWith("/events/")
      ? []
      : ['<meta property="og:image:width" content="1200">', '<meta property="og:image:height" content="630">']),
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${attr(title)}">`,
    `<meta name="twitter:description" content="${attr(description)}">`,
    `<meta name="twitter:image" content="${attr(image)}">`,
  ];
  if (meta.structured?.kind === "event") {
    tags.push(jsonLdScript(eventJsonLd(meta.structured.event, url, siteUrl, meta.image ?? DEFAULT_SHARE_IMAGE)));
  } else if (meta.structured?.kind === "club") {
    tags.push(jsonLdScript(clubJsonLd(siteUrl)));
  }
  return tags.join("");
}

/**
 * Renders a public page with its data into the HTML document (used by apps/server's page route),
 * so a visitor sees the page before any script has run, and the browser hydrates it.
 */
export const renderDocument: ServerEntry["renderDocument"] = (options) => render(options, false);

/** The admin area's pages, from the kinds' declarations: the host answers any other admin address 404. */
export const isAdminPage: ServerEntry["isAdminPage"] = isKindsAdminPage;

async function render(options: RenderOptions, retry: boolean): Promise<RenderedDocument> {
  const { template, url, publicUrl, api } = options;
  const { locale, path: pagePath } = splitLocale(url.split("?")[0] ?? "/");
  // A language's home page is /fr/, with its slash.
  if (locale !== DEFAULT_LOCALE && pagePath === "/" && !url.split("?")[0]?.endsWith("/")) {
    return { redirect: url.replace(/^\/[a-z]{2}/, (prefix) => `${prefix}/`), status: 301 };
  }
  await activatePublicLocale(locale);
  // A form sent without scripts: checked and sent first, so the page shows its outcome.
  const posted = options.form ? await answerFormPost(options.form, i18n) : undefined;
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<ApiRouter>({ router: api.router, ctx: api.ctx as never, queryClient });
  const router = createAppRouter(
    { queryClient, trpc, locale },
    createMemoryHistory({ initialEntries: [url] }),
    basepathOf(locale),
  );
  await router.load();
  const routerRedirect = redirectOf(router, url);
  // A loader's redirect names the page's path within its language: the address keeps the prefix.
  const redirect =
    routerRedirect && locale !== DEFAULT_LOCALE && !routerRedirect.href.startsWith(`/${locale}/`)
      ? { ...routerRedirect, href: localizedPath(locale, routerRedirect.href) }
      : routerRedirect;
  if (redirect) {
    // The router sends an address with letters beyond ASCII to itself (its spelling of the path
    // differs from the one it parsed): no page of the site has such an address, so it is the 404
    // page, rendered from an address the router settles on, rather than an endless redirect.
    if (sameAddress(redirect.href, url) && !retry) return render({ ...options, url: "/404" }, true);
    return { redirect: redirect.href, status: redirect.status };
  }
  const meta: DocumentMeta = {};
  const notFound = isNotFound(router.state.matches);
  // The 404 page offers the next events: fetched here, as a route's loader would.
  if (notFound) await queryClient.prefetchQuery(trpc.events.overview.queryOptions(notFoundEvents(locale)));
  // Renders are synchronous: the page's language is the active one for the whole of it, whatever
  // other requests activated while this one waited for its data.
  i18n.activate(locale);
  const body = renderToString(
    <App
      router={router}
      queryClient={queryClient}
      meta={meta}
      themeVariables={false}
      siteUrl={publicUrl}
      formOutcome={posted?.outcome}
    />,
  );
  if (notFound) meta.noindex = true;
  const title = meta.title ?? pageTitle("");
  const description = meta.description ?? "";
  // A page that is HTML with islands goes out in their template, without the app's data: the
  // browser never renders it again.
  const islands = !notFound && options.islandsTemplate !== undefined && islandsPage(url);
  const state = islands ? "" : embedState({ ...dehydrate(queryClient), ...(posted ? { form: posted.outcome } : {}) });
  const html = (islands ? (options.islandsTemplate ?? template) : template)
    .replace('<html lang="lb"', `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
    )
    .replace(
      "</head>",
      () =>
        `${headTags(meta, title, description, publicUrl, router.state.location.pathname, locale, languagePathsOf(router.state.matches))}${themeStyle}</head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${state}`);
  // A post that names no form of the site is refused; the page is as it is without one.
  const status = notFound ? 404 : options.form ? (posted?.status ?? 400) : 200;
  return { html, status };
}
