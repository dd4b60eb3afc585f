// The built web app as the host serves it, declared once for the build (scripts/publish-build.ts)
// and the server (`@jugendclub/web/builds`). Vite empties and refills dist/ and dist-server/ while it
// builds, so a server that served them lost its CSS and most of its scripts until it restarted.
// Instead each build is copied into a folder of its own, builds/<id>/ (dist/ and dist-server/ in
// it), and builds/current, a file holding the id, is switched in one rename when the copy is whole.
// A server reads builds/current once at start and keeps serving that folder; while it runs it
// keeps a marker in builds/<id>/in-use/<pid>, so pruning never takes a build a server still uses.
// Plain Node, no dependencies: the server bundles it, the build runs it with tsx.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** Builds kept besides those in use: the current one and the two before it. */
export const KEEP_BUILDS = 3;

export interface WebBuild {
  /** The build's folder name under builds/, or null for the unpublished dist/ of a build before 1.0.0. */
  id: string | null;
  /** The browser's files (index.html, assets/, images). */
  distDir: string;
  indexFile: string;
  /** The server build that renders public pages. */
  serverEntry: string;
}

const buildsDir = (webDir: string) => join(webDir, "builds");
const pointer = (webDir: string) => join(buildsDir(webDir), "current");
const markers = (webDir: string, id: string) => join(buildsDir(webDir), id, "in-use");
const BUILD_ID = /^\d{8}T\d{9}Z-[0-9a-f]{12}$/;

function build(dir: string, id: string | null): WebBuild {
  const distDir = join(dir, "dist");
  return {
    id,
    distDir,
    indexFile: join(distDir, "index.html"),
    serverEntry: join(dir, "dist-server", "entry-server.js"),
  };
}

/**
 * The build a server starts with: the one builds/current names. A checkout built before builds
 * were published has only dist/ and dist-server/, which are served as they are.
 */
export function currentBuild(webDir: string): WebBuild {
  const id = existsSync(pointer(webDir)) ? readFileSync(pointer(webDir), "utf8").trim() : "";
  if (BUILD_ID.test(id) && existsSync(join(buildsDir(webDir), id))) return build(join(buildsDir(webDir), id), id);
  return build(webDir, null);
}

/** Whether a process runs (EPERM: it does, under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Marks the build whose browser files are `distDir` as used by this process until it exits, so no
 * later build prunes it. Returns false for an unpublished dist/, and where the release is
 * read-only (a container, a systemd unit with ProtectSystem=strict): nothing is built there, so
 * nothing is pruned either.
 */
export function holdBuild(distDir: string): boolean {
  const dir = dirname(distDir);
  if (!BUILD_ID.test(basename(dir)) || basename(dirname(dir)) !== "builds") return false;
  const marker = join(dir, "in-use", String(process.pid));
  try {
    mkdirSync(dirname(marker), { recursive: true });
    writeFileSync(marker, "");
  } catch {
    return false;
  }
  process.once("exit", () => rmSync(marker, { force: true }));
  return true;
}

/** The processes that serve a build now; markers of processes that ended are removed. */
export function buildUsers(webDir: string, id: string): number[] {
  const dir = markers(webDir, id);
  if (!existsSync(dir)) return [];
  const users: number[] = [];
  for (const name of readdirSync(dir)) {
    const pid = Number(name);
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) users.push(pid);
    else rmSync(join(dir, name), { force: true });
  }
  return users;
}

/** Every published build, oldest first (the ids begin with the time of the build). */
export function publishedBuilds(webDir: string): string[] {
  if (!existsSync(buildsDir(webDir))) return [];
  return readdirSync(buildsDir(webDir))
    .filter((name) => BUILD_ID.test(name))
    .sort();
}

/** A fingerprint of a build's contents: its page (which names every hashed asset) and its server entry. */
function fingerprint(dir: string): string {
  const hash = createHash("sha256");
  for (const file of [join(dir, "dist", "index.html"), join(dir, "dist-server", "entry-server.js")]) {
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 12);
}

/**
 * Publishes the web app just built into webDir/dist and webDir/dist-server as a build of its own
 * and makes it the current one; then prunes old builds. A build equal to the current one is not
 * copied again. Returns the current build's id.
 */
export function publishBuild(webDir: string, keep = KEEP_BUILDS): string {
  const root = buildsDir(webDir);
  mkdirSync(root, { recursive: true });
  const hash = fingerprint(webDir);
  let id = currentBuild(webDir).id;
  if (!id?.endsWith(`-${hash}`)) {
    id = `${new Date().toISOString().replace(/[-:.]/g, "")}-${hash}`;
    // Copied under a name no server reads, and renamed when whole.
    const incoming = join(root, `.incoming-${process.pid}`);
    rmSync(incoming, { recursive: true, force: true });
    cpSync(join(webDir, "dist"), join(incoming, "dist"), { recursive: true });
    cpSync(join(webDir, "dist-server"), join(incoming, "dist-server"), { recursive: true });
    renameSync(incoming, join(root, id));
    // rename() replaces the pointer at once: a server starting now reads the old id or the new one.
    const next = `${pointer(webDir)}.${process.pid}`;
    writeFileSync(next, `${id}\n`);
    renameSync(next, pointer(webDir));
  }
  pruneBuilds(webDir, keep);
  return id;
}

/**
 * Removes builds beyond the newest `keep`, except the current one and any a running server uses;
 * and copies left behind by a build that was stopped.
 */
export function pruneBuilds(webDir: string, keep = KEEP_BUILDS): string[] {
  const root = buildsDir(webDir);
  if (!existsSync(root)) return [];
  for (const name of readdirSync(root)) {
    const pid = /^\.incoming-(\d+)$/.exec(name)?.[1] ?? /^current\.(\d+)$/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(root, name), { recursive: true, force: true });
  }
  const current = currentBuild(webDir).id;
  const builds = publishedBuilds(webDir);
  const removed: string[] = [];
  for (const id of builds.slice(0, Math.max(0, builds.length - keep))) {
    if (id === current || buildUsers(webDir, id).length > 0) continue;
    rmSync(join(root, id), { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}
