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

await build({
  entryPoints: { main: "src/main.ts", backup: "src/cli/backup.ts", restore: "src/cli/restore.ts" },
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
console.log("built apps/server/dist/main.js, backup.js, restore.js");
