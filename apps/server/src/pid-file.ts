import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The embedded database has one owner: the server writes DATA_DIR/server.pid while it runs, and
// `pnpm backup` / `pnpm restore` refuse to open the same database beside it.

const pidFile = (dataDir: string) => join(dataDir, "server.pid");

export function writePidFile(dataDir: string): () => void {
  writeFileSync(pidFile(dataDir), String(process.pid));
  return () => rmSync(pidFile(dataDir), { force: true });
}

/** The pid of a server running on this DATA_DIR, or null. */
export function runningServer(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(pidFile(dataDir), "utf8").trim());
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
