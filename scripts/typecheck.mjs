#!/usr/bin/env node
// `pnpm typecheck`: every package's tsconfig.json checked by TypeScript 7 (the native compiler, the
// root's `typescript-native`), one package after the other, each with one checker (`--checkers 1`).
// Its default, four checkers per package, each with a type cache of its own, checks the shared types
// four times: 50 s of CPU for the workspace against 29 s with one checker, which was also faster in
// wall time (27 s against 22 s on 2 cores; docs/PERFORMANCE.md, "2026-11-30"). TypeScript 5.9, which
// the packages keep for what needs its compiler API (the REST contract test compiles a generated
// client with it), took 120 s.
//
//   node scripts/typecheck.mjs            the root's tsconfig.json and every package's
//   node scripts/typecheck.mjs DIR...     these packages (a package's own `pnpm typecheck` passes `.`)
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = join(root, "node_modules", "typescript-native", "bin", "tsc");
const given = process.argv.slice(2).map((dir) => resolve(dir));
const packages =
  given.length > 0
    ? given
    : [
        // The root's own (the shared Vitest settings), then every package's.
        root,
        ...["apps", "packages"].flatMap((group) =>
          readdirSync(join(root, group))
            .map((entry) => join(root, group, entry))
            .filter((dir) => existsSync(join(dir, "tsconfig.json"))),
        ),
      ];

let failed = 0;
for (const dir of packages) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, "--checkers", "1", "-p", join(dir, "tsconfig.json")], {
    cwd: dir,
    stdio: "inherit",
  });
  const name = relative(root, dir) || ".";
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) process.stdout.write(`typecheck: ${name} passed (${seconds} s)\n`);
  else {
    failed++;
    process.stdout.write(`typecheck: ${name} FAILED (${seconds} s)\n`);
  }
}
process.exit(failed === 0 ? 0 : 1);
