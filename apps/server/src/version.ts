import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./paths.js";

/** The server's version, from apps/server/package.json (read once). */
export const APP_VERSION: string = (() => {
  try {
    return String(JSON.parse(readFileSync(join(repoRoot, "apps", "server", "package.json"), "utf8")).version);
  } catch {
    return "unknown";
  }
})();
