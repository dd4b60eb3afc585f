import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import type { ViteUserConfig } from "vitest/config";
import { SlowFirstSequencer } from "./vitest.sequencer.js";

type TestOptions = NonNullable<ViteUserConfig["test"]>;

/**
 * The test settings every package shares: a migrated template database per run (each worker keeps
 * its clone of it and resets it by TRUNCATE between files: packages/db/src/testing), and a JSON report
 * per package in TEST_RESULTS_DIR so scripts/toolchain.mjs can add the counts of every suite.
 */
export function testConfig(packageDir: string, { globalSetup = [], ...overrides }: TestOptions = {}): TestOptions {
  const resultsDir = process.env.TEST_RESULTS_DIR;
  const name = `${basename(join(packageDir, ".."))}-${basename(packageDir)}`;
  return {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    // The package's own set-up (a globalSetup of its overrides) runs after this one.
    globalSetup: [join(import.meta.dirname, "packages/db/src/testing/global-setup.ts"), ...[globalSetup].flat()],
    // A test that hangs fails within a minute (a busy machine makes the run slower, never red:
    // tests wait for states, and the few that do a minute's work say so in their own timeout).
    testTimeout: 60_000,
    // Set-up may seed the demo site and start a server process: three minutes, not twenty.
    hookTimeout: 3 * 60_000,
    // Two files at a time on two cores (more only adds memory: each worker holds a database and
    // the app's modules), more where there are more cores.
    maxWorkers: Math.max(2, Math.min(availableParallelism(), 4)),
    // expect.poll gives up after 1 s by default: on a busy machine a state can take longer.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    // A fresh clone has no measured durations: the files that build or start processes start
    // first (vitest.sequencer.ts), so that no long file starts last beside an idle core.
    sequence: { sequencer: SlowFirstSequencer },
    reporters: resultsDir ? ["default", ["json", { outputFile: join(resultsDir, `${name}.json`) }]] : ["default"],
    ...overrides,
  };
}
