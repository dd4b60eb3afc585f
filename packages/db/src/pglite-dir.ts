import { chmodSync, mkdirSync } from "node:fs";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";

/** Group and other permission bits: none of them on anything the embedded database writes. */
const GROUP_AND_OTHER = 0o077;

/** The two calls of Emscripten's NODEFS that give a file on disk its mode. */
interface NodeOps {
  mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
  setattr(node: unknown, attr: { mode?: number }): void;
}

/**
 * Emscripten's NODEFS writes a file's mode as the C code asked for it, with an explicit chmod that
 * the process umask does not limit: PGlite's initial cluster came out 0666, postgres's own
 * files 0644. Masked here, every file is 0600 and every folder 0700, whatever is asked.
 */
function ownerOnlyModes(mod: { NODEFS: unknown }): void {
  const ops = (mod.NODEFS as { node_ops: NodeOps }).node_ops;
  const { mknod, setattr } = ops;
  ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~GROUP_AND_OTHER, dev);
  ops.setattr = (node, attr) =>
    setattr(node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~GROUP_AND_OTHER });
}

/** Opens (or creates) the embedded database in `dir`, readable by this user only. */
export async function openPGliteDir(dir: string, options: PGliteOptions = {}): Promise<PGlite> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const [{ PGlite }, { NodeFS }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/nodefs"),
  ]);
  class OwnerOnlyNodeFS extends NodeFS {
    override init(pg: PGlite, opts: Parameters<InstanceType<typeof NodeFS>["init"]>[1]) {
      // Runs before NodeFS mounts the folder: every node it makes already has the masked calls.
      return super.init(pg, { ...opts, preRun: [...(opts.preRun ?? []), ownerOnlyModes] });
    }
  }
  return PGlite.create({ ...options, fs: new OwnerOnlyNodeFS(dir) });
}
