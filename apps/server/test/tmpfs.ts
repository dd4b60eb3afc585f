import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";

/**
 * Test support: mounts a small tmpfs over `dir` (a real file system of `size`, such as "1m"), so a
 * test can run into a full or nearly full disk. Needs root; null where mounting is not allowed.
 * Returns the function that unmounts it.
 */
export function mountTmpfs(dir: string, size: string): (() => void) | null {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "ignore" });
  } catch {
    return null;
  }
  return () => execFileSync("umount", [dir]);
}
