import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's folder for its seeded demo site, made on first use (seeded-demo.ts). */
    demoDir: string;
  }
}

/** Vitest globalSetup: the run's folder for its seeded demo (seeded-demo.ts), removed after the run. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "jc-demo-"));
  project.provide("demoDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
