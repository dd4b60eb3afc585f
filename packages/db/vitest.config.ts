import { defineConfig } from "vitest/config";
import { testConfig } from "../../vitest.shared.js";

// One worker process runs file after file (isolate: false): no file changes global state that the next
// would see, and each file no longer pays for loading the app's modules again.
export default defineConfig({ test: testConfig(import.meta.dirname, { isolate: false }) });
