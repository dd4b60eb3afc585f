// What the request log costs: kept pages (GET / and /events, rendered once, then sent as kept)
// under autocannon, from the built server in several logging settings, measured in turns in the
// same run so each sees the same host; besides requests a second, the server's CPU time per
// request (from /proc), which a busy host disturbs less. Each server writes its log into a file, as journald or a
// container runtime would take it from its stdout. With --base <dir>, an older build laid out like
// a checkout (<dir>/apps/server/dist/main.js) is measured too, with LOG_LEVEL=info: the log as it
// was, a line when a request came and another when it was answered.
//   pnpm bench:log [--duration 10] [--connections 20] [--rounds 2] [--base /tmp/base]
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, SERVER_MALLOC_ENV, SERVER_NODE_FLAGS, serverEntry } from "@jugendclub/testing/server-process";
import autocannon from "autocannon";
import { option } from "./args.js";
import { printTable } from "./site.js";

interface Variant {
  label: string;
  entry: string;
  env: Record<string, string>;
}

interface Running extends Variant {
  url: string;
  child: ChildProcess;
  logFile: string;
  rps: number[];
  /** The server's CPU time (user and system) per request, in microseconds, each round. */
  cpu: number[];
}

/** A process's CPU time so far in ms (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(variant: Variant, dir: string): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(dir, "data-"));
  const logFile = join(dir, `${variant.label.replace(/\W+/g, "-")}.log`);
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, variant.entry], {
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...SERVER_MALLOC_ENV,
      ...variant.env,
    },
    stdio: ["ignore", out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant.label} exited during start; see ${logFile}`);
    if (
      await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`${variant.label} did not start; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ...variant, url, child, logFile, rps: [], cpu: [] };
}

async function main(): Promise<void> {
  const duration = Number(option("--duration") ?? 10);
  const connections = Number(option("--connections") ?? 20);
  const rounds = Number(option("--rounds") ?? 2);
  const base = option("--base");
  const variants: Variant[] = [
    { label: "LOG_REQUESTS=problems (default)", entry: serverEntry, env: { LOG_LEVEL: "info" } },
    { label: "LOG_REQUESTS=all", entry: serverEntry, env: { LOG_LEVEL: "info", LOG_REQUESTS: "all" } },
    { label: "LOG_LEVEL=warn", entry: serverEntry, env: { LOG_LEVEL: "warn" } },
    ...(base
      ? [
          {
            label: "older build, LOG_LEVEL=info",
            entry: join(base, "apps", "server", "dist", "main.js"),
            env: { LOG_LEVEL: "info" },
          },
        ]
      : []),
  ];
  const dir = mkdtempSync(join(tmpdir(), "jc-bench-log-"));
  const running: Running[] = [];
  try {
    // One at a time: each seeds its demo site at its first start.
    for (const variant of variants) running.push(await start(variant, dir));
    for (const server of running) {
      for (const path of ["/", "/events"]) await fetch(`${server.url}${path}`).then((res) => res.arrayBuffer());
      await autocannon({ url: `${server.url}/`, connections, duration: 2 });
    }
    for (let round = 0; round < rounds; round++) {
      for (const server of running) {
        const cpuBefore = cpuMs(server.child.pid as number);
        const result = await autocannon({
          url: server.url,
          connections,
          duration,
          requests: [{ path: "/" }, { path: "/events" }],
        });
        if (result.non2xx + result.errors > 0) throw new Error(`${server.label}: ${result.non2xx} non-2xx answers`);
        server.rps.push(result.requests.average);
        server.cpu.push(((cpuMs(server.child.pid as number) - cpuBefore) * 1000) / result.requests.total);
      }
    }
    const reference = running[0] as Running;
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    printTable(
      ["logging", "req/s per round", "mean req/s", "ratio", "CPU µs per request", "mean CPU", "ratio", "log bytes"],
      running.map((server) => [
        server.label,
        server.rps.map((rps) => Math.round(rps)).join(", "),
        Math.round(mean(server.rps)),
        (mean(server.rps) / mean(reference.rps)).toFixed(2),
        server.cpu.map((cpu) => Math.round(cpu)).join(", "),
        Math.round(mean(server.cpu)),
        (mean(server.cpu) / mean(reference.cpu)).toFixed(2),
        statSync(server.logFile).size.toLocaleString("en"),
      ]),
    );
  } finally {
    for (const server of running) {
      server.child.kill("SIGTERM");
      await new Promise((resolve) => server.child.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
