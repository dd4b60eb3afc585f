import { createContext, useContext, useEffect } from "react";
import { club } from "./club.js";

export interface DocumentMeta {
  title?: string;
  description?: string;
}

/** Set by the server render, which writes the collected title and description into the HTML. */
export const DocumentMetaContext = createContext<DocumentMeta | null>(null);

export function pageTitle(title: string): string {
  return title ? `${title} · ${club.name}` : club.name;
}

/** Sets the page's title and meta description, in the browser and in the server's HTML. */
export function useDocumentMeta(title: string, description: string): void {
  const collector = useContext(DocumentMetaContext);
  if (collector) {
    // Server render: effects do not run there, so record the values during render.
    collector.title = pageTitle(title);
    collector.description = description;
  }
  useEffect(() => {
    document.title = pageTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}
