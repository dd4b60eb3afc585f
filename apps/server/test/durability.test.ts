import { rmSync } from "node:fs";
import { openDatabase } from "@jugendclub/db";
import { emptyDataDir, type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { startServer } from "@jugendclub/testing/server-process";
import { startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitMany } from "./load.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

// No lost messages: the built server under write load, killed hard or stopped politely, on the
// embedded database and (when TEST_DATABASE_URL is set) on PostgreSQL. Loopback only.
describe("durability under load", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let dataDir: string;
  let pg: ServerDatabase | undefined;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = emptyDataDir("jc-durability-");
    Object.assign(env, { DATA_DIR: dataDir, SEED_DEMO: "false", CONTACT_RATE_LIMIT: "1000000", LOG_LEVEL: "warn" });
    pg = await serverDatabase();
    Object.assign(env, pg.env);
  });
  afterAll(async () => {
    await pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The markers of every stored submission, read straight from the database (server stopped). */
  const storedMarkers = async (prefix: string): Promise<string[]> => {
    const db = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    try {
      const rows = await db.prisma.contactSubmission.findMany({
        where: { message: { startsWith: `marker:${prefix}-` } },
        select: { message: true },
      });
      return rows.map((row) => row.message.slice("marker:".length));
    } finally {
      await db.close();
    }
  };

  it("stores exactly 1000 submissions sent over 50 concurrent connections, none twice", async () => {
    const server = await startServer(env);
    const result = await submitMany(server.url, { connections: 50, total: 1000, prefix: "burst" });
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(result.other).toEqual([]);
    expect(result.acknowledged).toHaveLength(1000);
    const stored = await storedMarkers("burst");
    expect(stored).toHaveLength(1000);
    expect(new Set(stored).size).toBe(1000);
    expect(new Set(stored)).toEqual(new Set(result.acknowledged));
  });

  it("keeps every acknowledged submission when killed with SIGKILL mid-load, and opens cleanly after", async () => {
    const server = await startServer(env);
    let killed = false;
    const load = submitMany(server.url, {
      connections: 20,
      total: 100_000,
      prefix: "kill",
      shouldStop: () => killed,
      onAcknowledged: (count) => {
        if (count >= 150 && !killed) {
          killed = true;
          server.process.kill("SIGKILL");
        }
      },
    });
    const result = await load;
    expect(await server.exited).toBe("SIGKILL");
    expect(result.acknowledged.length).toBeGreaterThanOrEqual(150);

    // The database opens cleanly: the server starts and answers.
    const again = await startServer(env);
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    expect(await again.stop("SIGTERM")).toBe(0);

    const stored = new Set(await storedMarkers("kill"));
    const lost = result.acknowledged.filter((marker) => !stored.has(marker));
    expect(lost).toEqual([]);
  });

  it("finishes the requests in flight on SIGTERM, then exits 0", async () => {
    const server = await startServer(env);
    let signalled = false;
    const result = await submitMany(server.url, {
      connections: 50,
      total: 2000,
      prefix: "term",
      shouldStop: () => signalled && server.process.exitCode !== null,
      onAcknowledged: (count) => {
        if (count >= 100 && !signalled) {
          signalled = true;
          server.process.kill("SIGTERM");
        }
      },
    });
    expect(await server.exited).toBe(0);
    // Once stopping, the server answers new requests 503 or no longer accepts them; it never
    // drops one it had begun: what it stored is exactly what it acknowledged.
    for (const outcome of result.other) expect(outcome).toMatch(/^(503|ECONNREFUSED|ECONNRESET|EPIPE)$/);
    const stored = await storedMarkers("term");
    expect(new Set(stored)).toEqual(new Set(result.acknowledged));
    expect(stored).toHaveLength(result.acknowledged.length);
  });

  it("a restart while mails go out sends each exactly once: the one in flight is finished, the rest wait", async () => {
    // A slow mail server: each mail takes 300 ms, so the restart lands in the middle of sending.
    const smtp = await startSmtpServer({ delayMs: 300 });
    const mailEnv = {
      ...env,
      SMTP_URL: smtp.url,
      MAIL_FROM: "site@jugendclub.lu",
      MAIL_TO: "secretary@jugendclub.lu",
      MAIL_RETRY_SECONDS: "1",
    };
    // The first mail is refused once: the server's log names the failed attempt, and it is sent later.
    smtp.refuseNext(1);
    try {
      const server = await startServer(mailEnv);
      const result = await submitMany(server.url, { connections: 4, total: 8, prefix: "mail" });
      expect(result.acknowledged).toHaveLength(8);
      await smtp.waitFor(3);
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(server.output()).toContain("a mail could not be sent");
      const beforeRestart = smtp.received.length;
      // Stopped with mails left: more are due than went out (9 in all: 8 to the committee, and one
      // confirmation, as all eight came from one address, which gets one a day).
      expect(beforeRestart).toBeLessThan(9);
      const again = await startServer(mailEnv);
      try {
        await smtp.waitFor(9, 120_000);
        await new Promise((resolve) => setTimeout(resolve, 1500));
      } finally {
        await again.stop();
      }
      expect(smtp.received).toHaveLength(9);
      expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(9);
    } finally {
      await smtp.close();
    }
  });
});
