import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * Writes dist/.vite/chunks.json: each client chunk with the modules in it, so the bundle budget
 * check (packages/perf) can prove a visitor's pages load no admin module.
 */
export function chunkReport(): Plugin {
  let outDir = "dist";
  let ssr = false;
  return {
    name: "jugendclub-chunk-report",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") report[output.fileName] = output.moduleIds;
      }
      mkdirSync(join(outDir, ".vite"), { recursive: true });
      writeFileSync(join(outDir, ".vite", "chunks.json"), JSON.stringify(report));
    },
  };
}
