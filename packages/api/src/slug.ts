// Readable addresses for events: /events/12-summerfest-am-duerf. No imports, so the web app can
// use it as `@jugendclub/api/slug` without pulling in anything else.

/** The longest slug, in characters; a longer title is cut at a word where it can be. */
export const SLUG_MAX = 60;

/** Letters that fold to more than their base letter (German and Luxembourgish spelling). */
const FOLDS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d" };

/**
 * A title as an address part: lowercase ASCII, umlauts as ae/oe/ue, ß as ss, other accents
 * dropped (ë -> e, é -> e), anything else between words a single '-', none at either end, at most
 * SLUG_MAX characters. May be empty (a title of only signs).
 */
export function slugify(text: string): string {
  const folded = text
    .toLowerCase()
    .replace(/[äöüßæœøłđ]/g, (letter) => FOLDS[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (folded.length <= SLUG_MAX) return folded;
  const cut = folded.slice(0, SLUG_MAX + 1);
  const lastDash = cut.lastIndexOf("-");
  // Cut at the last whole word, unless that leaves too little of the title.
  return (lastDash >= SLUG_MAX / 2 ? cut.slice(0, lastDash) : folded.slice(0, SLUG_MAX)).replace(/-+$/, "");
}

/** The event page's path: /events/<id>-<slug>, or /events/<id> when the title gives no slug. */
export function eventPath(id: number, title: string): string {
  const slug = slugify(title);
  return slug ? `/events/${id}-${slug}` : `/events/${id}`;
}
