import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";

// An album's ZIP on its way in is kept in DATA_DIR/incoming until it is unpacked, then removed.
// A server killed meanwhile (kill -9, a power cut) leaves it behind: the next start of the server
// removes what it left, and the housekeeping what any other left (a server on another machine
// sharing DATA_DIR) once it is a day old. Each name says whose it is: host, process id, random.

const DAY = 24 * 60 * 60 * 1000;
const HOST = hostname().replace(/[^A-Za-z0-9.]/g, "_");
const NAME = /^(.+)-(\d+)-[0-9a-f]{16}\.zip$/;

/** A new temporary file's path in `dir`, named as this process's. */
export async function incomingFile(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return join(dir, `${HOST}-${process.pid}-${randomBytes(8).toString("hex")}.zip`);
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, but is another user's.
    return (error as { code?: string }).code === "EPERM";
  }
};

/**
 * Removes what servers left in `dir`: files of this machine's processes that no longer run, and
 * any file a day old. At start (`starting`), this process has none of its own in flight, so a
 * file with its id is one of an earlier server's that had the same id (a container's pid 1).
 * Answers how many it removed.
 */
export async function sweepIncoming(dir: string, options: { starting?: boolean; now?: number } = {}): Promise<number> {
  const now = options.now ?? Date.now();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const owner = NAME.exec(name);
    const pid = Number(owner?.[2]);
    const left =
      owner?.[1] === HOST && (pid === process.pid ? options.starting === true : !running(pid))
        ? true
        : await stat(join(dir, name)).then(
            (info) => now - info.mtimeMs > DAY,
            () => false,
          );
    if (!left) continue;
    await rm(join(dir, name), { force: true, recursive: true });
    removed++;
  }
  return removed;
}
