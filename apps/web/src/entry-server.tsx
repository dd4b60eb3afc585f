import type { AppRouter as ApiRouter } from "@jugendclub/api";
import { MantineProvider } from "@mantine/core";
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory, rootRouteId } from "@tanstack/react-router";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { App } from "./app.js";
import { embedState } from "./lib/embedded-state.js";
import { escapeHtml } from "./lib/escape-html.js";
import { type DocumentMeta, pageTitle } from "./lib/use-document-meta.js";
import { createAppRouter } from "./router.js";
import type { ServerEntry } from "./site.js";
import { cssVariablesResolver, theme } from "./theme.js";
import { createQueryClient } from "./trpc.js";

/**
 * The theme's CSS variables as a style element for the head, worked out once: rendered pages
 * carry them there, and the browser does not compute them again while it hydrates.
 */
export const themeStyle: string = (() => {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver} />,
  );
  const style = /<style data-mantine-styles="true">[\s\S]*?<\/style>/.exec(markup)?.[0];
  if (!style) throw new Error("MantineProvider rendered no theme variables");
  return style;
})();

/**
 * Renders a public page with its data into the HTML document (used by apps/server's page route),
 * so a visitor sees the page before any script has run, and the browser hydrates it.
 */
export const renderDocument: ServerEntry["renderDocument"] = async ({ template, url, api }) => {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<ApiRouter>({ router: api.router, ctx: api.ctx as never, queryClient });
  const router = createAppRouter({ queryClient, trpc }, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const meta: DocumentMeta = {};
  const body = renderToString(<App router={router} queryClient={queryClient} meta={meta} themeVariables={false} />);
  // No page matched when the deepest match is the root route itself; a loader may also say so.
  const matches = router.state.matches;
  const notFound = matches.at(-1)?.routeId === rootRouteId || matches.some((match) => match.status === "notFound");
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title ?? pageTitle(""))}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeHtml(meta.description ?? "")}${end}`,
    )
    .replace("</head>", `${themeStyle}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${embedState(dehydrate(queryClient))}`);
  return { html, status: notFound ? 404 : 200 };
};
