// A text the server gave in Luxembourgish because the page's language has no translation of it
// yet (the read's `untranslated`, issue 32): its element says lang="lb", so screen readers and
// translation tools read it as Luxembourgish.

/** `{ lang: "lb" }` when `field` of `item` is left in Luxembourgish; nothing otherwise. */
export function fallbackLang(
  item: { untranslated?: string[] | undefined } | undefined,
  field: string,
): { lang?: "lb" } {
  return item?.untranslated?.includes(field) ? { lang: "lb" } : {};
}

/**
 * `{ lang: "lb" }` for a place (an event's location) on a page in another language: a place is
 * entered once, in the club's language, and not translated ("Wiss hannert der Schoul").
 */
export function placeLang(pageLanguage: string): { lang?: "lb" } {
  return pageLanguage === "lb" ? {} : { lang: "lb" };
}
