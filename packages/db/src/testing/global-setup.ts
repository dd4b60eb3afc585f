import type { TestProject } from "vitest/node";
import "./provided-context.js";
import { createTemplate, dropTemplate } from "./template.js";

/** Vitest globalSetup: one migrated template database per test run. */
export default async function setup(project: TestProject) {
  const template = await createTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide("dbTemplate", template);
  return async () => {
    await dropTemplate(template);
  };
}
