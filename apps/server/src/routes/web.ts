import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { isAdminPath, isAppPage } from "@jugendclub/web/site";
import type { FastifyInstance } from "fastify";
import { contentFreshness } from "../api/content-freshness.js";
import { COMPRESS_THRESHOLD, compress, negotiate } from "../compression.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import { isVisitorRequest, PageCache } from "./page-cache.js";
import { createPageRenderer } from "./page-renderer.js";

/**
 * Serves the built web app: public pages rendered on the server and kept for the next visitor
 * (page-cache.ts), assets precompressed.
 */
export async function registerWeb(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  if (!existsSync(config.webIndexFile)) {
    app.log.warn(`No built web app at ${config.webDistDir}: run pnpm build`);
    return;
  }
  const pages = await createPageRenderer(config, services, app.log);
  const kept = new PageCache(await contentFreshness(services));
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The build's own notes (dist/.vite) are not for visitors.
    dotfiles: "deny",
    setHeaders: (reply, path) => {
      // Vite names assets by content hash, so they never change under their name.
      if (path.includes(`${join(config.webDistDir, "assets")}`)) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      } else {
        reply.header("cache-control", "no-cache");
      }
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    // Pages are client-side routes; API paths, stored files and built assets that do not exist
    // are plain 404s, never the page (a browser would try to run HTML as a script).
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !/^\/(api|trpc|media|assets)\//.test(request.url) &&
      !/\.\w{2,5}(\?|$)/.test(request.url);
    if (!wantsPage) {
      return reply
        .code(404)
        .send({ code: "NOT_FOUND", message: `No route for ${request.method} ${request.url.split("?")[0]}` });
    }
    const path = request.url.split("?")[0] ?? "/";
    reply.header("cache-control", "no-cache").header("vary", "accept-encoding").type("text/html; charset=utf-8");
    // The admin area is rendered in the browser only: it shows private data and needs a session.
    // An address in it that is none of its pages gets the 404 page, rendered here like any other.
    const adminPage = isAdminPath(path) && pages.matchesRoute(path) !== false;
    const cacheable = !adminPage && isVisitorRequest(request);
    const found = cacheable ? await kept.lookup(request.url) : null;
    if (found && "page" in found) {
      const encoding = found.page.html.length >= COMPRESS_THRESHOLD ? negotiate(request) : null;
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(200).send(await kept.body(request.url, found.page, encoding));
    }
    const rendered = adminPage ? null : await pages.render(request.url, request.ip);
    if (rendered && "redirect" in rendered) {
      // An event's bare id or an old slug: its page's own address, for good.
      return reply.code(rendered.status).header("location", rendered.redirect).send();
    }
    const status = rendered ? rendered.status : isAppPage(path) && (adminPage || !isAdminPath(path)) ? 200 : 404;
    const html = Buffer.from(rendered ? rendered.html : pages.shell);
    // Not-found handlers are not routes, so the compression plugin does not see these answers.
    const encoding = html.length >= COMPRESS_THRESHOLD ? negotiate(request) : null;
    if (encoding) reply.header("content-encoding", encoding);
    // Only a rendered page is kept: the shell after a failed rendering is tried again next time.
    if (found && rendered?.status === 200) {
      const page = kept.keep(request.url, found.stamp, html);
      return reply.code(200).send(await kept.body(request.url, page, encoding));
    }
    return reply.code(status).send(encoding ? await compress(html, encoding) : html);
  });
}
