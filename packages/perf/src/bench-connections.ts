// The site's answers while a thousand idle sockets are held open, beside the same load with none,
// in the same run; then how many of those sockets the server has closed after its headers bound.
//   pnpm bench:connections [--idle 1000] [--duration 3]
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "@jugendclub/testing/server-process";
import autocannon from "autocannon";
import { printTable } from "./site.js";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

async function measure(url: string, duration: number) {
  const result = await autocannon({ url: `${url}/api/sponsors`, connections: 10, duration });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors };
}

function openIdle(url: string): Promise<{ socket: Socket; closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.on("error", () => undefined);
    socket.resume();
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.once("connect", () => resolve({ socket, closed }));
    socket.once("error", reject);
  });
}

async function main(): Promise<void> {
  const idleCount = option("--idle", 1000);
  const duration = option("--duration", 3);
  const dataDir = mkdtempSync(join(tmpdir(), "jc-bench-conn-"));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "warn" }, 20 * 60_000);
  try {
    await measure(server.url, 1);
    const alone = await measure(server.url, duration);
    const openedAt = Date.now();
    const idle = await Promise.all(Array.from({ length: idleCount }, () => openIdle(server.url)));
    const crowded = await measure(server.url, duration);
    let open = idle.length;
    for (const socket of idle) void socket.closed.then(() => open--);
    await Promise.race([Promise.all(idle.map((s) => s.closed)), new Promise((r) => setTimeout(r, 30_000))]);
    const closedAfter = (Date.now() - openedAt) / 1000;
    console.log(`\nGET /api/sponsors on loopback, 10 connections, ${duration} s each, in the same run\n`);
    printTable(
      ["idle sockets held open", "req/s", "p50", "p99", "errors"],
      [
        ["none", Math.round(alone.rps), `${alone.p50} ms`, `${alone.p99} ms`, alone.errors],
        [idleCount, Math.round(crowded.rps), `${crowded.p50} ms`, `${crowded.p99} ms`, crowded.errors],
      ],
    );
    console.log(`\nratio of req/s with ${idleCount} idle sockets to none: ${(crowded.rps / alone.rps).toFixed(2)}`);
    console.log(
      `idle sockets the server had closed ${closedAfter.toFixed(1)} s after they opened: ${idleCount - open} of ${idleCount}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
