import type { PublicLocale } from "@jugendclub/api/locales";
import { useLingui } from "@lingui/react/macro";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { Footer } from "../components/footer.js";
import { Header } from "../components/header.js";
import { NotFound } from "../components/not-found.js";
import { PreviewBanner } from "../components/preview-banner.js";
import { RouteProgress } from "../components/route-progress.js";
import type { trpc } from "../trpc.js";

export interface RouterContext {
  queryClient: QueryClient;
  trpc: typeof trpc;
  /** The page's language (its address's prefix; lb at the root). */
  locale: PublicLocale;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isAdmin = pathname.startsWith("/admin");
  return (
    <>
      <a className="skip-link" href="#main">
        {t`Direkt op den Inhalt`}
      </a>
      <RouteProgress />
      <Header />
      <main id="main" tabIndex={-1}>
        {!isAdmin && <PreviewBanner />}
        <Outlet />
      </main>
      {!isAdmin && <Footer />}
    </>
  );
}
