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
