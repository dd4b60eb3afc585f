import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// This file is bundled into apps/server/dist/main.js for production and runs from
// apps/server/src in development and tests: both sit three levels below the repository root.
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
