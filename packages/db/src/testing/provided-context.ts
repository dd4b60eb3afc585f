import type { TemplateRef } from "./template.js";

// What the globalSetup hands every test file: `inject("dbTemplate")`.
declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: TemplateRef;
  }
}
