import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { ADMIN_SOURCES } from "./lingui.config.js";

// The admin panel's texts: written in German (as the spec has it), translated into English.
export default defineConfig({
  sourceLocale: "de",
  locales: ["de", "en"],
  fallbackLocales: { default: "de" },
  catalogs: [{ path: "<rootDir>/src/locales/{locale}/admin", include: ADMIN_SOURCES }],
  format: formatter({ lineNumbers: false }),
});
