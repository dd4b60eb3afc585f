import { existsSync } from "node:fs";
import { defineConfig } from "prisma/config";

// Prisma's CLI wants to download a native schema engine, which this project never needs: the
// client is generated offline and migrations are applied by our own runner (src/migrate.ts).
// Pointing the variable at any existing file keeps `prisma generate` offline.
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(process.env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}

export default defineConfig({
  schema: "../../prisma/schema.prisma",
  migrations: { path: "../../prisma/migrations" },
});
