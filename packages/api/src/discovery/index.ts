export { DISALLOWED_PATHS, robotsTxt } from "./robots.js";
export { type SitemapEntry, sitemapEntries, sitemapXml } from "./sitemap.js";
