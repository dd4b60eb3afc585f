import { DEFAULT_LOCALE, isPublicLocale, type PublicLocale } from "@jugendclub/api/locales";
import { useLocale } from "./locale.js";

// The language of the texts admins write (events, sponsors, photo categories, the privacy text):
// every public query of them passes it as `lang`, so the server answers with the page's language
// (lb where there is no translation). The route loaders (on the server) and the components (in the
// browser) must ask with the same input, or the server's data is not found under the client's
// query key and React's hydration fails: loaders use contentLanguageOf(location.pathname),
// components useContentLanguage(), and both read the same address.

/** The content language of an address: its first segment when that is a language, else lb. */
export function contentLanguageOf(pathname: string): PublicLocale {
  const first = pathname.split("/")[1];
  return first !== DEFAULT_LOCALE && isPublicLocale(first) ? first : DEFAULT_LOCALE;
}

/** The page's content language. */
export function useContentLanguage(): PublicLocale {
  return useLocale();
}
