import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { costClass, slowFirst } from "../../../vitest.sequencer.js";

// The order in which a fresh clone's run starts this suite's files (vitest.sequencer.ts): the
// longest first, so that the last minutes do not run one long file beside an idle core.

const dir = import.meta.dirname;
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => ({ file: name, source: readFileSync(join(dir, name), "utf8") }));

describe("the order of a run without measured durations", () => {
  it("starts the release build first, then every file that starts processes, then the rest", () => {
    const order = slowFirst(files);
    expect(order).toHaveLength(files.length);
    expect(order[0]).toBe("release.test.ts");
    const classes = order.map((name) => costClass(files.find((f) => f.file === name)?.source ?? ""));
    // Never a cheaper class before a costlier one.
    for (let i = 1; i < classes.length; i++) expect(classes[i], order[i]).toBeLessThanOrEqual(classes[i - 1] as number);
    for (const slow of ["backup-restore.test.ts", "server-log.test.ts", "upgrade.test.ts", "data-folder.test.ts"]) {
      expect(order.indexOf(slow), slow).toBeLessThan(order.indexOf("version.test.ts"));
    }
    // The long in-process files too, ahead of the largest of the rest: in a CI rehearsal on
    // 2026-11-30 the fuzz run and the time limits' files started last, and the server's lane ran
    // on alone for 25 s after the other lane had ended.
    for (const long of [
      "api-fuzz.test.ts",
      "upload-time-limits.test.ts",
      "photo-zip-retry.test.ts",
      "connections.test.ts",
    ]) {
      expect(order.indexOf(long), long).toBeLessThan(order.indexOf("rest-contract.test.ts"));
    }
  });

  it("reads the cost from the source: a build, processes or the demo's images, else size", () => {
    // Written in pieces, so that this file's own source does not read as a costly one.
    const [build, processes, seed, long] = ["BUILD_HOOK", "startServer", "SEED_DEMO", "LONG_TEST"];
    expect(costClass(`beforeAll(make, ${build}_TIMEOUT)`)).toBe(2);
    expect(costClass(`const server = await ${processes}(env)`)).toBe(1);
    expect(costClass(`describe("fuzz", { timeout: ${long}_TIMEOUT }, run)`)).toBe(1);
    expect(costClass(`createAdminTestApp({ ${seed}: "true" })`)).toBe(1);
    expect(costClass(`createAdminTestApp({ ${seed}: "false" })`)).toBe(0);
    expect(costClass(readFileSync(join(dir, "test-order.test.ts"), "utf8"))).toBe(0);
    expect(
      slowFirst([
        { file: "small", source: "x" },
        { file: "large", source: "x".repeat(10) },
      ]),
    ).toEqual(["large", "small"]);
  });
});
