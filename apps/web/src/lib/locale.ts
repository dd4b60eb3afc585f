import { DEFAULT_LOCALE, isPublicLocale, type PublicLocale } from "@jugendclub/api/locales";
import { useRouterState } from "@tanstack/react-router";

// A minimal stand-in until the interface languages arrive (issue 22, lang-ui): the page's language
// is its address's first segment when that is a language (/fr/events), lb otherwise.

/** The language of the page being shown. */
export function useLocale(): PublicLocale {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const first = pathname.split("/")[1];
  return first !== DEFAULT_LOCALE && isPublicLocale(first) ? first : DEFAULT_LOCALE;
}
