import { isPublicLocale, type PublicLocale } from "./locale.js";

// A visitor's answer to the language banner (or their choice in the switcher), kept in this
// browser: the banner asks once.
const KEY = "jugendclub-language";

export function storedLanguageChoice(): PublicLocale | null {
  try {
    const stored = localStorage.getItem(KEY);
    return isPublicLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguageChoice(locale: PublicLocale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // A browser that keeps nothing is asked again next time.
  }
}
