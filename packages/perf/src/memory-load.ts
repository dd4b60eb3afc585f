import { processMemory } from "./memory.js";

// The load bench:memory puts on the server: every public page the sitemap names, every public API
// list, the sitemap and the calendar feed; four requests at a time, each answer read to its end.

/** The public API lists, each read without parameters but the overview's. */
export const API_LISTS = [
  "/api/events",
  "/api/featured-events",
  "/api/events-overview?upcoming=12&past=12",
  "/api/event-categories",
  "/api/sponsors",
  "/api/photo-categories",
  "/api/photos",
  "/api/committee-members",
  "/api/privacy",
];

export async function loadPaths(url: string): Promise<string[]> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  return [...new Set([...pages, ...API_LISTS, "/sitemap.xml", "/events.ics"])];
}

/**
 * One GET read to its end. A connection reset is tried once more: on a host busy enough (load 15
 * on 2 cores here) the server's 10 s bounds on a request can close a socket that waited too long.
 */
async function get(url: string): Promise<void> {
  const once = () => fetch(url, { headers: { "accept-encoding": "br, gzip" } });
  const res = await once().catch(once);
  if (!res.ok) throw new Error(`${new URL(url).pathname}: ${res.status}`);
  await res.arrayBuffer();
}

/** Every path `rounds` times, four requests at a time, each answer read to its end. */
export async function warm(url: string, list: string[], rounds: number): Promise<void> {
  const queue = Array.from({ length: rounds }, () => list).flat();
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) await get(`${url}${path}`);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

export interface SoakSample {
  minute: number;
  rss: number;
  rssAnon: number;
  requests: number;
}

/**
 * The same load without a pause for `minutes`, RSS sampled every `everySeconds`: memory that
 * stays flat after warm-up shows no growth from the first sample to the last.
 */
export async function soak(
  url: string,
  list: string[],
  pid: number,
  minutes: number,
  everySeconds = 30,
): Promise<SoakSample[]> {
  const started = Date.now();
  const end = started + minutes * 60_000;
  const samples: SoakSample[] = [];
  let requests = 0;
  const sample = () => {
    const m = processMemory(pid);
    samples.push({ minute: (Date.now() - started) / 60_000, rss: m.rss, rssAnon: m.rssAnon, requests });
  };
  sample();
  const timer = setInterval(sample, everySeconds * 1000);
  const worker = async () => {
    for (let i = 0; Date.now() < end; i++) {
      await get(`${url}${list[i % list.length]}`);
      requests++;
    }
  };
  try {
    await Promise.all([worker(), worker(), worker(), worker()]);
  } finally {
    clearInterval(timer);
  }
  sample();
  return samples;
}

/** Growth over a soak: the last minute's median against the first minute's (after warm-up), MB. */
export function soakGrowth(samples: SoakSample[]): { first: number; last: number; max: number; growth: number } {
  const med = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const total = samples.at(-1)?.minute ?? 0;
  const first = med(samples.filter((s) => s.minute <= Math.min(1, total / 2)).map((s) => s.rss));
  const last = med(samples.filter((s) => s.minute >= Math.max(total - 1, total / 2)).map((s) => s.rss));
  return { first, last, max: Math.max(...samples.map((s) => s.rss)), growth: last - first };
}
