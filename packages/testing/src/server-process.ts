import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** The repository root: this file sits in packages/testing/src. */
export const repoRoot = join(import.meta.dirname, "..", "..", "..");

export const serverEntry = join(repoRoot, "apps", "server", "dist", "main.js");

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

/** Starts the built production server as its own process and waits until /healthz answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 15 * 60_000): Promise<RunningServer> {
  assertBuilt();
  const port = Number(env.PORT) || (await freePort());
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // As `pnpm start` runs it (apps/server/package.json): two malloc arenas instead of one per
      // thread, which kept freed memory of libuv's and libvips' threads resident.
      MALLOC_ARENA_MAX: "2",
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
