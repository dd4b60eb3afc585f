import { createHash } from "node:crypto";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { dirname, join, resolve } from "node:path";

// One process at a time opens the embedded database in DATA_DIR: two PGlite instances on one
// folder both start and then overwrite each other's writes (issue 30).
//
// The lock is a Unix socket listening at DATA_DIR/lock.sock. Node has no flock(), and a pid file
// is a guess: it outlives a crash, names a pid the system may have given to another process, and
// a stale exit can remove it while another server runs. A listening socket is held by the kernel
// for exactly as long as its process lives: a second bind() fails with EADDRINUSE, and a connect()
// reaches the owner, who answers with its pid and role. After a kill -9 the socket file stays, but
// connect() fails with ECONNREFUSED: that file is stale and is removed. A socket also refuses for
// the instant between its bind() and its listen(), so taking the lock (bind, or check, remove and
// bind) is done by one process at a time, under a mkdir guard held for milliseconds: no process
// removes another's fresh socket. No native module is needed, and it works across containers that
// share the folder (not across machines on a network file system, where PGlite does not belong).

/** The socket's name in DATA_DIR. */
export const LOCK_FILE = "lock.sock";
/** The guard's name in DATA_DIR: a folder, for the milliseconds a process takes the lock. */
const GUARD = "lock.sock.taking";

/** Who holds a data folder, as its socket answers. */
export interface LockOwner {
  pid: number;
  /** What the owner is, as words in a sentence: "the server", "the command pnpm backup". */
  role: string;
  since: string;
}

/** Another live process holds the data folder. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `${owner.role.charAt(0).toUpperCase()}${owner.role.slice(1)} (process ${owner.pid})`
      : "Another process";
    super(`${who} is running on the embedded database in ${dataDir}.`);
    this.name = "DataDirBusyError";
  }
}

export interface DataDirLock {
  /** Gives the folder free (idempotent). Also done when the process exits. */
  release(): void;
}

// A socket's path has room for about 100 bytes (sun_path), and longer ones are cut off silently:
// a longer path is bound by its short name from inside the folder instead.
const MAX_SOCKET_PATH = 100;
// A guard older than this was left by a process that died while taking the lock (it takes ms).
const GUARD_STALE_MS = 10_000;

/** Takes the data folder for this process, or throws DataDirBusyError naming the one that has it. */
export async function lockDataDir(dataDir: string, role: string): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const guard = join(dir, GUARD);
  const owner: LockOwner = { pid: process.pid, role, since: new Date().toISOString() };
  const deadline = Date.now() + 3 * GUARD_STALE_MS;
  while (!takeGuard(guard)) {
    if (Date.now() > deadline) throw new Error(`Could not take ${guard}: another process keeps it`);
    await sleep(20);
  }
  try {
    let server = await listen(path, owner);
    if (!server) {
      const found = await probe(path);
      if (found.state === "live") throw new DataDirBusyError(dir, found.owner);
      // Stale (its process died) or gone (its owner just closed it): the name is free to take.
      rmSync(path, { force: true });
      server = await listen(path, owner);
      if (!server) throw new Error(`Could not take ${path}: a process took it without the guard ${guard}`);
    }
    return holding(server, path);
  } finally {
    rmSync(guard, { recursive: true, force: true });
  }
}

/** Makes the guard, or false while another process holds it; removes one left by a dead process. */
function takeGuard(guard: string): boolean {
  try {
    mkdirSync(guard);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const made = statMtime(guard);
    if (made !== null && Date.now() - made > GUARD_STALE_MS) rmSync(guard, { recursive: true, force: true });
    return false;
  }
}

function holding(server: Server, path: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    // Closing removes the socket's name first, then its descriptor (libuv does both at once), so
    // no other process can have taken the name in between: the file removed is always our own.
    inDir(path, () => server.close());
  };
  process.on("exit", release);
  return { release };
}

/** The socket a Windows process listens on instead: a named pipe, which has no file to go stale. */
function socketName(path: string): string {
  if (process.platform !== "win32") return path;
  return `\\\\?\\pipe\\jugendclub-${createHash("sha256").update(path.toLowerCase()).digest("hex").slice(0, 32)}`;
}

/** Runs `bind` or `connect` (both synchronous at the system level) with a path short enough. */
function inDir<T>(path: string, act: (name: string) => T): T {
  const name = socketName(path);
  if (Buffer.byteLength(name) <= MAX_SOCKET_PATH || process.platform === "win32") return act(name);
  const cwd = process.cwd();
  process.chdir(dirname(path));
  try {
    return act(LOCK_FILE);
  } finally {
    process.chdir(cwd);
  }
}

/** Listens at `path`, answering each connection with `owner`; null when the address is taken. */
function listen(path: string, owner: LockOwner): Promise<Server | null> {
  const answer = `${JSON.stringify(owner)}\n`;
  const server = createServer((socket) => {
    socket.on("error", () => undefined);
    socket.end(answer);
  });
  return new Promise((done, fail) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") done(null);
      else fail(new Error(`Could not take ${path}: ${error.message}`));
    });
    server.once("listening", () => {
      // The lock never keeps a process alive: a command ends when its work is done.
      server.unref();
      done(server);
    });
    inDir(path, (name) => server.listen(name));
  });
}

type Probe = { state: "live"; owner: LockOwner | null } | { state: "stale" } | { state: "gone" };

/** Who answers at `path`: a live owner, a stale socket file (no one listens), or nothing. */
function probe(path: string): Promise<Probe> {
  return new Promise((done, fail) => {
    const socket = inDir(path, (name) => createConnection(name));
    let text = "";
    let connected = false;
    const owner = (): LockOwner | null => {
      try {
        const parsed = JSON.parse(text.split("\n")[0] ?? "") as LockOwner;
        return Number.isInteger(parsed.pid) && typeof parsed.role === "string" ? parsed : null;
      } catch {
        return null;
      }
    };
    // A live owner whose event loop is busy (PGlite starting) still holds the lock; it just cannot
    // say who it is in time.
    socket.setTimeout(5000, () => socket.destroy());
    socket.on("connect", () => {
      connected = true;
    });
    socket.on("data", (chunk) => {
      text += chunk;
    });
    socket.on("close", () => {
      if (connected) done({ state: "live", owner: owner() });
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (connected) return;
      if (error.code === "ECONNREFUSED" || error.code === "ENOTSOCK") done({ state: "stale" });
      else if (error.code === "ENOENT") done({ state: "gone" });
      else fail(new Error(`Could not check ${path}: ${error.message}`));
    });
  });
}

function statMtime(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
