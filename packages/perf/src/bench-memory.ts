// Memory of the production server (RSS and RssAnon, from /proc): after start on the embedded
// database and on PostgreSQL, after every public page and API list 200 times, and the peak while
// 5 admins upload a 12-megapixel photo each at once.
//   pnpm bench:memory [--rounds 200] [--postgres URL] [--no-uploads] [--arenas N] [--env KEY=VALUE]...
//   pnpm bench:memory --soak [minutes]   after warm-up, the same load for 10 minutes: RSS growth
//   pnpm bench:memory --check [MB] [--not-gated]   CI's short run on the embedded database: fails
//     when its RSS after warm-up is over MB (default 307: the 256 MB target + 20 %); with
//     --not-gated it prints the figure and the verdict and exits 0.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlConnection } from "@jugendclub/db";
import { type RunningServer, startServer } from "@jugendclub/testing/server-process";
import sharp from "sharp";
import { processMemory, resetPeak } from "./memory.js";
import { loadPaths, type SoakSample, soak, soakGrowth, warm } from "./memory-load.js";
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
const check = optionalNumber("--check", Math.round(TARGET_MB * 1.2));
const notGated = argv.includes("--not-gated");
const soakMinutes = optionalNumber("--soak", 10);
const rounds = Number(flagValue(argv, "--rounds") ?? (check === undefined ? 200 : 20));
const postgres = flagValue(argv, "--postgres") ?? (check === undefined ? process.env.TEST_DATABASE_URL : undefined);
const uploads = !argv.includes("--no-uploads") && check === undefined && soakMinutes === undefined;
// Extra variables for the server (`--env NODE_OPTIONS=--max-semi-space-size=1`), to measure a setting.
const extraEnv = Object.fromEntries(
  argv.flatMap((arg, i) =>
    argv[i - 1] === "--env" ? [[arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]] : [],
  ),
);
// The server runs with MALLOC_ARENA_MAX=2 as `pnpm start` sets it; --arenas N measures another.
const arenas = flagValue(argv, "--arenas");
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

async function uploadPeak(server: RunningServer): Promise<number> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
  const photos = await Promise.all([1, 2, 3, 4, 5].map(phonePhoto));
  const pid = server.process.pid as number;
  resetPeak(pid);
  await Promise.all(
    photos.map(async (photo, i) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `photo-${i}.jpg`);
      const res = await fetch(`${server.url}/api/uploads?purpose=photo`, {
        method: "POST",
        headers: { cookie, origin: server.url },
        body: form,
      });
      if (!res.ok) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
    }),
  );
  return processMemory(pid).peak;
}

interface Row {
  database: string;
  moment: string;
  rss: number;
  rssAnon: number;
}

const soaks: { database: string; samples: SoakSample[] }[] = [];
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
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const rows: Row[] = [];
  const record = (server: RunningServer, moment: string) => {
    const m = processMemory(server.process.pid as number);
    rows.push({ database: kind, moment, rss: m.rss, rssAnon: m.rssAnon });
    return m;
  };
  try {
    // The first start creates the database and adds the demo; the second is a normal start.
    const first = await startServer(env);
    await settle();
    record(first, "first start (creates the database, adds the demo)");
    await first.stop();
    const started = performance.now();
    const server = await startServer(env);
    const startMs = Math.round(performance.now() - started);
    await settle();
    record(server, `after start (${startMs} ms to the first /healthz)`);
    const list = await loadPaths(server.url);
    await warm(server.url, list, rounds);
    await settle();
    record(server, `after every page and API list ${rounds} times`);
    if (soakMinutes !== undefined) {
      const samples = await soak(server.url, list, server.process.pid as number, soakMinutes);
      soaks.push({ database: kind, samples });
      record(server, `after ${soakMinutes} minutes more of the same load`);
    }
    if (uploads) {
      const peak = await uploadPeak(server);
      rows.push({ database: kind, moment: "peak during 5 simultaneous 12 MP uploads", rss: peak, rssAnon: 0 });
      await settle();
      record(server, "after the uploads");
    }
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
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
  ["Database", "Moment", "RSS MB", "RssAnon MB"],
  rows.map((r) => [r.database, r.moment, r.rss, r.rssAnon || "-"]),
);
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
  const warmed = rows.find((r) => r.moment.startsWith("after every page"));
  const over = !warmed || warmed.rss > check;
  const figure = `The embedded server's RSS after warm-up (${rounds} rounds) is ${warmed?.rss} MB`;
  if (notGated) {
    console.log(
      `${figure}; the limit is ${check} MB (${TARGET_MB} MB + 20 %), not gated yet: ${over ? "over" : "under"} it`,
    );
  } else if (over) {
    const line = `${figure}, over ${check} MB`;
    console.error(line);
    reportFailures([line]);
    process.exit(1);
  } else {
    console.log(`${figure} (limit ${check} MB)`);
  }
}
