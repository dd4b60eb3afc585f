import { useEffect } from "react";
import { club } from "./club.js";

/** Sets the page's title and meta description. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${club.name}` : club.name;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}
