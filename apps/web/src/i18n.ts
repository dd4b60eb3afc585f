import { i18n, type Messages } from "@lingui/core";
import type { AdminLocale, PublicLocale } from "./lib/locale.js";

// Each catalog is a chunk of its own: a page loads only its language's public catalog, and only
// the admin area loads the admin catalog (lingui.config.ts and lingui.admin.config.ts split them).
const PUBLIC_CATALOGS: Record<PublicLocale, () => Promise<{ messages: Messages }>> = {
  lb: () => import("./locales/lb/public.js"),
  de: () => import("./locales/de/public.js"),
  fr: () => import("./locales/fr/public.js"),
  en: () => import("./locales/en/public.js"),
  pt: () => import("./locales/pt/public.js"),
};

const ADMIN_CATALOGS: Record<AdminLocale, () => Promise<{ messages: Messages }>> = {
  de: () => import("./locales/de/admin.js"),
  en: () => import("./locales/en/admin.js"),
};

const loaded = new Set<string>();

/** Loads a public page's catalog (once) and makes it the active one. */
export async function activatePublicLocale(locale: PublicLocale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, (await PUBLIC_CATALOGS[locale]()).messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
}

/**
 * The admin area in German or English: its own catalog, with the public one it shares the header
 * and forms with (Luxembourgish beside German, as the spec has the panel; English beside English).
 */
export async function activateAdminLocale(locale: AdminLocale): Promise<void> {
  const publicLocale: PublicLocale = locale === "en" ? "en" : "lb";
  const [own, shared] = await Promise.all([ADMIN_CATALOGS[locale](), PUBLIC_CATALOGS[publicLocale]()]);
  i18n.load(publicLocale, { ...shared.messages, ...own.messages });
  loaded.add(publicLocale);
  i18n.activate(publicLocale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

export { i18n };
