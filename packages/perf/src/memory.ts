import { readFileSync, writeFileSync } from "node:fs";

// A process's memory as Linux counts it: /proc/<pid>/status.

export interface ProcessMemory {
  /** Resident memory, MB. */
  rss: number;
  /** Its anonymous part (heaps, WebAssembly memory): what is not a mapped file, MB. */
  rssAnon: number;
  /** The peak resident memory since start or since resetPeak, MB. */
  peak: number;
}

const field = (status: string, name: string) =>
  Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (kb: number) => Math.round(kb / 1024);
  return { rss: mb(field(status, "VmRSS")), rssAnon: mb(field(status, "RssAnon")), peak: mb(field(status, "VmHWM")) };
}

/** Sets the peak (VmHWM) back to the current resident size, so the next peak is a new one's. */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** Resident memory by where it lives, MB, from /proc/<pid>/smaps (see memoryParts). */
export interface MemoryParts {
  /** Mapped files: the Node binary, native modules (sharp's libvips, argon2), shared libraries. */
  files: number;
  /** Anonymous regions of 1 GB and more reserved: WebAssembly memories (PGlite, Prisma's compiler). */
  wasm: number;
  /** Every other anonymous mapping: V8's heap, malloc's heap and arenas, thread stacks. */
  anon: number;
}

/**
 * Splits the resident memory by mapping. A WebAssembly memory reserves gigabytes (its guard
 * regions) as adjacent mappings, touched pages in the first: adjacent anonymous mappings are
 * taken together, and a region of 1 GB or more counts as WebAssembly.
 */
export function memoryParts(pid: number): MemoryParts {
  const parts: MemoryParts = { files: 0, wasm: 0, anon: 0 };
  const regions: { size: number; rss: number }[] = [];
  let end = -1;
  let current: { size: number; rss: number } | null = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const from = Number.parseInt(head[1] as string, 16);
      const to = Number.parseInt(head[2] as string, 16);
      const file = Boolean(head[3]) && !head[3]?.startsWith("[");
      if (file) current = null;
      else if (current && from === end && !head[3]) current.size += to - from;
      else {
        current = { size: to - from, rss: 0 };
        regions.push(current);
      }
      end = head[3] ? -1 : to;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    if (current) current.rss += Number(rss[1]);
    else parts.files += Number(rss[1]);
  }
  for (const region of regions) parts[region.size >= 1024 ** 3 ? "wasm" : "anon"] += region.rss;
  return {
    files: Math.round(parts.files / 1024),
    wasm: Math.round(parts.wasm / 1024),
    anon: Math.round(parts.anon / 1024),
  };
}
