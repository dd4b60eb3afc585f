// Memory of the production server (RSS and RssAnon, from /proc): after start on the embedded
// database and on PostgreSQL; after 10 000 mixed requests, 10 at a time (pages in five languages,
// event pages, feeds, images, API lists, a few tracking query strings, an admin's write every 250
// requests and a small upload every 1000: mixed-load.ts); the peak while 5 admins upload a
// 12-megapixel photo each at once; and 60 s after that burst. Each figure with its parts (mapped
// files, WebAssembly, other anonymous memory; V8's heap and ArrayBuffers from inside the server).
//   pnpm bench:memory [--requests 10000] [--concurrency 10] [--rounds N] [--postgres URL]
//                     [--no-uploads] [--arenas N] [--env KEY=VALUE]...
//   pnpm bench:memory --soak [minutes]   after the load, every page and list for 10 minutes more: RSS growth
//   pnpm bench:memory --check [MB] [--requests N] [--not-gated]   CI's run on the embedded
//     database: 3000 mixed requests 10 at a time with the admin's writes and uploads (10 000 take
//     too long beside the other checks); fails when the RSS after them is over MB (default 256,
//     the target); with --not-gated it prints the figure and the verdict and exits 0.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlConnection } from "@jugendclub/db";
import { type RunningServer, startServer } from "@jugendclub/testing/server-process";
import sharp from "sharp";
import { type MemoryParts, memoryParts, processMemory, resetPeak } from "./memory.js";
import { loadPaths, type SoakSample, soak, soakGrowth, warm } from "./memory-load.js";
import { type Admin, login, mixedLoad, mixedPlan, upload } from "./mixed-load.js";
import { flagValue, printTable, reportFailures } from "./site.js";

const argv = process.argv.slice(2);
/** A flag with an optional number after it: undefined when absent, the number or `fallback`. */
const optionalNumber = (flag: string, fallback: number): number | undefined => {
  const at = argv.indexOf(flag);
  if (at < 0) return undefined;
  const value = Number(argv[at + 1]);
  return Number.isFinite(value) && argv[at + 1] !== undefined ? value : fallback;
};
const TARGET_MB = 256;
const check = optionalNumber("--check", TARGET_MB);
const notGated = argv.includes("--not-gated");
const soakMinutes = optionalNumber("--soak", 10);
// The older load (every page and API list `rounds` times, 4 at a time) before the mixed one, when asked.
const rounds = Number(flagValue(argv, "--rounds") ?? 0);
const requests = Number(flagValue(argv, "--requests") ?? (check === undefined ? 10_000 : 3000));
const concurrency = Number(flagValue(argv, "--concurrency") ?? 10);
const postgres = flagValue(argv, "--postgres") ?? (check === undefined ? process.env.TEST_DATABASE_URL : undefined);
const uploads = !argv.includes("--no-uploads") && check === undefined && soakMinutes === undefined;
const probeFile = join(tmpdir(), `jc-memory-probe-${process.pid}.json`);
const probe = join(import.meta.dirname, "memory-probe.cjs");
// Extra variables for the server (`--env NODE_OPTIONS=--max-semi-space-size=1`), to measure a setting.
const extraEnv = Object.fromEntries(
  argv.flatMap((arg, i) =>
    argv[i - 1] === "--env" ? [[arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]] : [],
  ),
);
// The server runs with MALLOC_ARENA_MAX=2 as `pnpm start` sets it; --arenas N measures another.
const arenas = flagValue(argv, "--arenas");
// `--node-flag --optimize-for-size` (repeatable): a V8 flag NODE_OPTIONS does not take.
const nodeFlags = argv.filter((_, i) => argv[i - 1] === "--node-flag");
// `--entry DIR/main.js`: another build of the server (the base of an A/B in one run).
const entry = flagValue(argv, "--entry");
const ADMIN = { username: "admin", password: "memory bench password" };

