import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyDataDir, type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { type RunningServer, repoRoot, startServer } from "@jugendclub/testing/server-process";
import { currentBuild, publishBuild } from "@jugendclub/web/builds";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

/**
 * An installation of the built server in a folder of its own, laid out like the checkout after
 * `pnpm build`: the server's bundle, its packages and migrations (linked), the checkout's current
 * web build, and the same files in dist/ and dist-server/, where vite built them.
 */
function installBesideCheckout(root: string): string {
  mkdirSync(join(root, "apps", "server", "dist"), { recursive: true });
  cpSync(join(repoRoot, "apps", "server", "dist", "main.js"), join(root, "apps", "server", "dist", "main.js"));
  cpSync(join(repoRoot, "apps", "server", "package.json"), join(root, "apps", "server", "package.json"));
  for (const linked of ["apps/server/node_modules", "apps/server/assets", "prisma"]) {
    symlinkSync(join(repoRoot, linked), join(root, linked));
  }
  const build = currentBuild(join(repoRoot, "apps", "web"));
  if (!build.id) throw new Error("The checkout has no published web build: run pnpm build");
  const from = join(repoRoot, "apps", "web", "builds", build.id);
  const copy = (source: string, target: string) =>
    cpSync(source, target, { recursive: true, filter: (path) => !path.endsWith("in-use") });
  copy(from, join(root, "apps", "web", "builds", build.id));
  writeFileSync(join(root, "apps", "web", "builds", "current"), `${build.id}\n`);
  // What vite left in dist/ and dist-server/ after that build (the folders it builds into).
  copy(join(from, "dist"), join(root, "apps", "web", "dist"));
  copy(join(from, "dist-server"), join(root, "apps", "web", "dist-server"));
  return join(root, "apps", "server", "dist", "main.js");
}

/**
 * What the next `vite build` leaves in dist/ and dist-server/: vite empties both first, then
 * writes every asset under a new name (here: the old build's files, each renamed).
 */
function viteBuildsAgain(webDir: string, from: string, tag: string): void {
  for (const out of ["dist", "dist-server"]) {
    rmSync(join(webDir, out), { recursive: true, force: true });
    cpSync(join(from, out), join(webDir, out), { recursive: true, filter: (source) => !source.endsWith("in-use") });
  }
  // Vite's names end in a hash of 8 characters (the boot script's: 10), here perhaps tagged before.
  const hashed = /-[\w-]{8,}\.(js|css)$/;
  const renamed = (name: string) => (hashed.test(name) ? name.replace(/(?:v\d)?\.(js|css)$/, `${tag}.$1`) : name);
  const names = new Map<string, string>();
  for (const out of ["dist", "dist-server"]) {
    const assets = join(webDir, out, "assets");
    for (const name of readdirSync(assets)) {
      if (/\.(br|gz)$/.test(name)) rmSync(join(assets, name));
      else if (renamed(name) !== name) {
        renameSync(join(assets, name), join(assets, renamed(name)));
        names.set(name, renamed(name));
      }
    }
  }
  const rewrite = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) rewrite(path);
      else if (/\.(html|js|css)$/.test(name)) {
        let text = readFileSync(path, "utf8");
        for (const [old, next] of names) text = text.replaceAll(old, next);
        writeFileSync(path, text);
      }
    }
  };
  rewrite(join(webDir, "dist"));
  rewrite(join(webDir, "dist-server"));
}

/** Every stylesheet and script a page names. */
function assetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))];
}

/**
 * A request on a connection of its own. Between two requests the test copies and renames a build
 * synchronously; on a busy machine that outlasted the server's 5 s keep-alive before the client's
 * own timer could drop the idle connection, and the next request went out on a socket the server
 * had just closed ("other side closed"). A connection per request has no idle one to lose.
 */
const get = (url: string) => fetch(url, { headers: { connection: "close" } });

async function statuses(url: string, paths: string[]): Promise<Record<string, number>> {
  const entries = await Promise.all(paths.map(async (path) => [path, (await get(`${url}${path}`)).status] as const));
  return Object.fromEntries(entries);
}

const allOk = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, 200]));

// `git pull && pnpm install && pnpm build` beside a running server used to leave it without its
// CSS and most of its scripts until it restarted: vite empties and refills the folder it served.
describe("a build made while the server runs", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let root: string;
  let dataDir: string;
  let pg: ServerDatabase | undefined;
  let server: RunningServer | undefined;
  let entry: string;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "jc-install-"));
    dataDir = emptyDataDir("jc-data-");
    entry = installBesideCheckout(root);
    pg = await serverDatabase();
    Object.assign(env, { DATA_DIR: dataDir, SEED_DEMO: "false" }, pg.env);
  });
  afterAll(async () => {
    await server?.stop();
    await pg?.destroy();
    rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves the running server every stylesheet and script of its pages; the restart serves the new build", async () => {
    const webDir = join(root, "apps", "web");
    const first = currentBuild(webDir);
    server = await startServer(env, 15 * 60_000, { entry });
    const before = assetsOf(await (await get(`${server.url}/`)).text());
    expect(before.some((path) => path.endsWith(".css"))).toBe(true);
    expect(before.filter((path) => path.endsWith(".js")).length).toBeGreaterThan(3);
    expect(await statuses(server.url, before)).toEqual(allOk(before));

    // The next build: vite's output, then the build's last step (apps/web/scripts/publish-build.ts).
    viteBuildsAgain(webDir, join(webDir, "builds", first.id!), "v2");
    const second = publishBuild(webDir, 1);
    expect(second).not.toBe(first.id);

    // Still the first build: a new page of it and every file it names.
    const during = assetsOf(await (await get(`${server.url}/events`)).text());
    expect(during.every((path) => !path.includes("v2."))).toBe(true);
    expect(await statuses(server.url, [...before, ...during])).toEqual(allOk([...before, ...during]));
    // It holds its build, so no later build prunes it.
    expect(existsSync(first.distDir)).toBe(true);
    expect(readdirSync(join(first.distDir, "..", "in-use"))).toEqual([String(server.process.pid)]);

    // After a restart: the new build, whose files have other names.
    expect(await server.stop()).toBe(0);
    server = await startServer(env, 15 * 60_000, { entry });
    const after = assetsOf(await (await get(`${server.url}/`)).text());
    expect(after.length).toBe(before.length);
    expect(after.every((path) => path.includes("v2."))).toBe(true);
    expect(await statuses(server.url, after)).toEqual(allOk(after));
    expect(readdirSync(join(currentBuild(webDir).distDir, "..", "in-use"))).toEqual([String(server.process.pid)]);

    // Now that no server uses the first build, the next build prunes it (keeping one here).
    viteBuildsAgain(webDir, join(webDir, "builds", second), "v3");
    publishBuild(webDir, 1);
    expect(existsSync(join(webDir, "builds", first.id!))).toBe(false);
    expect(existsSync(join(webDir, "builds", second))).toBe(true);
  });
});
