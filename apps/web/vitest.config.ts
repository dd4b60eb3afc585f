import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { testConfig } from "../../vitest.shared.js";

const shared = testConfig(import.meta.dirname);

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true })],
  test: {
    ...shared,
    projects: [
      {
        extends: true,
        // No database: no template to make.
        test: { name: "unit", include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"], globalSetup: [] },
      },
      {
        extends: true,
        test: {
          name: "journeys",
          include: ["e2e/**/*.test.ts"],
          // `extends` adds the shared include list (src/, scripts/) to this one: the unit tests
          // are the other project's, not run twice.
          exclude: ["src/**", "scripts/**", "**/node_modules/**"],
          // The demo site seeded once per run (e2e/seeded-template.ts); on PostgreSQL also the
          // migrated template, for the journeys that start on an empty database.
          globalSetup: [
            ...(process.env.TEST_DATABASE_URL ? (shared.globalSetup as string[]) : []),
            "e2e/seeded-template.ts",
          ],
          // A worker runs its journeys one after the other in one process with one Chromium
          // (e2e/harness.ts). A journey that changes the site starts its own server on its own
          // copy of the demo; those that only look share the run's one (harness.ts sharedSite).
          isolate: false,
          // A journey drives a browser against a server process: two minutes each, its steps'
          // waits bounded below that (harness.ts).
          testTimeout: 2 * 60_000,
        },
      },
    ],
  },
});
