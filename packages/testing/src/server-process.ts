import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** The repository root: this file sits in packages/testing/src. */
export const repoRoot = join(import.meta.dirname, "..", "..", "..");

export const serverEntry = join(repoRoot, "apps", "server", "dist", "main.js");

/**
 * How `pnpm start` runs the server (apps/server/package.json; a test holds the two together), so
 * tests and benchmarks measure the server as it runs:
 * - a young generation of 4 MB per semi-space instead of V8's 16: after the warm-up of pnpm
 *   bench:memory the heap held some 25 MB less, at no cost measured in pnpm bench:api;
 * - two malloc arenas instead of one per thread, which kept freed memory of libuv's and libvips'
 *   threads resident;
 * - malloc hands blocks of 128 kB and more back to the system when they are freed, where glibc
 *   otherwise raises that bound as large blocks come and go and keeps them in its heap;
 * - V8 favours memory over speed (--optimize-for-size): its old generation grows by smaller steps
 *   and is collected sooner, so the garbage of 10 000 mixed requests is not kept as heap: 240 and
 *   160 MB after them instead of 320 (docs/PERFORMANCE.md, "Fifth pass").
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--optimize-for-size"];
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

export function assertBuilt(): void {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run pnpm build before these tests`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Starts the built server expecting it to refuse: resolves with its exit code and output once it
 * has stopped by itself, checking all the while that it never answers a request. A server that
 * does answer is killed at once (served: true, code "SIGKILL").
 */
export async function startRefused(
  env: Record<string, string>,
  timeoutMs = 5 * 60_000,
): Promise<{ code: number | string; output: string; served: boolean }> {
  assertBuilt();
  const port = Number(env.PORT) || (await freePort());
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  let code: number | string | undefined;
  child.once("exit", (exitCode, signal) => {
    code = exitCode ?? signal ?? "unknown";
  });
  let served = false;
  const deadline = Date.now() + timeoutMs;
  while (code === undefined) {
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not stop by itself within ${timeoutMs} ms:\n${output}`);
    }
    served = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (served) {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { code: code ?? "SIGKILL", output, served };
}

/** Where a server runs from: the checkout's build, or a copy elsewhere (a release). */
export interface ServerInstall {
  /** The server's main.js (default: apps/server/dist/main.js of this checkout). */
  entry?: string;
  /** The node binary (default: the one running the tests). */
  node?: string;
  /** More flags for node after SERVER_NODE_FLAGS (a benchmark measuring a V8 setting). */
  nodeFlags?: string[];
}

/** Starts the built production server as its own process and waits until /healthz answers. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 15 * 60_000,
  install: ServerInstall = {},
): Promise<RunningServer> {
  if (!install.entry) assertBuilt();
  const port = Number(env.PORT) || (await freePort());
  const args = [...SERVER_NODE_FLAGS, ...(install.nodeFlags ?? []), install.entry ?? serverEntry];
  const child = spawn(install.node ?? process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...SERVER_MALLOC_ENV,
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let done = false;
  void exited.then(() => {
    done = true;
  });
  while (!done) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (done) throw new Error(`The server exited during start:\n${output}`);
  return {
    url,
    process: child,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
