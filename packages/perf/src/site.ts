import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "@jugendclub/testing/server-process";

/** The public pages the checks measure: the site's pages and an event's page (the demo's first event). */
export const PUBLIC_PAGES = [
  "/",
  "/events",
  "/photos",
  "/sponsors",
  "/contact",
  "/events/1-summerfest-am-duerf",
] as const;

export { CHROMIUM_ARGS, CHROMIUM_PATH } from "@jugendclub/testing/chromium";

export interface Site {
  url: string;
  close(): Promise<void>;
}

/**
 * The production build served by the real server with the demo content, on an embedded
 * database of its own; or the site at --url when one is given.
 */
export async function openSite(argv: string[]): Promise<Site> {
  const given = argv.indexOf("--url");
  if (given >= 0 && argv[given + 1])
    return { url: (argv[given + 1] as string).replace(/\/$/, ""), close: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), "jc-perf-"));
  // A first start creates the embedded database and renders the demo images: on a busy shared
  // machine that has taken minutes. The start is not what is measured, so it may take its time.
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "warn" }, 20 * 60_000);
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

/** Runs a check's main and exits with its code; an error thrown is reported like a failure. */
export async function runCheck(main: () => Promise<number>): Promise<never> {
  let code: number;
  try {
    code = await main();
  } catch (error) {
    console.error(error);
    reportFailures([`stopped by an error: ${error instanceof Error ? error.message : String(error)}`]);
    code = 1;
  }
  process.exit(code);
}
