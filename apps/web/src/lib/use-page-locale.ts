import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE, isPublicLocale, type PublicLocale } from "./locale.js";

/** The page's language: the active catalog's (the admin area runs on its own language's, de or en). */
export function usePageLocale(): PublicLocale {
  const { i18n } = useLingui();
  return isPublicLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
