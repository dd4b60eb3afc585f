// Cost growth: response time and server memory with 10, 1 000 and 10 000 events and photos, on
// the production server and the embedded database (PostgreSQL with --postgres URL).
//   pnpm bench:growth [--postgres postgres://...]
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { startServer } from "@jugendclub/testing/server-process";
import { median, printTable } from "./site.js";
import { seedVolume } from "./volume.js";

const SIZES = [10, 1000, 10_000];
const PATHS = [
  "/api/events",
  "/api/events-overview",
  "/api/photos",
  "/api/photo-categories",
  "/",
  "/events",
  "/photos?category=1",
];
const migrationsDir = join(import.meta.dirname, "..", "..", "..", "prisma", "migrations");

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Median time of a request once warm; `cold` is the first one (computed, not from a cache). */
async function time(url: string): Promise<{ cold: number; warm: number; bytes: number }> {
  const once = async () => {
    const start = performance.now();
    const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return { ms: performance.now() - start, bytes: body.byteLength };
  };
  const first = await once();
  const warm: number[] = [];
  for (let i = 0; i < 20; i++) warm.push((await once()).ms);
  return { cold: first.ms, warm: median(warm), bytes: first.bytes };
}

async function measure(size: number, databaseUrl: string | undefined): Promise<(string | number)[][]> {
  const dataDir = mkdtempSync(join(tmpdir(), "jc-growth-"));
  const db = await openDatabase({ dataDir, databaseUrl, migrationsDir });
  await seedVolume(db.prisma, { events: size, photos: size, sponsors: 12 });
  await db.close();
  const server = await startServer(
    { DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    20 * 60_000,
  );
  const rows: (string | number)[][] = [];
  try {
    const idle = rssMb(server.process.pid as number);
    for (const path of PATHS) {
      const t = await time(`${server.url}${path}`);
      rows.push([
        size,
        path,
        `${Math.round(t.bytes / 1024)} kB`,
        `${t.cold.toFixed(1)} ms`,
        `${t.warm.toFixed(1)} ms`,
        `${idle} MB`,
        `${rssMb(server.process.pid as number)} MB`,
      ]);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const index = argv.indexOf("--postgres");
  const postgres = index >= 0 ? argv[index + 1] : undefined;
  const rows: (string | number)[][] = [];
  for (const size of SIZES) {
    if (!postgres) {
      rows.push(...(await measure(size, undefined)));
      continue;
    }
    const name = `jc_growth_${randomBytes(4).toString("hex")}`;
    const admin = await openDatabase({ databaseUrl: postgres });
    await admin.prisma.$executeRawUnsafe(`CREATE DATABASE "${name}"`);
    try {
      const url = new URL(postgres);
      url.pathname = `/${name}`;
      rows.push(...(await measure(size, url.toString())));
    } finally {
      await admin.prisma.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.close();
    }
  }
  console.log(
    `\nGrowth on ${postgres ? "PostgreSQL" : "the embedded database"}: events and photos each at the size given\n`,
  );
  printTable(["size", "path", "answer", "first (computed)", "then (median of 20)", "RSS idle", "RSS after"], rows);
}

await main();
