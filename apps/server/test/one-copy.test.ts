import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..");

/** Every workspace package's folder with its manifest. */
function workspacePackages(): { dir: string; deps: string[] }[] {
  return ["apps", "packages"].flatMap((group) =>
    readdirSync(join(root, group))
      .map((entry) => join(root, group, entry))
      .filter((dir) => existsSync(join(dir, "package.json")))
      .map((dir) => {
        const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
        const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
          (name) => !name.startsWith("@jugendclub/"),
        );
        return { dir, deps };
      }),
  );
}

// A package two workspace packages both use must be one copy on disk: pnpm makes a second copy of a
// package with a peer dependency when the peer resolves differently (a root `typescript-native`
// alias of TypeScript 7 once satisfied @trpc/server's `typescript` peer in the packages without a
// TypeScript of their own). With two copies, the API's TRPCError is not the host's, `instanceof`
// fails in the host's plain pages, and a refused form answered 500 instead of 400 in the tests.
describe("one copy of each shared package", () => {
  it("every workspace package that uses a package finds the same copy of it", () => {
    const copies = new Map<string, Set<string>>();
    for (const { dir, deps } of workspacePackages()) {
      for (const name of deps) {
        const link = join(dir, "node_modules", name);
        if (!existsSync(link)) continue;
        copies.set(name, (copies.get(name) ?? new Set()).add(realpathSync(link)));
      }
    }
    expect(copies.get("@trpc/server")?.size).toBe(1);
    const twice = [...copies].filter(([, paths]) => paths.size > 1).map(([name, paths]) => `${name}: ${[...paths]}`);
    expect(twice).toEqual([]);
  });
});
