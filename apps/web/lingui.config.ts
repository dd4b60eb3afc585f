import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// Luxembourgish is the only bundled language and the fallback; texts are written in it
// (German where the spec gives German) and extracted into one catalog.
export default defineConfig({
  sourceLocale: "lb",
  locales: ["lb"],
  fallbackLocales: { default: "lb" },
  catalogs: [{ path: "<rootDir>/src/locales/{locale}/messages", include: ["<rootDir>/src"] }],
  format: formatter({ lineNumbers: false }),
});
