import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { ADMIN_SOURCES } from "./lingui.config.js";
import { ADMIN_LOCALES } from "./src/lib/locale.js";

// The admin panel's texts: written in German (as the spec has it), translated into English.
export default defineConfig({
  sourceLocale: ADMIN_LOCALES[0],
  locales: [...ADMIN_LOCALES],
  fallbackLocales: { default: ADMIN_LOCALES[0] },
  catalogs: [{ path: "<rootDir>/src/locales/{locale}/admin", include: ADMIN_SOURCES }],
  format: formatter({ lineNumbers: false }),
});
