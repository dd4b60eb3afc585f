// The layers of the monorepo, as ARCHITECTURE.md draws them, checked over the import graph:
// which workspace package may import which, and that nobody imports another package's tests.
// `pnpm lint` runs it (scripts/check-layers.mjs); apps/server/test/layers.test.ts shows that it
// catches a broken layer. Plain JavaScript without dependencies.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * Every workspace package and the packages it may import. A package not listed here fails the
 * check until its place is decided.
 */
export const ALLOWED = {
  "@jugendclub/demo-art": [],
  "@jugendclub/db": ["@jugendclub/demo-art"],
  "@jugendclub/api": ["@jugendclub/db"],
  "@jugendclub/web": ["@jugendclub/api", "@jugendclub/demo-art"],
  "@jugendclub/server": ["@jugendclub/api", "@jugendclub/db", "@jugendclub/web"],
  "@jugendclub/perf": ["@jugendclub/api", "@jugendclub/db", "@jugendclub/web", "@jugendclub/testing"],
  // Test support: the built server as a process, a database for it, Chromium. Only tests and
  // benchmarks import it (an app's sources may not: see TEST_SUPPORT).
  "@jugendclub/testing": ["@jugendclub/db"],
};

/**
 * Where a package may take only some entry points of another (ARCHITECTURE.md): the web takes of
 * the api only its zod-free subpaths (a value import) or anything as a type (`import type`); the
 * host takes of the web only its site declaration and its builds; the checks (perf) only the
 * site declaration. An import through a relative path into the other package is no entry point
 * at all, and neither is a path built with join() or resolve() into it (`join(root, "apps",
 * "web", "dist-server", ...)`): such a path may name the package's folder itself (handed to one of
 * its entry points, as the host hands it to @jugendclub/web/builds) or one of `folders`.
 */
export const ENTRY_POINTS = {
  "@jugendclub/web": {
    "@jugendclub/api": {
      subpaths: [
        "club",
        "consent",
        "email",
        "ids",
        "kinds",
        "locales",
        "luxembourg-date",
        "photo-titles",
        "place",
        "recurrence",
        "roles",
        "slug",
        "system-status",
        "upload-rules",
      ],
      types: true,
      // What the browser loads: these subpaths, and all they import, must not import zod.
      withoutValueImports: ["zod"],
    },
  },
  "@jugendclub/server": { "@jugendclub/web": { subpaths: ["site", "builds"], types: false } },
  // The checks measure the built files' bytes (bundle-budget.ts reads apps/web/dist).
  "@jugendclub/perf": { "@jugendclub/web": { subpaths: ["site"], types: false, folders: ["dist"] } },
};

/**
 * Builds that others start as a process rather than import: a path built into these folders of
 * the package is no import of it (the test support and the benchmarks start apps/server/dist/main.js).
 */
export const PROGRAMS = { "@jugendclub/server": ["dist"] };

/** Test support, which every package's tests may import (its sources only where ALLOWED says so). */
export const TEST_SUPPORT = "@jugendclub/testing";

