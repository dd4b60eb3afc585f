import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { addEmptyCluster, type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { freePort, type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "./api-client.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

// A newsletter to 300 subscribers, the built server killed with SIGKILL in the middle of sending
// (while the mail server holds the 121st mail, before accepting it), then started again: every
// subscriber gets it exactly once (issue 36). On the embedded database and on PostgreSQL
// (TEST_DATABASE_URL). The outbox's lease is 5 s here (MAIL_LEASE_SECONDS), so the mails the
// killed worker had taken go again soon after the restart.

const SITE = "https://jugendclub.lu";
const SUBSCRIBERS = 300;
const KILL_AT = 120;

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a newsletter when the server is killed while sending", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let root: string;
  let dataDir: string;
  let pg: ServerDatabase;
  let smtp: SmtpTestServer;
  let env: Record<string, string>;
  let server: RunningServer | undefined;
  let killed = false;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "jc-newsletter-kill-"));
    dataDir = join(root, "data");
    if (!process.env.TEST_DATABASE_URL) addEmptyCluster(dataDir);
    pg = await serverDatabase();
    smtp = await startSmtpServer({
      beforeAccept: (accepted) => {
        if (accepted < KILL_AT || killed) return true;
        // The 121st mail's data has arrived: the sender dies before hearing it was taken.
        killed = true;
        server?.process.kill("SIGKILL");
        return false;
      },
    });
    env = {
      DATA_DIR: dataDir,
      ...pg.env,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "false",
      PUBLIC_URL: SITE,
      SMTP_URL: smtp.url,
      MAIL_FROM: "site@jugendclub.lu",
      MAIL_RETRY_SECONDS: "1",
      MAIL_LEASE_SECONDS: "5",
      PORT: String(await freePort()),
    };
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await pg?.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  it("delivers each of 300 subscribers exactly one mail after a kill -9 and a restart", async () => {
    // The database made by a first start, then the subscribers written while no server runs.
    server = await startServer(env);
    expect(await server.stop("SIGTERM")).toBe(0);
    const db = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    await db.prisma.newsletterSubscriber.createMany({
      data: Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        email: `reader${i}@example.lu`,
        lang: ["lb", "de", "fr", "en", "pt"][i % 5] as string,
        topics: ["news"],
        token: `reader-token-${i}`,
        consentAt: new Date(),
        consentText: "test",
        consentLang: "lb",
      })),
    });
    await db.close();

    server = await startServer(env);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${(server as RunningServer).url}${path}`, {
        method,
        headers: { "content-type": "application/json", cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // Fast enough for a test: 100 000 an hour (36 ms apart).
    expect(
      (await call("PUT", "/api/newsletter/settings", { hourlyRate: 100_000, digest: "off", digestAutoSend: false }))
        .status,
    ).toBe(200);
    const created = await call("POST", "/api/newsletters", { subject: "Neies vum Jugendclub", body: "Moien!" });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };
    const sent = await call("POST", `/api/newsletters/${id}/send`, {});
    expect(((await sent.json()) as { recipients: number }).recipients).toBe(SUBSCRIBERS);

    await until(() => killed, "the kill in the middle of sending");
    expect(await server.exited).toBe("SIGKILL");
    expect(smtp.received).toHaveLength(KILL_AT);

    server = await startServer(env);
    // Done when the outbox has nothing left for it (the mails the dead worker held, after their lease).
    const progress = async () =>
      (await (await call("GET", `/api/newsletters/${id}`)).json()) as { sent: number; pending: number; failed: number };
    const relogin = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(relogin.status).toBe(200);
    await until(async () => (await progress()).pending === 0, "every mail sent after the restart");
    expect(await progress()).toMatchObject({ sent: SUBSCRIBERS, failed: 0, pending: 0 });
    expect(await server.stop("SIGTERM")).toBe(0);
    server = undefined;

    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients).toHaveLength(SUBSCRIBERS);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(SUBSCRIBERS);
  });
});
