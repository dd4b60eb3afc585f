import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./paths.js";

/**
 * The site's version: the `version` of apps/server/package.json is the one place it is kept (a
 * release carries that file too). /healthz, the system tab and the OpenAPI document's info.version
 * name it; CHANGELOG.md says what each version brings (test/version.test.ts holds them together).
 */
export const APP_VERSION: string = (() => {
  try {
    return String(JSON.parse(readFileSync(join(repoRoot, "apps", "server", "package.json"), "utf8")).version);
  } catch {
    return "unknown";
  }
})();
