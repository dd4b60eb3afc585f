import type { PublicLocale } from "@jugendclub/api/locales";
import { useRouter } from "@tanstack/react-router";

// The language of the texts admins write (events, sponsors, photo categories, the privacy text):
// every public query of them passes it as `lang`, so the server answers with the page's language
// (lb where there is no translation). The route loaders (on the server) and the components (in the
// browser) must ask with the same input, or the server's data is not found under the client's
// query key and React's hydration fails: loaders read `context.locale`, components
// useContentLanguage(), and both are the router's context, which the server's render and the
// browser's start-up fill from the address's language prefix alike (lib/locale.ts).

/** The page's content language. */
export function useContentLanguage(): PublicLocale {
  return useRouter().options.context.locale;
}
