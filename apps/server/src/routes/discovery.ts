import { robotsTxt, sitemapEntries, sitemapXml } from "@jugendclub/api";
import { localizedPath, PUBLIC_LOCALES, SITE_PAGES } from "@jugendclub/web/site";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { Services } from "../services.js";

/** A page's address in every language: /events, /de/events, /fr/events, ... */
const inEveryLanguage = (path: string) => PUBLIC_LOCALES.map((locale) => localizedPath(locale, path));

// For search engines: GET /sitemap.xml (the public pages and every event page in every language, with lastmod;
// from the response cache with an ETag) and GET /robots.txt (which names it).

export function registerDiscovery(app: FastifyInstance, config: Config, services: Services): void {
  const robots = robotsTxt(config.publicUrl);

  app.get("/sitemap.xml", async (_request, reply) => {
    const entries = await sitemapEntries(services.visitorPrisma, config.publicUrl, SITE_PAGES, inEveryLanguage);
    return reply.type("application/xml; charset=utf-8").send(sitemapXml(entries));
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
  );
}
