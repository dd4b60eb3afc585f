import { type RefObject, useEffect } from "react";
import { ISLANDS, type IslandName } from "../islands/index.js";

/**
 * Runs an island (islands/index.ts) on an element the app rendered, as a page without the app runs
 * it on the server's HTML: one behaviour, written once, for both.
 */
export function useIsland(ref: RefObject<HTMLElement | null>, name: IslandName): void {
  useEffect(() => {
    const element = ref.current;
    return element ? ISLANDS[name](element) : undefined;
  }, [ref, name]);
}
