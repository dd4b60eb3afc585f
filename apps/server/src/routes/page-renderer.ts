import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { appRouter, ServiceUnavailableError } from "@jugendclub/api";
import { type FormPost, isAppPage, type RenderedDocument, type ServerEntry } from "@jugendclub/web/site";
import type { FastifyBaseLogger } from "fastify";
import { visitorContext } from "../api/context.js";
import type { Config } from "../config.js";
import { databaseAnswers } from "../readiness.js";
import type { Services } from "../services.js";

export interface PageRenderer {
  /**
   * The page as HTML with its content and data (status 200, or 404 with the 404 page), a
   * redirect to the page's own address, or null when it cannot be rendered here. With `form`,
   * the page answers that form's plain POST (form-posts.ts).
   */
  render(url: string, ip: string, form?: FormPost): Promise<RenderedDocument | null>;
  /** The empty app page, for the admin area and as the fallback: the browser renders it. */
  shell: string;
  /** Whether a path is one of the app's pages (site.ts), the admin area's as the server build knows them. */
  isAppPage(path: string): boolean;
}

/**
 * Renders public pages on the server with the web app's own code, so visitors see content before
 * any script runs. Without the server build (apps/web/dist-server) the browser renders alone.
 */
export async function createPageRenderer(
  config: Config,
  services: Services,
  log: FastifyBaseLogger,
): Promise<PageRenderer> {
  const shell = readFileSync(config.webIndexFile, "utf8");
  // The page for the pages that are HTML with islands (apps/web/islands.html), beside the app's.
  const islandsFile = join(dirname(config.webIndexFile), "islands.html");
  const islandsTemplate = existsSync(islandsFile) ? readFileSync(islandsFile, "utf8") : undefined;
  let entry: ServerEntry | null = null;
  if (existsSync(config.webServerEntry)) {
    // React, React DOM's server renderer and the router pick their production build from
    // NODE_ENV when they are first loaded (just below). Unset, they loaded the development
    // build, larger and slower; config.env defaults to production.
    process.env.NODE_ENV ??= config.env;
    entry = (await import(pathToFileURL(config.webServerEntry).href)) as ServerEntry;
  } else {
    log.warn(`No server build of the web app at ${config.webServerEntry}: pages render in the browser only`);
  }
  return {
    shell,
    isAppPage: (path) => isAppPage(path, entry ?? undefined),
    async render(url, ip, form) {
      if (!entry) return null;
      try {
        return await entry.renderDocument({
          template: shell,
          ...(islandsTemplate ? { islandsTemplate } : {}),
          url,
          publicUrl: config.publicUrl,
          api: { router: appRouter, ctx: visitorContext(config, services, ip) },
          ...(form ? { form } : {}),
        });
      } catch (error) {
        // Without the database the browser could not render it either: the error page says so.
        if (!(await databaseAnswers(services))) {
          throw new ServiceUnavailableError("The database does not answer: the page cannot be rendered");
        }
        // The browser can still render the page from the shell; a visitor never sees a 500.
        log.error({ err: error, url }, "server rendering failed; sending the page for the browser to render");
        return null;
      }
    },
  };
}
