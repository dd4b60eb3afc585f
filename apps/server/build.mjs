// Bundles the server and the workspace packages it uses into dist/main.js. npm dependencies stay
// external and load from apps/server/node_modules at run time, so the server's package.json must
// list every runtime dependency of the workspace packages too: this script checks that it does.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const pkg = readJson("./package.json");
const serverDeps = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@jugendclub/"));
for (const workspace of ["db", "api"]) {
  const deps = Object.keys(readJson(`../../packages/${workspace}/package.json`).dependencies ?? {});
  const missing = deps.filter((name) => !name.startsWith("@jugendclub/") && !serverDeps.includes(name));
  if (missing.length > 0) {
    console.error(`apps/server/package.json must also depend on ${missing.join(", ")} (used by packages/${workspace})`);
    process.exit(1);
  }
}

// Prisma's generated client imports its query compiler as a module holding the WebAssembly as a
// base64 string. A module stays loaded for good, so that text (2.3 MB, and V8 keeps it twice: the
// source and the string) stayed in the heap after the compiler was built from it. The server
// build reads the same file as text instead, decodes it and lets the text go.
const compilerImport =
  /const \{ wasm \} = await import\("(@prisma\/client\/runtime\/query_compiler_[\w.]+\.wasm-base64\.mjs)"\)/;
const compilerFromFile = {
  name: "prisma-compiler-from-file",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /generated[\\/]prisma[\\/]internal[\\/]class\.ts$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      const match = compilerImport.exec(source);
      if (!match) {
        return { errors: [{ text: `${args.path}: Prisma's query compiler import changed; update build.mjs` }] };
      }
      const replacement = `const text = (await import("node:fs")).readFileSync(new URL(import.meta.resolve("${match[1]}")), "latin1");
    const wasm = text.slice(text.indexOf('"') + 1, text.lastIndexOf('"'))`;
      return { contents: source.replace(compilerImport, replacement), loader: "ts" };
    });
  },
};

await build({
  plugins: [compilerFromFile],
  entryPoints: {
    main: "src/main.ts",
    backup: "src/cli/backup.ts",
    restore: "src/cli/restore.ts",
    migrate: "src/cli/migrate.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: true,
  external: serverDeps.flatMap((name) => [name, `${name}/*`]),
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning",
});
console.log("built apps/server/dist/main.js, backup.js, restore.js, migrate.js");
