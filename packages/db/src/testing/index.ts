import "./provided-context.js";

export { migrationsDir, repoRoot } from "./paths.js";
export { createTemplate, dropTemplate, type TemplateRef, withDatabase } from "./template.js";
export { adminQuery, createTestDatabase, type TestDatabase } from "./test-database.js";
