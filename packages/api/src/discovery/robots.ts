// /robots.txt: the public site may be crawled; the admin area and the API may not.

/** The paths crawlers are asked to keep out of. */
export const DISALLOWED_PATHS = ["/admin", "/api", "/trpc"] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
