// A page's address in every language, for the hreflang links (entry-server.tsx) and the language
// switcher: most pages have the same path under every prefix (/events, /fr/events), but an event's
// slug comes from its title in each language (/events/16-kaffi, /fr/events/16-cafe-des-langues).
// Such a route's loader returns `languagePaths` (each language's path within that language), and
// both readers take it from the router's deepest match, so the head and the header agree.
import { eventPath } from "@jugendclub/api/slug";
import { localizedPath, PUBLIC_LOCALES, type PublicLocale } from "./locale.js";

/** Each language's path of a page, without the language prefix. */
export type LanguagePaths = Record<PublicLocale, string>;

/** What a route's loader returns to name its page's paths in the other languages. */
export interface WithLanguagePaths {
  languagePaths?: LanguagePaths;
}

/** An event's page in every language: the slug of its title there (lb's where none is translated). */
export function eventLanguagePaths(
  id: number,
  title: string,
  translations: Partial<Record<string, Partial<Record<string, string>>>> | undefined,
): LanguagePaths {
  return Object.fromEntries(
    PUBLIC_LOCALES.map((locale) => [locale, eventPath(id, translations?.[locale]?.title || title)]),
  ) as LanguagePaths;
}

/** The languagePaths of the deepest route match that names some. */
export function languagePathsOf(matches: readonly { loaderData?: unknown }[]): LanguagePaths | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const paths = (matches[index]?.loaderData as WithLanguagePaths | undefined)?.languagePaths;
    if (paths) return paths;
  }
  return undefined;
}

/** The page's full address (prefix included) in every language. */
export function pageAddresses(path: string, paths: LanguagePaths | undefined): Record<PublicLocale, string> {
  return Object.fromEntries(
    PUBLIC_LOCALES.map((locale) => [locale, localizedPath(locale, paths?.[locale] ?? path)]),
  ) as Record<PublicLocale, string>;
}
