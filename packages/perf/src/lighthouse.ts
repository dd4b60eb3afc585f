// Page speed: Lighthouse on Debian's Chromium against the production build with the demo content.
// Each public page runs three times per profile; the median of each category counts.
//   pnpm perf:lighthouse [--url http://host:port] [--runs 3] [--calibrated-floor 75] [--performance-not-gated]
//                        [--pages /,/events] [--events N]   (N more events: the events page at volume)
//
// Two profiles, the same slow 4G network:
// - Lighthouse's mobile profile as it ships (CPU slowed down 4x): every category is gated at its
//   target (performance 90, accessibility 100, best practices 95, SEO 95).
// - A phone calibrated to this host: the 4x assumes a desktop host of Lighthouse's reference
//   speed, and these machines are faster, so three first runs measure the host (Lighthouse's
//   benchmarkIndex, the fastest counts) and the slowdown comes from Lighthouse's own calculator
//   (10x to 13x here). Only performance is measured there, and it fails under the target of 90,
//   or under --calibrated-floor N: on these shared 2-core machines the same
//   build scores 79 to 99 from one run to the next at that slowdown, so a gate at 90 would fail a
//   fair share of CI runs at random; the floor catches a real regression and the table shows the
//   rest. A run during which the host measured much slower than at calibration is taken again
//   (BUSY_HOST). A host slower than the emulated phone cannot emulate it: the scores are printed.
// --performance-not-gated: the performance scores are printed, only the other categories decide
// (what CI runs, after the README's test command).
import {
  BUSY_HOST,
  CATEGORIES,
  type Category,
  cpuSlowdownFor,
  measure,
  PHONE_BENCHMARK_INDEX,
  type RunResult,
  STANDARD_SLOWDOWN,
  TARGETS,
} from "./lighthouse-run.js";
import { flagValue, median, openSite, PUBLIC_PAGES, printTable, reportFailures, runCheck } from "./site.js";

interface Profile {
  name: string;
  cpuSlowdown: number;
  categories: Category[];
  /** The score each judged category must reach. */
  limits: Partial<Record<Category, number>>;
  /** The host speed the slowdown was calibrated on: runs on a much slower host are taken again. */
  calibratedOn?: number;
}

interface ProfileResult {
  rows: (string | number)[][];
  failures: string[];
  runs: number;
  /** The pages whose median performance is under its target. */
  slow: string[];
}

interface PageRuns {
  results: RunResult[];
  retaken: number;
}

async function measurePage(url: string, profile: Profile, runs: number): Promise<PageRuns> {
  const results: RunResult[] = [];
  let retaken = 0;
  while (results.length < runs) {
    const result = await measure(url, profile.cpuSlowdown, profile.categories);
    // The slowdown was set for the host's calibrated speed. A run during which the shared host
    // measured much slower emulated a slower phone than intended: it is taken again (at most
    // once per run asked for), and the table says how many were.
    const { calibratedOn } = profile;
    if (calibratedOn && result.benchmarkIndex < calibratedOn * BUSY_HOST && retaken < runs) {
      retaken++;
      console.log(
        `  ${url}: run taken again, the host measured ${Math.round(result.benchmarkIndex)} during it (calibrated ${Math.round(calibratedOn)})`,
      );
      continue;
    }
    results.push(result);
  }
  return { results, retaken };
}

const medianOf = (results: RunResult[], category: Category) => median(results.map((r) => r[category]));

function missedLimits(profile: Profile, results: RunResult[]): string[] {
  return (Object.entries(profile.limits) as [Category, number][])
    .filter(([category, limit]) => medianOf(results, category) < limit)
    .map(([category, limit]) => `${category} ${medianOf(results, category)} is under ${limit}`);
}

const performanceRuns = ({ results, retaken }: PageRuns) =>
  results.map((r) => r.performance).join("/") + (retaken ? ` (${retaken} taken again)` : "");

async function runProfile(
  url: string,
  profile: Profile,
  runs: number,
  pages: readonly string[],
): Promise<ProfileResult> {
  const rows: (string | number)[][] = [];
  const failures: string[] = [];
  const slow: string[] = [];
  for (const path of pages) {
    let page = await measurePage(`${url}${path}`, profile, runs);
    let runsText = performanceRuns(page);
    // A page whose median misses a gate is measured once more, a whole new set of runs, and that
    // set decides: on a shared host one busy minute can sink a median (a CI run once failed so),
    // while a real regression misses twice. The table shows both sets.
    const missed = missedLimits(profile, page.results);
    if (missed.length > 0) {
      console.log(`  ${path}: ${missed.join(", ")}; measured again`);
      page = await measurePage(`${url}${path}`, profile, runs);
      runsText = `${runsText}, again ${performanceRuns(page)}`;
    }
    const { results } = page;
    if (medianOf(results, "performance") < TARGETS.performance) slow.push(path);
    for (const miss of missedLimits(profile, results)) failures.push(`${profile.name} ${path}: ${miss}`);
    rows.push([
      path,
      ...profile.categories.map((category) => medianOf(results, category)),
      `${Math.round(median(results.map((r) => r.lcp)))} ms`,
      `${Math.round(median(results.map((r) => r.tbt)))} ms`,
      runsText,
    ]);
  }
  return { rows, failures, runs, slow };
}

