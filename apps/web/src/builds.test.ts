import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildUsers, currentBuild, holdBuild, publishBuild, publishedBuilds } from "./builds.js";

/** What vite leaves in dist/ and dist-server/: a page naming its stylesheet, and the server entry. */
function viteOutput(webDir: string, version: string): void {
  rmSync(join(webDir, "dist"), { recursive: true, force: true });
  rmSync(join(webDir, "dist-server"), { recursive: true, force: true });
  mkdirSync(join(webDir, "dist", "assets"), { recursive: true });
  mkdirSync(join(webDir, "dist-server"), { recursive: true });
  writeFileSync(join(webDir, "dist", "index.html"), `<link rel="stylesheet" href="/assets/index-${version}.css">`);
  writeFileSync(join(webDir, "dist", "assets", `index-${version}.css`), `body{--v:${version}}`);
  writeFileSync(join(webDir, "dist-server", "entry-server.js"), `export const v = "${version}";`);
}

/** The pid of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

describe("web builds published beside each other", () => {
  let webDir: string;
  beforeEach(() => {
    webDir = mkdtempSync(join(tmpdir(), "jc-builds-"));
  });
  afterEach(() => {
    rmSync(webDir, { recursive: true, force: true });
  });

  it("serves an unpublished dist/ as it is (a checkout built before 1.0.0)", () => {
    viteOutput(webDir, "a");
    expect(currentBuild(webDir)).toEqual({
      id: null,
      distDir: join(webDir, "dist"),
      indexFile: join(webDir, "dist", "index.html"),
      serverEntry: join(webDir, "dist-server", "entry-server.js"),
    });
    expect(holdBuild(join(webDir, "dist"))).toBe(false);
  });

  it("copies a build into a folder of its own and switches builds/current to it; the old one stays whole", () => {
    viteOutput(webDir, "a");
    const first = publishBuild(webDir);
    const served = currentBuild(webDir);
    expect(served.id).toBe(first);
    expect(readFileSync(served.indexFile, "utf8")).toContain("index-a.css");

    // The next build empties dist/ as vite does: the first build's files are still there.
    viteOutput(webDir, "b");
    const second = publishBuild(webDir);
    expect(second).not.toBe(first);
    expect(readFileSync(join(served.distDir, "assets", "index-a.css"), "utf8")).toBe("body{--v:a}");
    expect(readFileSync(join(webDir, "builds", "current"), "utf8").trim()).toBe(second);
    expect(readFileSync(currentBuild(webDir).indexFile, "utf8")).toContain("index-b.css");
    expect(readdirSync(join(webDir, "builds")).sort()).toEqual([first, second, "current"].sort());
  });

  it("does not copy a build again when nothing changed", () => {
    viteOutput(webDir, "a");
    const first = publishBuild(webDir);
    expect(publishBuild(webDir)).toBe(first);
    expect(publishedBuilds(webDir)).toEqual([first]);
  });

  it("prunes the oldest builds, but never one a running server holds, and forgets servers that ended", () => {
    const ids: string[] = [];
    for (const version of ["a", "b", "c", "d", "e"]) {
      viteOutput(webDir, version);
      ids.push(publishBuild(webDir, 10));
    }
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    // This process serves the oldest build; a server that has ended left its marker in the second.
    expect(holdBuild(join(webDir, "builds", a, "dist"))).toBe(true);
    mkdirSync(join(webDir, "builds", b, "in-use"));
    writeFileSync(join(webDir, "builds", b, "in-use", String(endedPid())), "");
    expect(buildUsers(webDir, a)).toEqual([process.pid]);

    viteOutput(webDir, "f");
    const f = publishBuild(webDir, 3);
    expect(publishedBuilds(webDir)).toEqual([a, d, e, f]);
    expect(existsSync(join(webDir, "builds", b))).toBe(false);
    expect(existsSync(join(webDir, "builds", c))).toBe(false);
  });

  it("removes a copy left behind by a build that was stopped", () => {
    viteOutput(webDir, "a");
    const left = join(webDir, "builds", `.incoming-${endedPid()}`);
    mkdirSync(join(left, "dist"), { recursive: true });
    publishBuild(webDir);
    expect(existsSync(left)).toBe(false);
  });
});
