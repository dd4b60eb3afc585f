import { formIsland } from "./form.js";
import { galleryIsland } from "./gallery.js";
import { menuIsland } from "./menu.js";
import { shareIsland } from "./share.js";
import { sponsorBannerIsland } from "./sponsor-banner.js";
import { swapIsland } from "./swap.js";

/**
 * The interactive parts of the public pages, each a plain function over the element the server
 * rendered (named by its data-island attribute) that returns what undoes it. A page without the
 * app runs them from islands/main.ts; a page the app renders runs the same ones from an effect
 * (lib/use-island.ts), so each behaviour is written once. No React and no component library here:
 * this is all the JavaScript a page without the app loads.
 */
type Island = (root: HTMLElement) => () => void;

export const ISLANDS = {
  form: (section) => formIsland(section, startIslands),
  gallery: galleryIsland,
  menu: menuIsland,
  share: shareIsland,
  "sponsor-banner": sponsorBannerIsland,
  swap: (form) => swapIsland(form, startIslands),
} as const satisfies Record<string, Island>;

export type IslandName = keyof typeof ISLANDS;

/** Starts every island under `root`; returns what stops them all. */
export function startIslands(root: ParentNode = document): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>("[data-island]")].map((element) => {
    const island = ISLANDS[element.dataset.island as IslandName];
    return island ? island(element) : () => undefined;
  });
  return () => {
    for (const stop of stops) stop();
  };
}
