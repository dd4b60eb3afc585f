// API throughput beside its ceiling: the production server (on the embedded database, and on
// PostgreSQL when a server URL is given) under autocannon on loopback, and in the same run a bare
// Fastify route in a process of its own that answers the very same bytes. Prints req/s, p50/p99
// and each endpoint's ratio to that ceiling.
//   pnpm bench:api [--postgres postgres://...] [--duration 10] [--connections 50] [--only sponsors]
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { startServer } from "@jugendclub/testing/server-process";
import autocannon from "autocannon";
import { option } from "./args.js";
import type { CeilingAnswer } from "./ceiling-server.js";
import { printTable } from "./site.js";
import { seedVolume } from "./volume.js";

const migrationsDir = join(import.meta.dirname, "..", "..", "..", "prisma", "migrations");

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

interface Endpoint {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
}

const ENDPOINTS: Endpoint[] = [
  { name: "GET /api/events (200 events)", method: "GET", path: "/api/events" },
  { name: "GET /api/photos (2000 photos)", method: "GET", path: "/api/photos" },
  { name: "GET /api/sponsors", method: "GET", path: "/api/sponsors" },
  {
    name: "POST /api/contact-submissions",
    method: "POST",
    path: "/api/contact-submissions",
    body: JSON.stringify({
      type: "membership",
      name: "Bench Mark",
      email: "bench@example.lu",
      phone: null,
      message: "Moien! Ech géif gär Member ginn.",
    }),
  },
];

interface Answer {
  body: Buffer;
  status: number;
  headers: Record<string, string>;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, endpoint: Endpoint, connections: number, duration: number): Promise<Measured> {
  const result = await autocannon({
    url: `${url}${endpoint.path}`,
    method: endpoint.method,
    connections,
    duration,
    ...(endpoint.body ? { body: endpoint.body, headers: { "content-type": "application/json" } } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The ceiling: the same answers from a bare Fastify server in a process of its own. */
async function startCeiling(answers: Map<string, Answer>, dir: string) {
  const list: CeilingAnswer[] = ENDPOINTS.flatMap((endpoint) => {
    const answer = answers.get(endpoint.name);
    return answer
      ? [
          {
            method: endpoint.method,
            path: endpoint.path,
            status: answer.status,
            headers: answer.headers,
            body: answer.body.toString("base64"),
          },
        ]
      : [];
  });
  const file = join(dir, "ceiling-answers.json");
  writeFileSync(file, JSON.stringify(list));
  const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "ceiling-server.ts"), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`The ceiling server exited (${code})`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

async function benchOne(
  label: string,
  databaseUrl: string | undefined,
  connections: number,
  duration: number,
  endpoints: Endpoint[],
) {
  const dataDir = mkdtempSync(join(tmpdir(), "jc-bench-"));
  const db = await openDatabase({ dataDir, databaseUrl, migrationsDir });
  await seedVolume(db.prisma, { events: 200, photos: 2000, sponsors: 12 });
  await db.close();
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      CONTACT_RATE_LIMIT: "100000000",
      LOG_LEVEL: "warn",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    20 * 60_000,
  );
  const rows: (string | number)[][] = [];
  try {
    const answers = new Map<string, Answer>();
    for (const endpoint of ENDPOINTS) {
      const res = await fetch(`${server.url}${endpoint.path}`, {
        method: endpoint.method,
        headers: { "content-type": "application/json", "accept-encoding": "identity" },
        ...(endpoint.body ? { body: endpoint.body } : {}),
      });
      if (!res.ok) throw new Error(`${endpoint.name} answered ${res.status}`);
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        // Those Fastify writes itself (per connection, or from the body).
        if (!["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name)) {
          headers[name] = value;
        }
      });
      answers.set(endpoint.name, { body: Buffer.from(await res.arrayBuffer()), status: res.status, headers });
    }
    const ceiling = await startCeiling(answers, dataDir);
    try {
      for (const endpoint of endpoints) {
        // A short warm-up, so the JIT and the caches are in the state a running server is in.
        await load(server.url, endpoint, connections, 2);
        const real = await load(server.url, endpoint, connections, duration);
        const bare = await load(ceiling.url, endpoint, connections, duration);
        rows.push([
          label,
          endpoint.name,
          `${(answers.get(endpoint.name)?.body.length ?? 0).toLocaleString("en")} B`,
          Math.round(real.rps),
          `${real.p50} ms`,
          `${real.p99} ms`,
          Math.round(bare.rps),
          `${bare.p99} ms`,
          (real.rps / bare.rps).toFixed(2),
          real.errors,
        ]);
      }
    } finally {
      await ceiling.close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main(): Promise<void> {
  const duration = Number(option("--duration") ?? 10);
  const connections = Number(option("--connections") ?? 50);
  const postgres = option("--postgres") ?? process.env.BENCH_DATABASE_URL;
  const only = option("--only");
  const endpoints = ENDPOINTS.filter((endpoint) => !only || endpoint.name.includes(only));
  const rows = await benchOne("PGlite", undefined, connections, duration, endpoints);
  if (postgres) {
    const name = `jc_bench_${randomBytes(4).toString("hex")}`;
    const admin = await openDatabase({ databaseUrl: postgres });
    await admin.prisma.$executeRawUnsafe(`CREATE DATABASE "${name}"`);
    try {
      rows.push(...(await benchOne("PostgreSQL", withDatabase(postgres, name), connections, duration, endpoints)));
    } finally {
      await admin.prisma.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.close();
    }
  }
  console.log(`\nAPI on loopback: ${connections} connections, ${duration} s per run, the ceiling in the same run\n`);
  printTable(
    ["database", "endpoint", "answer", "req/s", "p50", "p99", "ceiling req/s", "ceiling p99", "ratio", "errors"],
    rows,
  );
}

await main();
