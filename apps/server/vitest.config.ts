import { defineConfig } from "vitest/config";
import { testConfig } from "../../vitest.shared.js";

export default defineConfig({ test: testConfig(import.meta.dirname) });
