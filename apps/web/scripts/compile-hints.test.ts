import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { compileHints } from "./compile-hints.js";

function chunk(fileName: string, imports: string[], isEntry = false): Rollup.OutputChunk {
  return {
    type: "chunk",
    fileName,
    imports,
    isEntry,
    code: `export const name = "${fileName}";`,
  } as Rollup.OutputChunk;
}

describe("compileHints", () => {
  it("marks the entry and what it imports statically, not the chunks loaded later", () => {
    const bundle = {
      "index.js": chunk("index.js", ["vendor.js"], true),
      "vendor.js": chunk("vendor.js", ["shared.js"]),
      "shared.js": chunk("shared.js", ["vendor.js"]),
      "admin.js": chunk("admin.js", ["shared.js"]),
      "style.css": { type: "asset", fileName: "style.css", source: "" },
    } as unknown as Rollup.OutputBundle;
    const plugin = compileHints();
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
    hook.handler({}, bundle);
    const code = (name: string) => (bundle[name] as Rollup.OutputChunk).code;
    for (const name of ["index.js", "vendor.js", "shared.js"]) {
      expect(code(name).startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
      expect(code(name).match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    }
    expect(code("admin.js")).not.toContain("allFunctionsCalledOnLoad");
  });
});
