import type { PublicLocale } from "@jugendclub/api/locales";
import { shownCount } from "../../lib/shown-count.js";

/** Photos a category's grid shows at first, and how many more 'Méi Fotoen' adds. */
export const PAGE_SIZE = 24;
/** The most a grid shows at once (photos.list's own limit). */
const MOST_SHOWN = 500;

/**
 * How many photos the address asks for (?shown=48 after 'Méi Fotoen'), or undefined for the first
 * page; a photo's own address (?photo=…) beyond them asks for enough pages to hold it.
 */
export function shownPhotos(value: unknown): number | undefined {
  return shownCount(value, PAGE_SIZE, MOST_SHOWN);
}

/** Enough whole pages to show the photo at `position` (0-based) in its album. */
function pagesFor(position: number): number {
  return Math.min(MOST_SHOWN, (Math.floor(position / PAGE_SIZE) + 1) * PAGE_SIZE);
}

/** The first `shown` photos of a category, as the route's loader and the grid both ask for them. */
export const photoListInput = (categoryId: number, shown: number, lang: PublicLocale) => ({
  categoryId,
  limit: shown,
  offset: 0,
  lang,
});

/** The photos a category's grid shows for its address: as asked, and enough to hold the photo it names. */
export function shownFor(
  search: { shown?: number | undefined },
  categoryId: number,
  photo: { categoryId: number; position: number } | undefined,
): number {
  const asked = shownPhotos(search.shown) ?? PAGE_SIZE;
  return photo && photo.categoryId === categoryId ? Math.max(asked, pagesFor(photo.position)) : asked;
}
