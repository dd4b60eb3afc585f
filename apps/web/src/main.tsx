import "./styles.css";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { createBrowserHistory } from "@tanstack/react-router";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app.js";
import type { FormOutcome } from "./features/forms/form-post.js";
import { activateAdminLocale, activatePublicLocale } from "./i18n.js";
import { offerLanguage, rememberLanguageChoices } from "./islands/language-offer.js";
import { storedAdminLocale } from "./lib/admin-locale.js";
import { appReady, holdNavigationUntilReady } from "./lib/app-ready.js";
import { readEmbeddedState } from "./lib/embedded-state.js";
import { basepathOf, isAdminPath, splitLocale } from "./lib/locale.js";
import { browserSiteUrl } from "./lib/site-url.js";
import { type AppRouter, createAppRouter } from "./router.js";
import { islandsPage } from "./site.js";
import { queryClient, trpc } from "./trpc.js";

/**
 * Gives the browser its main thread back for a moment. Start-up is cut into a few tasks (read the
 * data, resolve the route, hydrate in slices) so that a tap or a scroll on a slow phone waits for
 * one short task, never for the whole start-up at once.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A link to a page that is HTML with islands (site.ts: islandsPage) is a plain page load: the app
 * does not render that page. In the capture phase on the window, before the router's own handler
 * (on React's root) sees the click. Once the router runs, it makes the page load itself, so a form
 * with unsaved changes asks first (its blocker), as for a link inside the app; before that, the
 * browser follows the link.
 */
function leaveForIslandPages(router: () => AppRouter | undefined): void {
  window.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target) return;
      if (!islandsPage(link.pathname)) return;
      event.stopPropagation();
      const current = router();
      if (!current) return;
      event.preventDefault();
      void current.navigate({ href: link.href, reloadDocument: true });
    },
    { capture: true },
  );
}

async function start(): Promise<void> {
  let appRouter: AppRouter | undefined;
  leaveForIslandPages(() => appRouter);
  rememberLanguageChoices();
  // Not in the task that evaluated the modules: creating the router writes the history entry's
  // key (history.replaceState), a few milliseconds of its own.
  await yieldToBrowser();
  const root = document.getElementById("root");
  if (!root) return;
  // The page's language comes from its address, as on the server, and its catalog is active
  // before anything renders: the first render is the server's HTML, word for word.
  const { locale } = splitLocale(location.pathname);
  if (isAdminPath(location.pathname)) await activateAdminLocale(storedAdminLocale());
  else await activatePublicLocale(locale);
  const router = createAppRouter(
    { queryClient, trpc, locale },
    holdNavigationUntilReady(createBrowserHistory()),
    basepathOf(locale),
  );
  appRouter = router;
  // The language offer is for the public pages: it goes when the app moves on to the admin area.
  router.subscribe("onResolved", () => {
    if (isAdminPath(location.pathname)) document.querySelector("[data-language-offer]")?.remove();
  });
  const state = readEmbeddedState();
  const siteUrl = browserSiteUrl();
  if (state && root.firstElementChild) {
    // The server rendered this page with its data: fill the cache with that data, resolve the
    // route (and load its code) as the server did, then hydrate the very same tree.
    // A page may have been rendered a while ago and kept (the server keeps a page only while its
    // content is current): its data counts as fresh from its arrival, not from its rendering, so
    // the browser does not load it again at once.
    const arrived = Date.now();
    for (const query of (state as Partial<DehydratedState>).queries ?? []) query.state.dataUpdatedAt = arrived;
    hydrate(queryClient, state);
    await yieldToBrowser();
    // Render the root route without a client-only suspense boundary, as the server did.
    router.ssr = { manifest: undefined };
    await router.load();
    await yieldToBrowser();
    // In a transition, React hydrates in small slices and the page stays responsive meanwhile;
    // navigations wait until it is done (holdNavigationUntilReady).
    void appReady.then(offerLanguage);
    startTransition(() => {
      hydrateRoot(
        root,
        <App
          router={router}
          queryClient={queryClient}
          themeVariables={false}
          siteUrl={siteUrl}
          formOutcome={(state as { form?: FormOutcome }).form}
        />,
      );
    });
    return;
  }
  void appReady.then(offerLanguage);
  createRoot(root).render(<App router={router} queryClient={queryClient} siteUrl={siteUrl} />);
}

void start();
