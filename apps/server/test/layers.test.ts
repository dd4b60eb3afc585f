import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript module of the repository's scripts, without types.
import { findLayerViolations } from "../../../scripts/layers.mjs";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

const find = findLayerViolations as (root: string) => string[];

/** A small workspace in a temporary folder: package folders with their files. */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "jc-layers-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const manifests = {
  "packages/db/package.json": JSON.stringify({ name: "@jugendclub/db" }),
  "packages/api/package.json": JSON.stringify({ name: "@jugendclub/api" }),
  "apps/server/package.json": JSON.stringify({ name: "@jugendclub/server" }),
  "apps/web/package.json": JSON.stringify({ name: "@jugendclub/web" }),
  "packages/testing/package.json": JSON.stringify({ name: "@jugendclub/testing" }),
};

describe("the layer check", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it("fails on each forbidden direction and on imports of another package's tests", () => {
    const root = workspace({
      ...manifests,
      "packages/api/src/a.ts":
        'import { x } from "@jugendclub/server";\nimport type { Y } from "../../../apps/server/src/y.js";',
      "packages/db/src/b.ts": 'export { z } from "@jugendclub/api";',
      "apps/web/src/c.tsx": 'const db = await import("@jugendclub/db");',
      "apps/web/e2e/d.ts": 'import { start } from "../../server/test/helpers.js";',
      "apps/server/src/e.ts": 'import { helper } from "../test/helpers.js";',
      // Allowed: down the layers, and a package's tests using their own helpers.
      "apps/server/src/ok.ts": 'import { appRouter } from "@jugendclub/api";\nimport "@jugendclub/db";',
      "apps/server/test/ok.test.ts": 'import { helper } from "./helpers.js";',
      // Test support: for tests, not for an app's own sources.
      "apps/web/e2e/ok.test.ts": 'import { startServer } from "@jugendclub/testing/server-process";',
      "apps/web/src/f.ts": 'import { CHROMIUM_PATH } from "@jugendclub/testing/chromium";',
    });
    roots.push(root);
    const found = find(root);
    expect(found).toEqual([
      expect.stringMatching(/^apps\/server\/src\/e\.ts: .*tests of @jugendclub\/server are not a library/),
      expect.stringMatching(/^apps\/web\/e2e\/d\.ts: .*@jugendclub\/web may not import @jugendclub\/server/),
      expect.stringMatching(/^apps\/web\/e2e\/d\.ts: .*tests of @jugendclub\/server are not a library/),
      expect.stringMatching(/^apps\/web\/src\/c\.tsx: .*@jugendclub\/web may not import @jugendclub\/db/),
      expect.stringMatching(/^apps\/web\/src\/f\.ts: .*@jugendclub\/web may not import @jugendclub\/testing/),
      expect.stringMatching(/^packages\/api\/src\/a\.ts: imports @jugendclub\/server /),
      expect.stringMatching(/^packages\/api\/src\/a\.ts: imports \.\.\/\.\.\/\.\.\/apps\/server\/src\/y\.js /),
      expect.stringMatching(/^packages\/db\/src\/b\.ts: .*@jugendclub\/db may not import @jugendclub\/api/),
    ]);
  });

  it("lets the web take of the api only its zod-free subpaths or types, and the host of the web only its site", () => {
    const root = workspace({
      ...manifests,
      "apps/web/src/bad-root.ts": 'import { appRouter } from "@jugendclub/api";',
      "apps/web/src/bad-schemas.ts": 'import { SponsorInput } from "@jugendclub/api/schemas";',
      "apps/web/src/bad-relative.ts": 'import { x } from "../../../packages/api/src/slug.js";',
      "apps/web/src/bad-joined.ts":
        'const m = await import(join(import.meta.dirname, "../../../packages/api/src", "schemas/common.ts"));',
      "apps/server/src/bad-web.ts": 'import { App } from "@jugendclub/web/src/app.js";',
      // Allowed: a declared subpath, a type from anywhere, the site declaration, and joins inside a package.
      "apps/web/src/ok.ts":
        'import { slugify } from "@jugendclub/api/slug";\nimport type { AppRouter } from "@jugendclub/api";\nexport type { X } from "@jugendclub/api/schemas";',
      "apps/web/src/ok-joined.ts": 'const m = await import(join(import.meta.dirname, "lib", "a.js"));',
      "apps/server/src/ok-web.ts": 'import { PUBLIC_PAGES } from "@jugendclub/web/site";',
    });
    roots.push(root);
    expect(find(root)).toEqual([
      expect.stringMatching(/^apps\/server\/src\/bad-web\.ts: .*takes of @jugendclub\/web only/),
      expect.stringMatching(
        /^apps\/web\/src\/bad-joined\.ts: imports .*packages\/api\/src\/schemas\/common\.ts .*takes of/,
      ),
      expect.stringMatching(/^apps\/web\/src\/bad-relative\.ts: .*takes of @jugendclub\/api only/),
      expect.stringMatching(/^apps\/web\/src\/bad-root\.ts: .*takes of @jugendclub\/api only/),
      expect.stringMatching(/^apps\/web\/src\/bad-schemas\.ts: .*takes of @jugendclub\/api only/),
    ]);
  });

  it("sees paths built with join() or resolve() into another package as imports of it", () => {
    const root = workspace({
      ...manifests,
      "packages/perf/package.json": JSON.stringify({ name: "@jugendclub/perf" }),
      // The host reaching past the web's entry points into its server build or its sources.
      "apps/server/src/bad-build.ts":
        'const entry = join(repoRoot, "apps", "web", "dist-server", "entry-server.js");\nawait import(entry);',
      "apps/server/src/bad-source.ts": 'const app = resolve(import.meta.dirname, "../../web/src/app.tsx");',
      // Down the layers no further than allowed, even by path.
      "packages/api/src/bad-up.ts": 'const dir = join(root, "apps/server", "src");',
      "packages/perf/src/bad-source.ts":
        'const file = join(import.meta.dirname, "..", "..", "..", "apps", "web", "src");',
      // Allowed: the web's folder handed to its builds module, a package's own files, the server's
      // build started as a process, the web's built files measured by the checks, a test's paths.
      "apps/server/src/ok-build.ts":
        'const web = currentBuild(join(repoRoot, "apps", "web"));\nconst v = join(repoRoot, "apps", "server", "package.json");',
      "packages/testing/src/ok-process.ts": 'export const entry = join(repoRoot, "apps", "server", "dist", "main.js");',
      "packages/perf/src/ok-dist.ts":
        'const dist = join(import.meta.dirname, "..", "..", "..", "apps", "web", "dist");',
      "apps/web/e2e/ok.test.ts": 'const log = join(repoRoot, "apps", "server", "src", "x.ts");',
    });
    roots.push(root);
    expect(find(root)).toEqual([
      expect.stringMatching(
        /^apps\/server\/src\/bad-build\.ts: builds the path apps\/web\/dist-server\/entry-server\.js .*takes of @jugendclub\/web only/,
      ),
      expect.stringMatching(
        /^apps\/server\/src\/bad-source\.ts: builds the path apps\/web\/src\/app\.tsx .*not src\/app\.tsx/,
      ),
      expect.stringMatching(/^packages\/api\/src\/bad-up\.ts: .*@jugendclub\/api may not import @jugendclub\/server/),
      expect.stringMatching(
        /^packages\/perf\/src\/bad-source\.ts: builds the path apps\/web\/src .*only @jugendclub\/web\/site/,
      ),
    ]);
  });

  it("keeps the api's subpaths that the web takes free of zod, through every module they import", () => {
    const root = workspace({
      ...manifests,
      "packages/api/package.json": JSON.stringify({
        name: "@jugendclub/api",
        exports: { "./slug": "./src/slug.ts", "./kinds": "./src/kinds.ts", "./ids": "./src/ids.ts" },
      }),
      "packages/api/src/kinds.ts": 'export { CONTENT_FACTS } from "./content/facts.js";',
      "packages/api/src/content/facts.ts": 'import { z } from "zod";\nexport const CONTENT_FACTS = {};',
      "packages/api/src/ids.ts": 'import * as zod from "zod/mini";',
      // Allowed: types from zod, and a module importing another zod-free one.
      "packages/api/src/slug.ts": 'import type { z } from "zod";\nimport { MAX } from "./ids-max.js";',
      "packages/api/src/ids-max.ts": "export const MAX = 1;",
    });
    roots.push(root);
    expect(find(root)).toEqual([
      "@jugendclub/api/ids: packages/api/src/ids.ts imports zod/mini (the browser takes it: it must not)",
      "@jugendclub/api/kinds: packages/api/src/content/facts.ts imports zod (the browser takes it: it must not)",
    ]);
  });

  it("passes the repository itself", () => {
    expect(find(join(import.meta.dirname, "..", "..", ".."))).toEqual([]);
  });

  it("fails on a package that has no place in the layers yet", () => {
    const root = workspace({ ...manifests, "packages/new/package.json": JSON.stringify({ name: "@jugendclub/new" }) });
    roots.push(root);
    expect(find(root)).toEqual([expect.stringContaining("@jugendclub/new has no place")]);
  });
});
