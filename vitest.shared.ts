import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import type { ViteUserConfig } from "vitest/config";

type TestOptions = NonNullable<ViteUserConfig["test"]>;

/**
 * The test settings every package shares: a migrated template database per run, and a JSON report
 * per package in TEST_RESULTS_DIR so scripts/toolchain.mjs can add the counts of every suite.
 */
export function testConfig(packageDir: string, overrides: TestOptions = {}): TestOptions {
  const resultsDir = process.env.TEST_RESULTS_DIR;
  const name = `${basename(join(packageDir, ".."))}-${basename(packageDir)}`;
  return {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: [join(import.meta.dirname, "packages/db/src/testing/global-setup.ts")],
    // Generous: the tests assert behaviour, never speed, and CI machines here are shared and at
    // times ten times slower than usual. Speed is measured by the benchmarks (docs/PERFORMANCE.md).
    testTimeout: 5 * 60_000,
    // Two files at a time even on two cores: most of a file's time is spent waiting (a server
    // process starting, Chromium, timers), and with one the browser journeys ran one after the other.
    maxWorkers: Math.max(2, availableParallelism()),
    // expect.poll gives up after 1 s by default: on a busy machine a page's filter can take longer.
    expect: { poll: { timeout: 2 * 60_000, interval: 100 } },
    hookTimeout: 15 * 60_000,
    reporters: resultsDir ? ["default", ["json", { outputFile: join(resultsDir, `${name}.json`) }]] : ["default"],
    ...overrides,
  };
}
