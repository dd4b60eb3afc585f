import { ADMIN_LOCALE_KEY, type AdminLocale, isAdminLocale } from "./locale.js";

/** The admin panel's language this browser chose (German until it chooses English). */
export function storedAdminLocale(): AdminLocale {
  try {
    const stored = localStorage.getItem(ADMIN_LOCALE_KEY);
    return isAdminLocale(stored) ? stored : "de";
  } catch {
    return "de";
  }
}

export function storeAdminLocale(locale: AdminLocale): void {
  try {
    localStorage.setItem(ADMIN_LOCALE_KEY, locale);
  } catch {
    // A browser that keeps nothing gets German next time.
  }
}