/** Folders that hold a package's tests: no other package, and none of its own sources, may import them. */
const TEST_FOLDERS = new Set(["test", "e2e"]);
const SKIP = new Set(["node_modules", "dist", "dist-server", "generated", ".vite", "coverage"]);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SPECIFIER =
  /(?:^|[\s;{}])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|(?:^|[\s;{}(])import\s*\(\s*["']([^"']+)["']|(?:^|[\s;])import\s+["']([^"']+)["']/g;
/** A dynamic import of a path built with join() or resolve() from the file's folder and literals. */
const JOINED =
  /(?:^|[\s;{}(])import\s*\(\s*(?:join|resolve)\(\s*(?:import\.meta\.dirname|__dirname)\s*((?:,\s*["'][^"']*["']\s*)+)\)/g;

/** A join() or resolve() call's arguments (not one inside import(), which JOINED reads). */
const PATH_CALL = /(?<!import\s*\(\s*)\b(?:join|resolve)\(([^()]*)\)/g;

/**
 * The paths a file builds with join() or resolve() from string literals that reach a package
 * folder: from the file's folder (import.meta.dirname, __dirname) as they resolve, from anything
 * else (the repository's root) from an apps/<x> or packages/<x> among the literals. Absolute.
 */
function builtPathsOf(text, file, root) {
  const found = [];
  for (const match of text.matchAll(PATH_CALL)) {
    const literals = [...match[1].matchAll(/["']([^"']*)["']/g)].map((part) => part[1]);
    if (/^\s*(?:import\.meta\.dirname|__dirname)\s*,/.test(match[1])) {
      found.push(resolve(dirname(file), ...literals));
      continue;
    }
    const segments = literals
      .join("/")
      .split("/")
      .filter((segment) => segment !== "" && segment !== ".");
    const at = segments.findIndex((segment, i) => (segment === "apps" || segment === "packages") && segments[i + 1]);
    if (at !== -1 && !segments.slice(at).includes("..")) found.push(join(root, ...segments.slice(at)));
  }
  return found;
}

/** Why a path built into `target`'s folder breaks a layer, or null. */
function builtPathViolation(pkgName, allowed, target, rest) {
  if ((PROGRAMS[target.name] ?? []).includes(rest[0])) return null;
  if (!allowed.includes(target.name)) return `${pkgName} may not import ${target.name}`;
  const rule = ENTRY_POINTS[pkgName]?.[target.name];
  if (!rule || rest.length === 0 || (rule.folders ?? []).includes(rest[0])) return null;
  const entries = rule.subpaths.map((s) => `${target.name}/${s}`).join(", ");
  return `${pkgName} takes of ${target.name} only ${entries}: a built path may name its folder, not ${rest.join("/")}`;
}

/** Every import of a file: its specifier (a joined path as a relative one) and whether it is type-only. */
function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    // `import type {...} from` and `export type {...} from` bring nothing at run time.
    const typeOnly = /^[\s;{}]?(?:import|export)\s+type\s/.test(match[0]);
    found.push({ specifier, typeOnly });
  }
  for (const match of text.matchAll(JOINED)) {
    const parts = [...match[1].matchAll(/["']([^"']*)["']/g)].map((part) => part[1]);
    const joined = join(...parts);
    found.push({ specifier: joined.startsWith(".") ? joined : `./${joined}`, typeOnly: false });
  }
  return found;
}

/** Why an import of `target` breaks its entry points (ENTRY_POINTS), or null. */
function entryPointViolation(pkgName, target, specifier, typeOnly) {
  const rule = ENTRY_POINTS[pkgName]?.[target.name];
  if (!rule || (rule.types && typeOnly)) return null;
  const subpath = specifier.startsWith("@jugendclub/") ? specifier.split("/").slice(2).join("/") : null;
  if (subpath !== null && rule.subpaths.includes(subpath)) return null;
  const allowed = rule.subpaths.map((s) => `${target.name}/${s}`).join(", ");
  return `${pkgName} takes of ${target.name} only ${allowed}${rule.types ? " or types" : ""}`;
}

function packagesOf(root) {
  const found = [];
  for (const group of ["apps", "packages"]) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const manifest = join(dir, name, "package.json");
      if (existsSync(manifest))
        found.push({ dir: join(dir, name), name: JSON.parse(readFileSync(manifest, "utf8")).name });
    }
  }
  return found;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry) || entry.startsWith(".")) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(entry) && !entry.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** The test folder a path lies in (relative to its package), or null. */
function testFolderOf(pkgDir, path) {
  const first = relative(pkgDir, path).split(sep)[0];
  return TEST_FOLDERS.has(first) ? first : null;
}

/** A package's `exports` (package.json), or null when it has none. */
function exportsOf(pkg) {
  return JSON.parse(readFileSync(join(pkg.dir, "package.json"), "utf8")).exports ?? null;
}

