import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

/** Serves the built web app, with index.html for every client-side route. */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = join(config.webDistDir, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${config.webDistDir}: run pnpm build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite names assets by content hash, so they never change under their name.
      if (path.includes(`${join(config.webDistDir, "assets")}`)) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      } else {
        reply.header("cache-control", "no-cache");
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // Pages are client-side routes; API paths, stored files and built assets that do not exist
    // are plain 404s, never the page (a browser would try to run HTML as a script).
    const wantsPage =
      request.method === "GET" &&
      !/^\/(api|trpc|media|assets)\//.test(request.url) &&
      !/\.\w{2,5}(\?|$)/.test(request.url);
    if (!wantsPage) {
      return reply
        .code(404)
        .send({ code: "NOT_FOUND", message: `No route for ${request.method} ${request.url.split("?")[0]}` });
    }
    return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
  });
}
