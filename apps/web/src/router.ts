import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { PageLoader } from "./components/page-loader.js";
import type { RouterContext } from "./routes/__root.js";
import { routeTree } from "./routeTree.gen.js";

/**
 * The app's router, the same in the browser and in the server's render: the server passes a
 * memory history at the requested URL and its own query client and in-process tRPC proxy. The
 * base path is the page's language prefix (/fr), the same in both.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory, basepath = "/") {
  const inBrowser = typeof document !== "undefined";
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // Luxembourgish at the root, every other language under its prefix (lib/locale.ts).
    basepath,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // A page whose code or data is slow to arrive shows its loading state (the spec's spinner
    // with its message) in place of the previous page, after half a second; before that the
    // progress bar at the top (components/route-progress.tsx) says that something happens.
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 500,
    defaultPendingMinMs: 300,
    // A path that matches no route is the root's 404 page, also under /admin (whose layout would
    // otherwise show it only after signing in, where its outlet is).
    notFoundMode: "root",
    // Restoring scroll positions is the browser's job; on the server it would emit an inline script.
    scrollRestoration: inBrowser,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
