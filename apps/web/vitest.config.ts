import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { testConfig } from "../../vitest.shared.js";

export default defineConfig({
  plugins: [react(), lingui({ macroTransform: true })],
  test: testConfig(import.meta.dirname, {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "e2e/**/*.test.ts"],
  }),
});
