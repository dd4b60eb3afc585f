import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { holdBuild } from "@jugendclub/web/builds";
import { isAdminPath, pageAddress } from "@jugendclub/web/site";
import type { FastifyInstance } from "fastify";
import { contentFreshness } from "../api/content-freshness.js";
import { COMPRESS_THRESHOLD, compress, negotiate } from "../compression.js";
import type { Config } from "../config.js";
import type { Services } from "../services.js";
import { isPageRequest } from "./error-page.js";
import { registerFormPosts } from "./form-posts.js";
import { isPreviewRequest, isVisitorRequest, PageCache, type Rendering } from "./page-cache.js";
import { createPageRenderer } from "./page-renderer.js";

/** A page's answer: its HTML (kept when `keep`), or a redirect. */
interface PageAnswer extends Rendering {
  redirect?: string;
}

/**
 * Serves the built web app: public pages rendered on the server and kept for the next visitor
 * (page-cache.ts), assets precompressed.
 */
export async function registerWeb(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  if (!existsSync(config.webIndexFile)) {
    app.log.warn(`No built web app at ${config.webDistDir}: run pnpm build`);
    return;
  }
  // A later `pnpm build` publishes beside this build and leaves it while this process serves it.
  holdBuild(config.webDistDir);
  const pages = await createPageRenderer(config, services, app.log);
  const kept = new PageCache(await contentFreshness(services));
  await registerFormPosts(app, config, services, pages);
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
    const path = request.url.split("?")[0] ?? "/";
    // Pages are client-side routes; API paths, stored files and built assets that do not exist
    // are plain 404s, never the page (a browser would try to run HTML as a script). Only the
    // path tells: a shared link's query (?utm_source=facebook.com) says nothing about it.
    if (!isPageRequest(request)) {
      return reply.code(404).send({ code: "NOT_FOUND", message: `No route for ${request.method} ${path}` });
    }
    // The page as it is rendered and kept: its path and the query parameters it reads, so
    // tracking parameters make no copy of their own.
    const address = pageAddress(request.url);
    reply.header("cache-control", "no-cache").header("vary", "accept-encoding").type("text/html; charset=utf-8");
    // The admin area is rendered in the browser only, in the admin's language: it shows private
    // data and needs a session. An address in it that is none of its pages (the server build knows
    // their words from the kinds' declarations) answers 404, and the browser shows the 404 page
    // there; no search engine keeps any.
    const adminArea = isAdminPath(path);
    // The panel's preview (…?preview) of a public page for a signed-in admin: rendered in the
    // browser, whose API calls carry the session and so see drafts and scheduled items. The
    // server's rendering is a visitor's, so it is skipped; a visitor's ?preview changes nothing
    // they may read (the API decides what each request sees).
    const preview = !adminArea && isPreviewRequest(request);
    if (adminArea || preview) reply.header("x-robots-tag", "noindex");
    const cacheable = !adminArea && !preview && isVisitorRequest(request);
    const renderPage = async (): Promise<PageAnswer> => {
      const rendered = adminArea || preview ? null : await pages.render(address, request.ip);
      // An event's bare id or an old slug: its page's own address, for good.
      if (rendered && "redirect" in rendered) return { status: rendered.status, redirect: rendered.redirect };
      const status = rendered ? rendered.status : pages.isAppPage(path) ? 200 : 404;
      // Only a rendered page is kept: the shell after a failed rendering is tried again next time.
      return { status, html: Buffer.from(rendered ? rendered.html : pages.shell), keep: rendered?.status === 200 };
    };
    const answer = cacheable ? await kept.serve(address, renderPage) : { rendered: await renderPage() };
    if ("page" in answer) {
      const encoding = answer.page.html.length >= COMPRESS_THRESHOLD ? negotiate(request) : null;
      if (encoding) reply.header("content-encoding", encoding);
      return reply.code(200).send(await kept.body(address, answer.page, encoding));
    }
    const { rendered } = answer;
    if (rendered.redirect !== undefined)
      return reply.code(rendered.status).header("location", rendered.redirect).send();
    const html = rendered.html ?? Buffer.alloc(0);
    // Not-found handlers are not routes, so the compression plugin does not see these answers.
    const encoding = html.length >= COMPRESS_THRESHOLD ? negotiate(request) : null;
    if (encoding) reply.header("content-encoding", encoding);
    return reply.code(rendered.status).send(encoding ? await compress(html, encoding) : html);
  });
}