/** A module's source file: as written, or the .ts a .js specifier stands for. */
function sourceOf(path) {
  for (const candidate of [path, path.replace(/\.js$/, ".ts"), path.replace(/\.js$/, ".tsx"), `${path}.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The first value import of a banned package in an entry point's module graph (the api's subpaths
 * the web takes stay zod-free: a subpath that starts importing zod, itself or through a module it
 * imports, would load it into the browser), or null. Type-only imports bring nothing at run time.
 */
function valueImportIn(start, banned) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier, typeOnly } of importsOf(readFileSync(file, "utf8"))) {
      if (typeOnly) continue;
      if (banned.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return { file, specifier };
      const next = specifier.startsWith(".") ? sourceOf(resolve(dirname(file), specifier)) : null;
      if (next) queue.push(next);
    }
  }
  return null;
}

/** The entry points that ENTRY_POINTS lets a package take but that break their own rule. */
function entryPointGraphViolations(root, byName) {
  const violations = [];
  for (const targets of Object.values(ENTRY_POINTS)) {
    for (const [name, rule] of Object.entries(targets)) {
      const target = byName.get(name);
      const exports = target && rule.withoutValueImports ? exportsOf(target) : null;
      if (!exports) continue;
      for (const subpath of rule.subpaths) {
        const file = typeof exports[`./${subpath}`] === "string" ? resolve(target.dir, exports[`./${subpath}`]) : null;
        // A subpath it does not export cannot be imported at all (the typecheck says so).
        if (!file || !existsSync(file)) continue;
        const found = valueImportIn(file, rule.withoutValueImports);
        if (found) {
          const where = relative(root, found.file);
          violations.push(
            `${name}/${subpath}: ${where} imports ${found.specifier} (the browser takes it: it must not)`,
          );
        }
      }
    }
  }
  return violations;
}

/** Every import that breaks a layer, as "file: imports x (why)". */
export function findLayerViolations(root) {
  const packages = packagesOf(root);
  const byName = new Map(packages.map((p) => [p.name, p]));
  const owner = (path) => packages.find((p) => path === p.dir || path.startsWith(`${p.dir}${sep}`));
  const violations = [];
  for (const pkg of packages) {
    const allowed = ALLOWED[pkg.name];
    if (!allowed) {
      violations.push(`${relative(root, pkg.dir)}: the package ${pkg.name} has no place in scripts/layers.mjs`);
      continue;
    }
    for (const file of sourceFiles(pkg.dir)) {
      const text = readFileSync(file, "utf8");
      const where = relative(root, file);
      const fileTests = testFolderOf(pkg.dir, file);
      if (!fileTests) {
        for (const path of builtPathsOf(text, file, root)) {
          const target = owner(path);
          if (!target || target === pkg) continue;
          const rest = relative(target.dir, path).split(sep).filter(Boolean);
          const why = builtPathViolation(pkg.name, allowed, target, rest);
          if (why) violations.push(`${where}: builds the path ${relative(root, path)} (${why})`);
        }
      }
      for (const { specifier, typeOnly } of importsOf(text)) {
        let target;
        let targetPath = null;
        if (specifier.startsWith("@jugendclub/")) {
          target = byName.get(specifier.split("/").slice(0, 2).join("/"));
        } else if (specifier.startsWith(".")) {
          targetPath = resolve(dirname(file), specifier);
          target = owner(targetPath);
        } else {
          continue;
        }
        if (!target) continue;
        const testSupport = target.name === TEST_SUPPORT && fileTests;
        if (target !== pkg && !allowed.includes(target.name) && !testSupport) {
          violations.push(`${where}: imports ${specifier} (${pkg.name} may not import ${target.name})`);
        } else if (target !== pkg && !fileTests) {
          const why = entryPointViolation(pkg.name, target, specifier, typeOnly);
          if (why) violations.push(`${where}: imports ${specifier} (${why})`);
        }
        if (targetPath) {
          const targetTests = testFolderOf(target.dir, targetPath);
          if (targetTests && (target !== pkg || !fileTests)) {
            violations.push(`${where}: imports ${specifier} (the tests of ${target.name} are not a library)`);
          }
        }
      }
    }
  }
  return [...violations, ...entryPointGraphViolations(root, byName)];
}
