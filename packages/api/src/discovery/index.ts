export { DISALLOWED_PATHS, robotsTxt } from "./robots.js";
export { type SitemapContent, type SitemapEntry, sitemapEntries, sitemapXml } from "./sitemap.js";