/** A 12-megapixel photo-like JPEG under the 10 MB photo limit. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let s = seed;
  for (let i = 0; i < pixels.length; i += 3) {
    s = (s * 1103515245 + 12345) >>> 0;
    const grain = (s >>> 24) % 24;
    const x = (i / 3) % width;
    pixels[i] = (x * 200) / width + grain;
    pixels[i + 1] = 120 + grain;
    pixels[i + 2] = 90 + grain;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function uploadPeak(server: RunningServer, admin: Admin): Promise<number> {
  const photos = await Promise.all([1, 2, 3, 4, 5].map(phonePhoto));
  const pid = server.process.pid as number;
  resetPeak(pid);
  await Promise.all(photos.map((photo, i) => upload(server.url, admin, photo, `photo-${i}.jpg`)));
  return processMemory(pid).peak;
}

/** A 1-megapixel photo-like JPEG, as the load's occasional upload. */
async function smallPhoto(): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 1200 * 900 * 3 }, (_, i) => (i * 2654435761) % 251));
  return sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** What the server itself counts (process.memoryUsage(), MB), through memory-probe.cjs. */
async function inside(pid: number): Promise<{ heap: number; heapUsed: number; arrayBuffers: number } | null> {
  rmSync(probeFile, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const usage = JSON.parse(readFileSync(probeFile, "utf8")) as NodeJS.MemoryUsage;
      const mb = (bytes: number) => Math.round(bytes / 1048576);
      return { heap: mb(usage.heapTotal), heapUsed: mb(usage.heapUsed), arrayBuffers: mb(usage.arrayBuffers) };
    } catch {}
  }
  return null;
}

interface Row {
  database: string;
  moment: string;
  rss: number;
  rssAnon: number;
  parts?: MemoryParts & { heap?: number; heapUsed?: number; arrayBuffers?: number };
}

const soaks: { database: string; samples: SoakSample[] }[] = [];
const loads: {
  database: string;
  statuses: Record<number, number>;
  writes: number;
  uploads: number;
  seconds: number;
  addresses: number;
}[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

async function measure(kind: "embedded" | "PostgreSQL", databaseUrl?: string): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "jc-memory-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    BACKUP_INTERVAL_HOURS: "0",
    CONTACT_RATE_LIMIT: "100000",
    ...(arenas ? { MALLOC_ARENA_MAX: arenas } : {}),
    ...extraEnv,
    NODE_OPTIONS: `${extraEnv.NODE_OPTIONS ?? ""} --require ${probe}`.trim(),
    MEMORY_PROBE_FILE: probeFile,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const rows: Row[] = [];
  const record = async (server: RunningServer, moment: string) => {
    const pid = server.process.pid as number;
    const own = await inside(pid);
    const m = processMemory(pid);
    rows.push({ database: kind, moment, rss: m.rss, rssAnon: m.rssAnon, parts: { ...memoryParts(pid), ...own } });
    return m;
  };
  try {
    // The first start creates the database and adds the demo; the second is a normal start.
    const first = await startServer(env, undefined, { nodeFlags, ...(entry ? { entry } : {}) });
    await settle();
    await record(first, "first start (creates the database, adds the demo)");
    await first.stop();
    const started = performance.now();
    const server = await startServer(env, undefined, { nodeFlags, ...(entry ? { entry } : {}) });
    const startMs = Math.round(performance.now() - started);
    await settle();
    await record(server, `after start (${startMs} ms to the first /healthz)`);
    const list = await loadPaths(server.url);
    if (rounds > 0) {
      await warm(server.url, list, rounds);
      await settle();
      await record(server, `after every page and API list ${rounds} times`);
    }
    const admin = await login(server.url, ADMIN.username, ADMIN.password);
    const plan = await mixedPlan(server.url);
    const result = await mixedLoad(server.url, plan, { requests, concurrency, admin, smallPhoto: await smallPhoto() });
    loads.push({ database: kind, ...result, addresses: plan.pages.length + plan.lists.length + plan.images.length });
    await settle();
    await record(server, `after ${requests} mixed requests, ${concurrency} at a time`);
    if (soakMinutes !== undefined) {
      const samples = await soak(server.url, list, server.process.pid as number, soakMinutes);
      soaks.push({ database: kind, samples });
      await record(server, `after ${soakMinutes} minutes more of every page and list`);
    }
    if (uploads) {
      const peak = await uploadPeak(server, admin);
      rows.push({ database: kind, moment: "peak during 5 simultaneous 12 MP uploads", rss: peak, rssAnon: 0 });
      await settle();
      await record(server, "3 s after the upload burst");
      await new Promise((resolve) => setTimeout(resolve, 57_000));
      await record(server, "60 s after the upload burst");
    }
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(probeFile, { force: true });
  }
  return rows;
}

