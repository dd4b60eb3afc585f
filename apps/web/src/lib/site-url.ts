import { createContext, useContext } from "react";

/**
 * The site's own address (PUBLIC_URL, no trailing slash), for links that must be absolute: the
 * calendar subscription and shared links. The server render passes the configured one; the
 * browser reads the same value back from the page's canonical link, so hydration matches.
 */
export const SiteUrlContext = createContext<string>("");

export function useSiteUrl(): string {
  return useContext(SiteUrlContext);
}

/** In the browser: the server's PUBLIC_URL, from the canonical link it wrote (or this origin). */
export function browserSiteUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href");
  const path = location.pathname;
  if (canonical?.endsWith(path)) return canonical.slice(0, canonical.length - path.length).replace(/\/+$/, "");
  return location.origin;
}
