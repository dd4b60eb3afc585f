// The public site's languages and their addresses: Luxembourgish at the root (/events), every
// other language under its prefix (/fr/events, /de/). No React here: the host (through site.ts),
// the server render and the browser's start-up all read a page's language from its path alike.
import { DEFAULT_LOCALE, isPublicLocale, PUBLIC_LOCALES, type PublicLocale } from "@jugendclub/api/locales";

export { DEFAULT_LOCALE, isPublicLocale, PUBLIC_LOCALES, type PublicLocale };

/** Each language in its own words, for the switcher and the banner. */
export const LOCALE_NAMES: Record<PublicLocale, string> = {
  lb: "Lëtzebuergesch",
  de: "Deutsch",
  fr: "Français",
  en: "English",
  pt: "Português",
};

/** Open Graph's spelling of each language (language_TERRITORY). */
export const OG_LOCALES: Record<PublicLocale, string> = {
  lb: "lb_LU",
  de: "de_LU",
  fr: "fr_LU",
  en: "en_GB",
  pt: "pt_PT",
};

const PREFIXED = /^\/(de|fr|en|pt)(?=\/|$)(.*)$/;

/** A path's language and the page's path within it: /fr/events is fr's /events, /events is lb's. */
export function splitLocale(path: string): { locale: PublicLocale; path: string } {
  const match = PREFIXED.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  return { locale: match[1] as PublicLocale, path: match[2] || "/" };
}

/** A page's address in a language: /events in fr is /fr/events, the home page /fr/. */
export function localizedPath(locale: PublicLocale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}/` : `/${locale}${path}`;
}

/** The router's base path for a language. */
export function basepathOf(locale: PublicLocale): string {
  return locale === DEFAULT_LOCALE ? "/" : `/${locale}`;
}

/**
 * The language a browser's Accept-Language (navigator.languages) prefers among the site's, or
 * null when none of them is named: ["fr-LU", "en"] gives fr.
 */
export function preferredLocale(languages: readonly string[]): PublicLocale | null {
  for (const language of languages) {
    const code = language.toLowerCase().split("-")[0];
    if (isPublicLocale(code)) return code;
  }
  return null;
}

/** The admin panel's languages: German (as written) and English; chosen per browser. */
/** The admin area: rendered in the browser only, in the admin's language (its address has none). */
export const ADMIN_AREA = "/admin";

/** Whether a path belongs to the admin area. */
export function isAdminPath(path: string): boolean {
  return path === ADMIN_AREA || path.startsWith(`${ADMIN_AREA}/`);
}

export const ADMIN_LOCALES = ["de", "en"] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
export const ADMIN_LOCALE_KEY = "jugendclub-admin-language";

export function isAdminLocale(value: unknown): value is AdminLocale {
  return value === "de" || value === "en";
}
