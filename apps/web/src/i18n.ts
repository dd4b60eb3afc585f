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
 * The admin area in one language, German or English: its own catalog over the public one of the
 * same language, which it shares the header, the dialogs and the forms with (so no Luxembourgish
 * word of the public pages shows up in a German panel).
 */
export async function activateAdminLocale(locale: AdminLocale): Promise<void> {
  const [own, shared] = await Promise.all([ADMIN_CATALOGS[locale](), PUBLIC_CATALOGS[locale]()]);
  i18n.load(locale, { ...shared.messages, ...own.messages });
  loaded.add(locale);
  i18n.activate(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

export { i18n };
