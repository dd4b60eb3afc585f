import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root, found from this file's place in packages/db/src/testing. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
export const migrationsDir = join(repoRoot, "prisma", "migrations");
