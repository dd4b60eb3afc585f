import type { Plugin } from "vite";

/** Chromium's explicit compile hint: V8 compiles every function of the file on a background thread. */
const HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The entry chunk and the chunks it imports statically all run while a page starts. Without a
 * hint V8 compiles each function on the main thread the first time it is called, in the middle
 * of start-up; with it, they are compiled while the file streams in.
 */
export function compileHints(): Plugin {
  return {
    name: "jugendclub-compile-hints",
    apply: "build",
    // After Vite's own preload helper has put its line at the top of the entry.
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const startup = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== "chunk" || startup.has(fileName)) return;
          startup.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const [fileName, chunk] of Object.entries(bundle))
          if (chunk.type === "chunk" && chunk.isEntry) visit(fileName);
        for (const fileName of startup) {
          const chunk = bundle[fileName];
          if (chunk?.type === "chunk") chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}
