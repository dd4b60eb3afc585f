// Page speed: Lighthouse's mobile profile on Debian's Chromium against the production build with
// the demo content. Each public page runs three times; the median of each category counts.
//   pnpm perf:lighthouse [--url http://host:port] [--runs 3] [--performance-floor 75] [--performance-not-gated]
//
// Every category is gated on the median of three runs per page. A run during which the shared host
// measured much slower than at calibration is taken again (see BUSY_HOST).
// --performance-floor N (what CI uses, N = 75): performance fails under N instead of the target of
// 90. On these shared machines the same build scores 79 to 99 from one run to the next at the
// calibrated slowdown, so a gate at 90 would fail a fair share of CI runs at random; the floor
// catches a real regression (a heavy dependency, a blocking script) and the table shows the rest.
// --performance-not-gated: the performance scores are printed, only the other categories decide.
//
// Lighthouse emulates a mid-range phone by slowing the host's CPU down 4x, which assumes a fast
// desktop host. These machines are shared and their speed swings widely, so three first runs
// measure the host (Lighthouse's benchmarkIndex, the fastest counts) and the slowdown is
// calibrated to it with Lighthouse's own calculator. A host slower than the emulated phone cannot say how fast the site is on a
// phone: then the performance scores are printed but not judged (the other categories still are).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, median, openSite, PUBLIC_PAGES, printTable } from "./site.js";

const TARGETS = { performance: 90, accessibility: 100, "best-practices": 95, seo: 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

type RunResult = Record<Category, number> & { lcp: number; tbt: number; benchmarkIndex: number };

/** A run whose host benchmark falls under this share of the calibrated one met a busy host. */
const BUSY_HOST = 0.7;

/** The phone Lighthouse emulates has a benchmarkIndex of about 150: a slower host cannot emulate it. */
const PHONE_BENCHMARK_INDEX = 150;

/** Lighthouse's CPU throttling calculator (docs/throttling.md): the slowdown that makes this host a phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - PHONE_BENCHMARK_INDEX) / 650);
}

async function runOnce(url: string, cpuSlowdownMultiplier: number): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: CATEGORIES,
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
async function measure(url: string, cpuSlowdownMultiplier: number): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, cpuSlowdownMultiplier);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  retrying ${url}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const runsArg = argv.indexOf("--runs");
  const notGated = argv.includes("--performance-not-gated");
  const floorArg = argv.indexOf("--performance-floor");
  // The score performance must reach to pass: the target, or a lower floor against regressions.
  const floor = floorArg >= 0 ? Number(argv[floorArg + 1]) : TARGETS.performance;
  // The gated categories do not depend on speed: without the performance gate one run is enough.
  let runs = runsArg >= 0 ? Number(argv[runsArg + 1]) : notGated ? 1 : 3;
  const site = await openSite(argv);
  const rows: (string | number)[][] = [];
  const failures: string[] = [];
  let judged: Category[] = notGated ? CATEGORIES.filter((c) => c !== "performance") : CATEGORIES;
  let calibration = "";
  try {
    // The calibration runs also warm the server up; their scores do not count. The host's speed is
    // the fastest of three: a probe that meets a busy moment would make the emulated phone too
    // fast (a CI run once measured 1 484 where the quiet host measures 2 400 to 2 800).
    const probes: RunResult[] = [];
    for (let i = 0; i < 3; i++) probes.push(await measure(`${site.url}/`, 4));
    const probe = { benchmarkIndex: Math.max(...probes.map((p) => p.benchmarkIndex)) };
    const cpuSlowdown = cpuSlowdownFor(probe.benchmarkIndex);
    calibration = `host benchmarkIndex ${Math.round(probe.benchmarkIndex)} (fastest of ${probes
      .map((p) => Math.round(p.benchmarkIndex))
      .join(", ")}), CPU slowdown ${cpuSlowdown.toFixed(1)}x`;
    if (probe.benchmarkIndex < PHONE_BENCHMARK_INDEX) {
      judged = CATEGORIES.filter((c) => c !== "performance");
      // The remaining categories do not depend on speed: one run each is enough.
      runs = 1;
      calibration += ` - this host is slower than the emulated phone (index ${PHONE_BENCHMARK_INDEX}), so performance is shown but not judged`;
    }
    console.log(calibration);
    for (const path of PUBLIC_PAGES) {
      const results: RunResult[] = [];
      let retaken = 0;
      while (results.length < runs) {
        const result = await measure(`${site.url}${path}`, cpuSlowdown);
        // The slowdown was set for the host's calibrated speed. A run during which the shared host
        // measured much slower emulated a slower phone than intended: it is taken again (at most
        // once per run asked for), and the table says how many were.
        if (result.benchmarkIndex < probe.benchmarkIndex * BUSY_HOST && retaken < runs) {
          retaken++;
          console.log(
            `  ${path}: run taken again, the host measured ${Math.round(result.benchmarkIndex)} during it (calibrated ${Math.round(probe.benchmarkIndex)})`,
          );
          continue;
        }
        results.push(result);
      }
      const medians = Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r[c]))])) as Record<
        Category,
        number
      >;
      for (const category of judged) {
        const limit = category === "performance" ? floor : TARGETS[category];
        if (medians[category] < limit) failures.push(`${path}: ${category} ${medians[category]} is under ${limit}`);
      }
      rows.push([
        path,
        ...CATEGORIES.map((c) => medians[c]),
        `${Math.round(median(results.map((r) => r.lcp)))} ms`,
        `${Math.round(median(results.map((r) => r.tbt)))} ms`,
        results.map((r) => r.performance).join("/") + (retaken ? ` (${retaken} taken again)` : ""),
      ]);
    }
  } finally {
    await site.close();
  }
  console.log(`\nLighthouse, mobile profile, median of ${runs} runs (targets: ${JSON.stringify(TARGETS)})`);
  console.log(`${calibration}\n`);
  printTable(["page", ...CATEGORIES, "LCP", "TBT", "performance runs"], rows);
  if (notGated || floor < TARGETS.performance) {
    const slow = rows.filter((row) => Number(row[1]) < TARGETS.performance).map((row) => row[0]);
    if (slow.length > 0) {
      const gate = notGated ? "not gated here" : `gated here at the floor of ${floor}`;
      console.log(`\nPerformance under the target of ${TARGETS.performance} (${gate}): ${slow.join(", ")}`);
    }
  }
  if (failures.length > 0) {
    console.log(`\nUnder target:\n  ${failures.join("\n  ")}`);
    return 1;
  }
  const targets = judged.filter((c) => c !== "performance" || floor >= TARGETS.performance);
  const floorMet = judged.includes("performance") && floor < TARGETS.performance;
  console.log(
    `\nEvery page meets the targets of: ${targets.join(", ")}${floorMet ? `, and the performance floor of ${floor}` : ""}.`,
  );
  return 0;
}

process.exit(await main());
