import { renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { emptyDataDir, type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { freePort, type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupNameDate } from "../src/backup-place.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

// Operations review (issue 30), 7: the built server as it runs, for what only a running server
// shows: when its next automatic backup is really made, and that every line it writes is JSON.

interface Line {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

const lines = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        throw new Error(`Not a JSON log line: ${line}`);
      }
    });

/** Long enough for the login and the first status to come before the first look (they took 1.5 s at load 16). */
const FIRST_CHECK_MS = 10_000;

describe("the built server's automatic backups and its log", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let server: RunningServer;
  let database: ServerDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let cookie: string;

  beforeAll(async () => {
    dataDir = emptyDataDir("jc-log-");
    database = await serverDatabase();
    env = {
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      LOG_REQUESTS: "all",
      BACKUP_INTERVAL_HOURS: "24",
      // The scheduler's first look: a minute in production; here FIRST_CHECK_MS, so the test waits
      // for it seconds rather than a minute (read only under NODE_ENV=test).
      NODE_ENV: "test",
      TEST_BACKUP_FIRST_CHECK_MS: String(FIRST_CHECK_MS),
      // A mail server nobody answers at: the mail worker has something to say.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_FROM: "site@jugendclub.lu",
      MAIL_TO: "board@jugendclub.lu",
      ...database.env,
    };
    server = await startServer(env);
    // No ADMIN_USERNAME: the server makes an admin and logs its password, once.
    const created = lines(server.output()).find((line) => line.msg?.startsWith("First admin account created"));
    const password = /password: (\S+)/.exec(created?.msg ?? "")?.[1];
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password }),
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
  }, 10 * 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const status = async () =>
    (await (await fetch(`${server.url}/api/admin/status`, { headers: { cookie } })).json()) as {
      backups: { count: number; next: string; last: { at: string; name: string } | null };
    };

  it("says when the next backup is made, and makes it then", async () => {
    // No backup yet, so one is overdue: it is made at the scheduler's first look, a minute after
    // the start (FIRST_CHECK_MS here). Before, the status said "now" (and the look came at a
    // 10-minute tick).
    const before = await status();
    expect(before.backups.count).toBe(0);
    const next = Date.parse(before.backups.next);
    expect(next).toBeGreaterThan(Date.now() + 2000);
    // (The scheduler started before the server listened, so its first look is within FIRST_CHECK_MS.)
    expect(next).toBeLessThanOrEqual(Date.now() + FIRST_CHECK_MS);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    await expect.poll(async () => (await status()).backups.count, { timeout: 60_000, interval: 500 }).toBe(1);
    const after = await status();
    const made = backupNameDate(after.backups.last?.name ?? "") as Date;
    expect(Math.abs(made.getTime() - next)).toBeLessThan(2000);
    // The next one: a day after this one.
    const last = Date.parse(after.backups.last?.at ?? "");
    expect(Math.abs(Date.parse(after.backups.next) - (last + 24 * 3600_000))).toBeLessThan(2000);
  }, 180_000);

  it("writes every line as JSON: requests, pages, mail, storage, database, backups, the stop", async () => {
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/nothing-here`)).status).toBe(404);
    // A message whose mail cannot be sent.
    const sent = await fetch(`${server.url}/api/contact-submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "sponsor", name: "Garage Weber", email: "info@weber.lu", message: "Mir hëllefen." }),
    });
    expect(sent.status).toBe(200);
    // The file storage gone for a moment.
    renameSync(join(dataDir, "files"), join(dataDir, "files-away"));
    expect((await fetch(`${server.url}/healthz?full`)).status).toBe(503);
    renameSync(join(dataDir, "files-away"), join(dataDir, "files"));
    await expect
      .poll(() => lines(server.output()).some((line) => line.msg === "a mail could not be sent"), { timeout: 60_000 })
      .toBe(true);
    if (env.DATABASE_URL) {
      // PostgreSQL ends the server's idle connections: the driver reports it (before: as plain
      // text). After the mail's line: a connection ended while the mail worker records a failed
      // try leaves that mail claimed until its lease ends (the mail service says why first).
      const admin = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 });
      await admin.prisma.$queryRawUnsafe(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      await admin.close();
      await expect
        .poll(() => lines(server.output()).some((line) => line.msg?.startsWith("PostgreSQL closed a connection")), {
          timeout: 30_000,
        })
        .toBe(true);
    }
    expect(await server.stop("SIGTERM")).toBe(0);

    const logged = lines(server.output());
    const messages = logged.map((line) => line.msg);
    for (const expected of [
      "request completed",
      "a mail could not be sent",
      "health check: not every part is well",
      "automatic backup written",
      "stopped",
    ]) {
      expect(messages, expected).toContain(expected);
    }
    if (env.DATABASE_URL) {
      expect(messages).toContain("PostgreSQL closed a connection; a new one is opened when needed");
    }
    for (const line of logged) expect(typeof line.level, JSON.stringify(line)).toBe("number");
  }, 180_000);

  it("says a bad setting in a JSON line too", async () => {
    const refused = await startServer({ ...env, PORT: "1", BACKUP_KEEP: "none" }, 60_000).catch(
      (error: Error) => error.message,
    );
    const output = String(refused).split("\n").slice(1).join("\n");
    const [line, ...rest] = lines(output);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 60, msg: expect.stringContaining("BACKUP_KEEP: must be a number") });
  }, 60_000);
});