async function withPostgres<T>(url: string, run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `jc_memory_${randomBytes(4).toString("hex")}`;
  const admin = await openSqlConnection({ databaseUrl: url });
  await admin.exec(`CREATE DATABASE ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await run(target.toString());
  } finally {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

// Not gated yet (CI): a run that could not finish says why and does not fail the build.
const rows = await measure("embedded").catch((error: unknown) => {
  if (!notGated) throw error;
  console.log(
    `The memory check could not finish (${error instanceof Error ? error.message : String(error)}); not gated yet`,
  );
  process.exit(0);
});
if (postgres) rows.push(...(await withPostgres(postgres, (url) => measure("PostgreSQL", url))));
printTable(
  ["Database", "Moment", "RSS MB", "RssAnon MB", "files", "wasm", "other anon", "V8 heap (used)", "ArrayBuffers"],
  rows.map((r) => [
    r.database,
    r.moment,
    r.rss,
    r.rssAnon || "-",
    r.parts?.files ?? "-",
    r.parts?.wasm ?? "-",
    r.parts?.anon ?? "-",
    r.parts?.heap === undefined ? "-" : `${r.parts.heap} (${r.parts.heapUsed})`,
    r.parts?.arrayBuffers ?? "-",
  ]),
);
for (const load of loads) {
  const statuses = Object.entries(load.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
  console.log(
    `${load.database}: ${requests} requests over ${load.addresses} addresses in ${load.seconds.toFixed(0)} s (${statuses}; ${load.writes} admin writes, ${load.uploads} uploads among them)`,
  );
}
for (const { database, samples } of soaks) {
  console.log(`\nSoak on the ${database} database (RSS sampled during the load):`);
  printTable(
    ["Minute", "RSS MB", "RssAnon MB", "Requests"],
    samples.map((s) => [s.minute.toFixed(1), s.rss, s.rssAnon, s.requests]),
  );
  const { first, last, max, growth } = soakGrowth(samples);
  console.log(`First minute ${first} MB, last minute ${last} MB (growth ${growth} MB), highest ${max} MB`);
}
if (check !== undefined) {
  let loaded = rows.find((r) => r.moment.includes("mixed requests"));
  // One reading over the limit is measured again on a fresh server: on a shared host the same
  // build reads 225 to 291 MB (malloc memory of work that overlaps when the CPU is shared). A
  // regression is over in both runs; the second run's figure counts.
  if (!notGated && loaded && loaded.rss > check) {
    console.log(`${loaded.rss} MB is over ${check} MB: measuring once more on a fresh server`);
    const again = (await measure("embedded")).find((r) => r.moment.includes("mixed requests"));
    if (again) console.log(`The second run: ${again.rss} MB after the mixed requests`);
    loaded = again;
  }
  const over = !loaded || loaded.rss > check;
  const figure = `The embedded server's RSS after ${requests} mixed requests, ${concurrency} at a time, is ${loaded?.rss} MB`;
  if (notGated) {
    console.log(`${figure}; the limit is ${check} MB, not gated: ${over ? "over" : "under"} it`);
  } else if (over) {
    const line = `${figure}, over ${check} MB`;
    console.error(line);
    reportFailures([line]);
    process.exit(1);
  } else {
    console.log(`${figure} (limit ${check} MB)`);
  }
}