function printProfile(profile: Profile, result: ProfileResult, note: string): void {
  console.log(
    `\n${profile.name}, CPU slowdown ${profile.cpuSlowdown.toFixed(1)}x, median of ${result.runs} runs${note}`,
  );
  printTable(["page", ...profile.categories, "LCP", "TBT", "performance runs"], result.rows);
  const limits = Object.entries(profile.limits).map(([c, l]) => `${c} ${l}`);
  console.log(limits.length ? `gated at: ${limits.join(", ")}` : "not gated");
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const runsArg = argv.indexOf("--runs");
  const notGated = argv.includes("--performance-not-gated");
  const floorArg = argv.indexOf("--calibrated-floor");
  // The score performance must reach on the calibrated phone: the target, or a floor against regressions.
  const floor = floorArg >= 0 ? Number(argv[floorArg + 1]) : TARGETS.performance;
  const runs = runsArg >= 0 ? Number(argv[runsArg + 1]) : 3;
  // --pages /,/events measures those pages only (with --events N: the events page at volume).
  const pages = flagValue(argv, "--pages")?.split(",") ?? PUBLIC_PAGES;
  const site = await openSite(argv);
  const reports: [Profile, ProfileResult, string][] = [];
  let slowOnPhone: string[] = [];
  try {
    // The calibration runs also warm the server up for both profiles; their scores do not count.
    // The host's speed is the fastest of three: a probe that meets a busy moment would make the
    // emulated phone too fast (a CI run once measured 1 484 where the quiet host measures 2 400 to
    // 2 800). The calibrated runs follow right after, while the measured speed still holds.
    const probes: RunResult[] = [];
    for (let i = 0; i < 3; i++) probes.push(await measure(`${site.url}/`, STANDARD_SLOWDOWN, ["performance"]));
    const hostIndex = Math.max(...probes.map((p) => p.benchmarkIndex));
    let note = `; host benchmarkIndex ${Math.round(hostIndex)} (fastest of ${probes.map((p) => Math.round(p.benchmarkIndex)).join(", ")})`;
    const tooSlow = hostIndex < PHONE_BENCHMARK_INDEX;
    if (tooSlow)
      note += ` - slower than the emulated phone (index ${PHONE_BENCHMARK_INDEX}), so performance is shown but not judged`;
    const calibrated: Profile = {
      name: "A phone calibrated to this host",
      cpuSlowdown: cpuSlowdownFor(hostIndex),
      categories: ["performance"],
      limits: notGated || tooSlow ? {} : { performance: floor },
      calibratedOn: hostIndex,
    };
    console.log(`calibrated: CPU slowdown ${calibrated.cpuSlowdown.toFixed(1)}x${note}`);
    const calibratedResult = await runProfile(site.url, calibrated, tooSlow ? 1 : runs, pages);
    slowOnPhone = calibratedResult.slow;
    const standard: Profile = {
      name: "Lighthouse's mobile profile",
      cpuSlowdown: STANDARD_SLOWDOWN,
      categories: CATEGORIES,
      limits: Object.fromEntries(
        CATEGORIES.filter((c) => !notGated || c !== "performance").map((c) => [c, TARGETS[c]]),
      ),
    };
    reports.push([standard, await runProfile(site.url, standard, runs, pages), ""]);
    reports.push([calibrated, calibratedResult, note]);
  } finally {
    await site.close();
  }
  console.log(`\nLighthouse on the public pages (targets: ${JSON.stringify(TARGETS)})`);
  for (const [profile, result, note] of reports) printProfile(profile, result, note);
  if (slowOnPhone.length > 0)
    console.log(
      `\nOn the calibrated phone, performance under the target of ${TARGETS.performance}: ${slowOnPhone.join(", ")}`,
    );
  const failures = reports.flatMap(([, result]) => result.failures);
  if (failures.length > 0) {
    console.log(`\nUnder target:\n  ${failures.join("\n  ")}`);
    reportFailures(failures);
    return 1;
  }
  console.log("\nEvery page meets what is gated above.");
  return 0;
}

await runCheck(main);
