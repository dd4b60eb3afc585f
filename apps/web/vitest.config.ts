import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { testConfig } from "../../vitest.shared.js";

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true })],
  test: testConfig(import.meta.dirname, {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "e2e/**/*.test.ts"],
    // The browser journeys' servers open the embedded database in their own folder, each a copy
    // of the run's seeded demo site (e2e/seeded-template.ts); only the PostgreSQL pass clones the
    // run's migrated template for them.
    ...(process.env.TEST_DATABASE_URL ? {} : { globalSetup: ["e2e/seeded-template.ts"] }),
    // The three journeys at once: each spends most of its time waiting for its server and browser.
    maxWorkers: 3,
  }),
});
