import { createContext, useContext, useEffect } from "react";
import type { EventDetail } from "../features/events/event-detail.js";
import { club } from "./club.js";

/** What a page says about itself for the HTML head: search results and share previews. */
export interface DocumentMeta {
  title?: string;
  description?: string;
  /** The share picture (og:image): a path on the site; the club's picture when not given. */
  image?: string;
  /** og:type: "website" for the site's pages, "article" for an event's page. */
  type?: "website" | "article";
  /** Structured data (JSON-LD) the server writes into the head: an event, or the club itself. */
  structured?: { kind: "event"; event: EventDetail } | { kind: "club" };
  /** Pages that are not pages (the 404 page): no canonical address, not indexed. */
  noindex?: boolean;
}

/** Set by the server render, which writes the collected title and description into the HTML. */
export const DocumentMetaContext = createContext<DocumentMeta | null>(null);

export function pageTitle(title: string): string {
  return title ? `${title} · ${club.name}` : club.name;
}

/**
 * Sets the page's title and meta description, in the browser and in the server's HTML; the
 * server also writes the canonical address, the share preview's tags and the structured data
 * from `extra` (the browser has no use for those after the page has loaded).
 */
export function useDocumentMeta(
  title: string,
  description: string,
  extra?: Omit<DocumentMeta, "title" | "description">,
): void {
  const collector = useContext(DocumentMetaContext);
  if (collector) {
    // Server render: effects do not run there, so record the values during render.
    collector.title = pageTitle(title);
    collector.description = description;
    collector.image = extra?.image;
    collector.type = extra?.type;
    collector.structured = extra?.structured;
    collector.noindex = extra?.noindex;
  }
  useEffect(() => {
    document.title = pageTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    // After a navigation in the browser, the canonical address follows the page.
    const canonical = document.querySelector('link[rel="canonical"]');
    if (canonical)
      canonical.setAttribute("href", new URL(location.pathname, canonical.getAttribute("href") ?? "").href);
  }, [title, description]);
}
