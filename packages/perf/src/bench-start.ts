// Start to the first page on an existing data folder: the built server started with node itself
// (as the systemd unit and the image do, no pnpm), timed from the spawn to its listening line and
// to the first 200 for GET /. The data folder is made by a first start (the demo site) that is not
// counted. With --base <dir>, an older build laid out like a checkout is timed in turns with this
// one, each on a data folder of its own.
//   pnpm bench:start [--runs 5] [--postgres postgres://...] [--base /tmp/base]
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlConnection } from "@jugendclub/db";
import { freePort, SERVER_MALLOC_ENV, SERVER_NODE_FLAGS, serverEntry } from "@jugendclub/testing/server-process";
import { option } from "./args.js";
import { printTable } from "./site.js";

interface Timed {
  listening: number;
  firstPage: number;
}

async function startOnce(entry: string, env: Record<string, string>): Promise<Timed> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: String(port), ...SERVER_MALLOC_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let listening = 0;
  child.stdout.on("data", (chunk) => {
    output += chunk;
    if (!listening && output.includes("Jugendclub is running")) listening = performance.now() - started;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status === 200;
        },
        () => false,
      );
      if (ok) return { listening, firstPage: performance.now() - started };
      if (performance.now() - started > 10 * 60_000) throw new Error(`No first page within 10 minutes:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

async function main(): Promise<void> {
  const runs = Number(option("--runs") ?? 5);
  const postgres = option("--postgres");
  const base = option("--base");
  const installs = [
    { label: "this checkout", entry: serverEntry },
    ...(base ? [{ label: "base", entry: join(base, "apps", "server", "dist", "main.js") }] : []),
  ];
  const admin = postgres ? await openSqlConnection({ databaseUrl: postgres }) : null;
  const prepared: { label: string; entry: string; env: Record<string, string>; dir: string; database?: string }[] = [];
  const times = new Map<string, Timed[]>();
  try {
    for (const install of installs) {
      const dir = mkdtempSync(join(tmpdir(), "jc-start-"));
      const env: Record<string, string> = { DATA_DIR: dir, LOG_LEVEL: "info" };
      let database: string | undefined;
      if (admin && postgres) {
        database = `jc_start_${randomBytes(5).toString("hex")}`;
        await admin.exec(`CREATE DATABASE "${database}"`);
        const url = new URL(postgres);
        url.pathname = `/${database}`;
        env.DATABASE_URL = url.toString();
      }
      // The first start makes the site (the demo content): not counted.
      await startOnce(install.entry, env);
      prepared.push({ ...install, env, dir, ...(database ? { database } : {}) });
      times.set(install.label, []);
    }
    for (let run = 0; run < runs; run++) {
      for (const install of prepared) times.get(install.label)?.push(await startOnce(install.entry, install.env));
    }
  } finally {
    for (const install of prepared) {
      rmSync(install.dir, { recursive: true, force: true });
      if (install.database) await admin?.exec(`DROP DATABASE IF EXISTS "${install.database}"`).catch(() => undefined);
    }
    await admin?.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  printTable(
    ["install", "database", "runs: to the first page", "median to listening", "median to the first page"],
    prepared.map((install) => {
      const timed = times.get(install.label) ?? [];
      return [
        install.label,
        postgres ? "PostgreSQL" : "embedded",
        timed.map((t) => seconds(t.firstPage)).join(", "),
        seconds(median(timed.map((t) => t.listening))),
        seconds(median(timed.map((t) => t.firstPage))),
      ];
    }),
  );
}

await main();
