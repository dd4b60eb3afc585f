// One Lighthouse run on Debian's Chromium (slow 4G, a CPU slowdown given), with three tries:
// what perf:lighthouse and bench:pages share.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./site.js";

export const TARGETS = { performance: 90, accessibility: 100, "best-practices": 95, seo: 95 } as const;
export type Category = keyof typeof TARGETS;
export const CATEGORIES = Object.keys(TARGETS) as Category[];

export type RunResult = Record<Category, number> & { lcp: number; tbt: number; benchmarkIndex: number };

/** A run whose host benchmark falls under this share of the calibrated one met a busy host. */
export const BUSY_HOST = 0.7;

/** The phone Lighthouse emulates has a benchmarkIndex of about 150: a slower host cannot emulate it. */
export const PHONE_BENCHMARK_INDEX = 150;

/** Lighthouse's CPU throttling calculator (docs/throttling.md): the slowdown that makes this host a phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - PHONE_BENCHMARK_INDEX) / 650);
}

/** The CPU slowdown of Lighthouse's mobile profile as it ships. */
export const STANDARD_SLOWDOWN = 4;

async function runOnce(url: string, cpuSlowdownMultiplier: number, categories: Category[]): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: categories,
      throttling: {
        // Lighthouse's mobile defaults (slow 4G), with the calibrated CPU slowdown.
        rttMs: 150,
        throughputKbps: 1.6 * 1024,
        requestLatencyMs: 150 * 3.75,
        downloadThroughputKbps: 1.6 * 1024 * 0.9,
        uploadThroughputKbps: 750 * 0.9,
        cpuSlowdownMultiplier,
      },
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
    const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace ("please run Lighthouse again"): it gets three tries. */
export async function measure(url: string, cpuSlowdownMultiplier: number, categories = CATEGORIES): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, cpuSlowdownMultiplier, categories);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  retrying ${url}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
