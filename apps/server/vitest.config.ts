import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { testConfig } from "../../vitest.shared.js";

export default defineConfig({
  test: testConfig(import.meta.dirname, {
    // A worker runs its files one after the other in one process: the app's modules load once per
    // worker, and its database (a clone of the run's template) is reset by TRUNCATE between files
    // instead of cloned again. Each file still builds its own app with its own settings.
    isolate: false,
    // The run's folder for the seeded demo site, made on first use (test/seeded-demo.ts).
    globalSetup: [join(import.meta.dirname, "test", "demo-setup.ts")],
  }),
});
