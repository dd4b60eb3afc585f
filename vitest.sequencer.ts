import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * How long a test file is likely to take, from what its source says about itself, for a run with
 * no measured durations (a fresh clone): 2 for a file that makes a release or a build of its own
 * (BUILD_HOOK_TIMEOUT), 1 for one that starts real processes or seeds the demo's images
 * (PROCESS_TEST_TIMEOUT, startServer, SEED_DEMO "true") or says it is long (LONG_TEST_TIMEOUT: a
 * fuzz run, large photos, the server's time limits waited out), 0 for the rest.
 */
export function costClass(source: string): number {
  if (source.includes("BUILD_HOOK_TIMEOUT")) return 2;
  if (/PROCESS_TEST_TIMEOUT|LONG_TEST_TIMEOUT|startServer\(|SEED_DEMO: "true"/.test(source)) return 1;
  return 0;
}

/**
 * The order in which files start when nothing was measured: the costly classes first, and in a
 * class the larger file first. The files are handed to whichever worker is free, in this order,
 * so the longest ones no longer start last and hold one core busy while the other waits.
 */
export function slowFirst<T>(files: { file: T; source: string }[]): T[] {
  return files
    .map((entry) => ({ ...entry, cost: costClass(entry.source) }))
    .sort((a, b) => b.cost - a.cost || b.source.length - a.source.length)
    .map((entry) => entry.file);
}

/**
 * Vitest's sequencer, with slowFirst where it would go by file size. With a duration measured for
 * every file (a later run in the same checkout), Vitest's own order: failed, then longest, first.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const measured = files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec));
    if (measured) return super.sort(files);
    // Projects run one after the other, as in Vitest's order; in each, slowFirst.
    const projects = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const key = spec.project.name;
      projects.set(key, [...(projects.get(key) ?? []), spec]);
    }
    return [...projects.values()].flatMap((specs) =>
      slowFirst(specs.map((spec) => ({ file: spec, source: readFileSync(spec.moduleId, "utf8") }))),
    );
  }
}
