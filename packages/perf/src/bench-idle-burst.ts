// The first burst after a quiet spell, on PostgreSQL: the built server on a demo site, its pages
// visited once, then left alone for --idle seconds (past the pool's idle timeout and the kept
// pages' minute), then --burst requests at once spread over the public pages. Prints p50, p99 and
// the slowest answer of each burst. With --base <dir>, a second install (a copy of an older build,
// laid out like a checkout: <dir>/apps/server/dist/main.js) is measured in the same run, its
// bursts interleaved with this checkout's, so both see the same host.
//   pnpm bench:burst --postgres postgres://postgres@127.0.0.1:5432/postgres [--idle 65] [--burst 50]
//     [--rounds 2] [--base /tmp/base]
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlConnection } from "@jugendclub/db";
import { type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { option } from "./args.js";
import { printTable } from "./site.js";

const PAGES = [
  "/",
  "/events",
  "/photos",
  "/sponsors",
  "/contact",
  "/fr",
  "/fr/events",
  "/de/photos",
  "/en/sponsors",
  "/pt/events",
];

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function burst(url: string, count: number) {
  const times = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const started = performance.now();
      const res = await fetch(`${url}${PAGES[i % PAGES.length]}`, { headers: { "accept-encoding": "br" } });
      await res.arrayBuffer();
      if (res.status >= 500) throw new Error(`${PAGES[i % PAGES.length]} answered ${res.status}`);
      return performance.now() - started;
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] ?? 0 };
}

async function main(): Promise<void> {
  const postgres = option("--postgres") ?? process.env.BENCH_DATABASE_URL;
  if (!postgres) throw new Error("Give --postgres postgres://... (the burst is about PostgreSQL's pool)");
  const idle = Number(option("--idle") ?? 65);
  const count = Number(option("--burst") ?? 50);
  const rounds = Number(option("--rounds") ?? 2);
  const base = option("--base");
  const installs = [
    { label: "this checkout", entry: undefined as string | undefined },
    ...(base ? [{ label: `base (${base})`, entry: join(base, "apps", "server", "dist", "main.js") }] : []),
  ];

  const admin = await openSqlConnection({ databaseUrl: postgres });
  const running: { label: string; server: RunningServer; dataDir: string; database: string }[] = [];
  const rows: (string | number)[][] = [];
  try {
    for (const install of installs) {
      const database = `jc_burst_${randomBytes(5).toString("hex")}`;
      await admin.exec(`CREATE DATABASE "${database}"`);
      const dataDir = mkdtempSync(join(tmpdir(), "jc-burst-"));
      const server = await startServer(
        { DATA_DIR: dataDir, DATABASE_URL: withDatabase(postgres, database), LOG_LEVEL: "warn" },
        10 * 60_000,
        install.entry ? { entry: install.entry } : {},
      );
      running.push({ label: install.label, server, dataDir, database });
    }
    // Every page rendered and kept once, the pools warmed.
    for (const { server } of running) await burst(server.url, PAGES.length * 2);
    for (let round = 1; round <= rounds; round++) {
      await new Promise((resolve) => setTimeout(resolve, idle * 1000));
      // One after the other, right away: the second has been idle a few hundred ms longer.
      for (const { label, server } of running) {
        const measured = await burst(server.url, count);
        rows.push([
          label,
          round,
          `${idle} s`,
          count,
          `${measured.p50.toFixed(0)} ms`,
          `${measured.p99.toFixed(0)} ms`,
          `${measured.max.toFixed(0)} ms`,
        ]);
      }
    }
  } finally {
    for (const { server, dataDir, database } of running) {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await admin.exec(`DROP DATABASE IF EXISTS "${database}"`).catch(() => undefined);
    }
    await admin.close();
  }
  printTable(["install", "round", "idle", "requests", "p50", "p99", "slowest"], rows);
}

await main();
