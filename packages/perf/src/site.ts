import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { copyRunSeededSite } from "@jugendclub/testing/run-seeded-site";
import { startServer } from "@jugendclub/testing/server-process";
import { PUBLIC_PAGES as SITE_PAGES } from "@jugendclub/web/site";

/**
 * The public pages the checks measure: the site's pages (its page table, apps/web/src/site-pages.ts)
 * and an event's page (the demo's first event), and two pages in other languages (each loads its
 * own catalog).
 */
export const PUBLIC_PAGES: readonly string[] = [...SITE_PAGES, "/events/1-summerfest-am-duerf", "/fr/", "/pt/events"];

export { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "@jugendclub/testing/chromium";

export interface Site {
  url: string;
  close(): Promise<void>;
}

/** The value after a flag (`--events 200`), or undefined. */
export function flagValue(argv: string[], flag: string): string | undefined {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : undefined;
}

/** N more events like the demo's first (its picture, place and category), a day and a half apart. */
async function addEvents(dataDir: string, count: number): Promise<void> {
  const migrationsDir = join(import.meta.dirname, "..", "..", "..", "prisma", "migrations");
  const db = await openDatabase({ dataDir, migrationsDir });
  try {
    const model = await db.prisma.event.findFirstOrThrow({ orderBy: { id: "asc" } });
    const start = Date.now() - (count / 4) * 36 * 3600 * 1000;
    await db.prisma.event.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        title: `Event ${i + 1}: Fest am Duerf`,
        description: model.description,
        date: new Date(start + i * 36 * 3600 * 1000),
        location: model.location,
        imageUrl: model.imageUrl,
        featured: false,
        categoryId: model.categoryId,
      })),
    });
  } finally {
    await db.close();
  }
}

/**
 * The production build served by the real server with the demo content, on an embedded
 * database of its own; or the site at --url when one is given. `--events N` adds N events to
 * the demo's (a quarter of them past), for the events page's figures at volume.
 */
export async function openSite(argv: string[]): Promise<Site> {
  const given = flagValue(argv, "--url");
  if (given) return { url: given.replace(/\/$/, ""), close: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), "jc-perf-"));
  const env = { DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "warn" };
  // In test:all, a copy of the demo the journeys' set-up seeded beside it (run-seeded-site.ts);
  // otherwise, or when that fails, the server's first start seeds its own.
  await copyRunSeededSite(dataDir, 30 * 60_000);
  // A first start creates the embedded database and renders the demo images: on a busy shared
  // machine that has taken minutes, and in test:all the budget yields (nice) to the test suites,
  // so its server's start waits until they leave it the CPU (over 20 minutes in one CI run). The
  // start is not what is measured, so it may take its time: up to an hour.
  const START_WAIT = 60 * 60_000;
  let server = await startServer(env, START_WAIT);
  const extra = Number(flagValue(argv, "--events") ?? 0);
  if (extra > 0) {
    await server.stop();
    await addEvents(dataDir, extra);
    server = await startServer(env, START_WAIT);
  }
  return {
    url: server.url,
    close: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function printTable(header: string[], rows: (string | number)[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => cells.map((c, i) => String(c).padEnd(widths[i] as number)).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

/**
 * A check's failures, one line each, also go to the file CHECK_REPORT names (scripts/toolchain.mjs
 * sets it): CI keeps only the end of its output, and the summary there names what failed and why.
 */
export function reportFailures(lines: string[]): void {
  const file = process.env.CHECK_REPORT;
  if (file) appendFileSync(file, lines.map((line) => `${line}\n`).join(""));
}

/** An error that stopped a check: printed, and reported like a failure. */
function reportError(error: unknown): void {
  console.error(error);
  reportFailures([`stopped by an error: ${error instanceof Error ? error.message : String(error)}`]);
}

/** Runs a check's main and exits with its code; an error thrown is reported like a failure. */
export async function runCheck(main: () => Promise<number>): Promise<never> {
  // A promise that fails outside main would end the process with no line in the summary.
  process.on("unhandledRejection", (error) => {
    reportError(error);
    process.exit(1);
  });
  let code: number;
  try {
    code = await main();
  } catch (error) {
    reportError(error);
    code = 1;
  }
  process.exit(code);
}
