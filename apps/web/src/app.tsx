import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import { DeferredNotifications } from "./components/deferred-notifications.js";
import { FormOutcomeContext } from "./features/forms/form-outcome.js";
import type { FormOutcome } from "./features/forms/form-post.js";
import { i18n } from "./i18n.js";
import { markAppReady } from "./lib/app-ready.js";
import { SiteUrlContext } from "./lib/site-url.js";
import { type DocumentMeta, DocumentMetaContext } from "./lib/use-document-meta.js";
import type { AppRouter } from "./router.js";
import { cssVariablesResolver, lightOnly, theme } from "./theme.js";

interface Props {
  router: AppRouter;
  queryClient: QueryClient;
  /** Server render only: collects the page's title and description for the HTML head. */
  meta?: DocumentMeta;
  /**
   * Whether React writes the theme's CSS variables and global classes (hiddenFrom, visibleFrom)
   * into the page. Server-rendered pages carry them in their head instead (themeStyle in
   * entry-server.tsx): a <style> element in the body is invalid HTML, and hydrating a page does
   * not compute them all again on a phone.
   */
  themeVariables?: boolean;
  /** The site's address (PUBLIC_URL), for absolute links such as shared ones. */
  siteUrl?: string;
  /** A page answering a form sent without scripts: the form's outcome (features/forms/form-post.ts). */
  formOutcome?: FormOutcome | null;
}

/** Its effect runs once the whole page is hydrated (or first rendered) in the browser. */
function ReadyMarker() {
  useEffect(markAppReady, []);
  return null;
}

/** The whole app with its providers: rendered to HTML on the server, hydrated in the browser. */
export function App({ router, queryClient, meta, themeVariables = true, siteUrl = "", formOutcome = null }: Props) {
  return (
    <StrictMode>
      <SiteUrlContext.Provider value={siteUrl}>
        <DocumentMetaContext.Provider value={meta ?? null}>
          <I18nProvider i18n={i18n}>
            <MantineProvider
              theme={theme}
              forceColorScheme="light"
              colorSchemeManager={lightOnly}
              cssVariablesResolver={cssVariablesResolver}
              withCssVariables={themeVariables}
              withGlobalClasses={themeVariables}
            >
              <DeferredNotifications />
              <ReadyMarker />
              <QueryClientProvider client={queryClient}>
                <FormOutcomeContext.Provider value={formOutcome}>
                  <RouterProvider router={router} />
                </FormOutcomeContext.Provider>
              </QueryClientProvider>
            </MantineProvider>
          </I18nProvider>
        </DocumentMetaContext.Provider>
      </SiteUrlContext.Provider>
    </StrictMode>
  );
}
