import { triggerProblems } from "./content-version.js";
import { diffMigrationsToSchema } from "./schema-engine.js";

// pnpm db:migration:check: fails when prisma/schema.prisma and prisma/migrations disagree, on the
// tables too or on their content-version triggers (content-version.ts).
const sql = await diffMigrationsToSchema();
if (sql.trim()) {
  console.error("prisma/schema.prisma and prisma/migrations disagree. The missing migration would be:\n");
  console.error(sql);
  console.error("Run `pnpm db:migration:create <name>` and commit the new migration.");
  process.exit(1);
}
const problems = triggerProblems();
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("prisma/migrations match prisma/schema.prisma, content-version triggers included.");
