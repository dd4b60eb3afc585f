import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "@jugendclub/testing/server-process";
import type { TestProject } from "vitest/node";

// The browser journeys on the embedded database all start from the demo site. Seeding it (the
// migrations, the demo's rows and its images in every size) takes half a minute or more on a busy
// machine; it is done once per run, by the first journey that needs it, and every journey's server
// then starts on a copy of it. The PostgreSQL pass seeds each journey's own database, as before.

declare module "vitest" {
  export interface ProvidedContext {
    /** A folder of this run where the seeded demo data directory is made once; unset on PostgreSQL. */
    e2eTemplateRoot?: string;
  }
}

/** Vitest globalSetup: names the run's template folder (cheap; the seeding waits for a journey). */
export default function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const root = mkdtempSync(join(tmpdir(), "jc-e2e-template-"));
  project.provide("e2eTemplateRoot", root);
  return () => rmSync(root, { recursive: true, force: true });
}

/**
 * A fresh data directory holding the seeded demo site (its admin is `env`'s), made from the run's
 * template: the first caller seeds the template under a lock, the others wait for it.
 */
export async function copyOfSeededSite(root: string, env: Record<string, string>, into: string): Promise<void> {
  const data = join(root, "data");
  const ready = join(root, "ready");
  const lock = join(root, "lock");
  for (;;) {
    if (existsSync(ready)) break;
    try {
      mkdirSync(lock);
    } catch {
      if (existsSync(join(root, "failed")))
        throw new Error("seeding the journeys' demo site failed (see the first journey)");
      await new Promise((resolve) => setTimeout(resolve, 300));
      continue;
    }
    try {
      const server = await startServer({ ...env, DATA_DIR: data, SEED_DEMO: "true", LOG_LEVEL: "warn" }, 20 * 60_000);
      await server.stop();
      writeFileSync(ready, "");
    } catch (error) {
      writeFileSync(join(root, "failed"), String(error));
      throw error;
    }
  }
  cpSync(data, into, { recursive: true });
}
