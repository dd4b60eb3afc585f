import { DEFAULT_LOCALE, PUBLIC_LOCALES } from "@jugendclub/api/locales";
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// The public site's texts: written in Luxembourgish (the default and the fallback), translated
// into German, French, English and Portuguese. The admin panel's texts have a catalog of their
// own (lingui.admin.config.ts), so a public page never loads them.
export const ADMIN_SOURCES = [
  "<rootDir>/src/features/admin",
  "<rootDir>/src/routes/admin*",
  "<rootDir>/src/routes/-admin-pages.ts",
];

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...PUBLIC_LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [{ path: "<rootDir>/src/locales/{locale}/public", include: ["<rootDir>/src"], exclude: ADMIN_SOURCES }],
  format: formatter({ lineNumbers: false }),
});
