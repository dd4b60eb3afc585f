import { randomBytes } from "node:crypto";
import { constants, createReadStream, mkdirSync } from "node:fs";
import { access, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertValidKey, type Storage } from "./storage.js";

/** Files under one directory, written atomically (temporary file, then rename). */
export function createLocalStorage(dir: string): Storage & { dir: string } {
  // Created up front: the static file server wants the directory to exist when it starts.
  mkdirSync(dir, { recursive: true });
  const ensureDir = () => mkdir(dir, { recursive: true });
  return {
    kind: "local",
    dir,
    async put(key, body) {
      assertValidKey(key);
      await ensureDir();
      // A name of its own for each write: the same image stored twice at once (two ZIPs of the
      // same photos) must not write into one temporary file, or one rename finds it gone.
      const temporary = join(dir, `.${key}.${randomBytes(8).toString("hex")}.tmp`);
      await writeFile(temporary, body);
      await rename(temporary, join(dir, key));
    },
    async get(key, range) {
      assertValidKey(key);
      try {
        const info = await stat(join(dir, key));
        if (!info.isFile()) return null;
        return { body: createReadStream(join(dir, key), range ?? {}), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await rm(join(dir, key), { force: true });
    },
    async check() {
      await access(dir, constants.R_OK | constants.W_OK);
    },
  };
}
