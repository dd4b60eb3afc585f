import "./styles.css";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "./i18n.js";
import { routeTree } from "./routeTree.gen.js";
import { theme } from "./theme.js";
import { queryClient, trpc } from "./trpc.js";

const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <Notifications position="top-right" limit={1} autoClose={5000} />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
