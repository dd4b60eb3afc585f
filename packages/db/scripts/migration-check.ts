import { diffMigrationsToSchema } from "./schema-engine.js";

// pnpm db:migration:check: fails when prisma/schema.prisma and prisma/migrations disagree.
const sql = await diffMigrationsToSchema();
if (sql.trim()) {
  console.error("prisma/schema.prisma and prisma/migrations disagree. The missing migration would be:\n");
  console.error(sql);
  console.error("Run `pnpm db:migration:create <name>` and commit the new migration.");
  process.exit(1);
}
console.log("prisma/migrations match prisma/schema.prisma.");
