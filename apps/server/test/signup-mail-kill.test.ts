import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { addEmptyCluster, type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { freePort, type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "./api-client.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

// The built server killed with SIGKILL while a sign-up's confirmed mail waits in the outbox (the
// mail server answering "try again later"): after the restart the mail goes exactly once, with the
// files it was written with in the sign-up's transaction. On the embedded database and on
// PostgreSQL (TEST_DATABASE_URL).

const SITE = "https://jugendclub.lu";

/** Waits until `check` holds, looking every 50 ms. */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a sign-up's confirmed mail when the server is killed", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let root: string;
  let dataDir: string;
  let pg: ServerDatabase;
  let smtp: SmtpTestServer;
  let env: Record<string, string>;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "jc-signup-kill-"));
    dataDir = join(root, "data");
    if (!process.env.TEST_DATABASE_URL) addEmptyCluster(dataDir);
    pg = await serverDatabase();
    smtp = await startSmtpServer();
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
      PORT: String(await freePort()),
    };
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await pg?.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  const outboxRow = async () => {
    const db = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    try {
      return await db.prisma.outboxMail.findFirstOrThrow({ where: { kind: "signup-confirmed" } });
    } finally {
      await db.close();
    }
  };

  it("sends the mail with its event.ics and QR code exactly once after a kill -9 and a restart", async () => {
    server = await startServer(env);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${(server as RunningServer).url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const start = new Date(Date.now() + 20 * 86_400_000);
    const created = await post(
      "/api/events",
      { title: "Bal am Sall", date: start.toISOString(), location: "Sall", signup: { capacity: 5 } },
      { cookie },
    );
    expect(created.status).toBe(200);
    const eventId = ((await created.json()) as { id: number }).id;

    expect(
      (await post(`/api/events/${eventId}/signups`, { name: "Anna Weber", email: "anna@example.lu" })).status,
    ).toBe(202);
    const [request] = await smtp.waitFor(1);
    const token = request?.parsed.text?.match(/\/signup\/confirm\?token=([\w-]+)/)?.[1] as string;
    expect(token).toBeTruthy();

    // From now on the mail server says "try again later": the confirmed mail stays in the outbox.
    smtp.refuseNext(1_000_000, 451);
    const attempts = smtp.attempts;
    const confirmed = await post("/api/signups/confirm", { token });
    expect(((await confirmed.json()) as { status: string }).status).toBe("confirmed");
    await until(() => smtp.attempts > attempts, "the confirmed mail's first attempt");
    server.process.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");

    // Stored with its files in the confirmation's transaction, still waiting.
    const waiting = await outboxRow();
    expect(waiting.state).toBe("pending");
    const stored = waiting.attachments as { filename: string; content: string }[];
    expect(stored.map((file) => file.filename)).toEqual(["event.ics", "ticket.png"]);
    if (waiting.leaseUntil) {
      // Killed between taking the mail and recording the refusal: the dead worker's lease runs out
      // after five minutes; moved into the past here rather than waited for.
      const db = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
      await db.prisma.outboxMail.update({ where: { id: waiting.id }, data: { leaseUntil: new Date(0) } });
      await db.close();
    }

    smtp.refuseNext(0);
    server = await startServer(env);
    const isConfirmed = (mail: (typeof smtp.received)[number]) =>
      mail.parsed.subject === "Dir sidd ugemellt: Bal am Sall";
    await until(() => smtp.received.some(isConfirmed), "the confirmed mail after the restart");
    // Stopped politely: nothing is in flight any more, and what is marked sent never goes again.
    expect(await server.stop("SIGTERM")).toBe(0);
    server = undefined;

    const delivered = smtp.received.filter(isConfirmed);
    expect(delivered).toHaveLength(1);
    const [mail] = delivered;
    expect(mail?.parsed.messageId).toBe(waiting.messageId);
    const files = new Map(mail?.parsed.attachments.map((file) => [file.filename, file.content]));
    // Byte for byte the files stored before the kill.
    for (const file of stored) expect(files.get(file.filename)?.toString("base64")).toBe(file.content);
    const png = PNG.sync.read(files.get("ticket.png") as Buffer);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      `${SITE}/admin/signups/${eventId}?ticket=${token}`,
    );
    expect(files.get("event.ics")?.toString("utf8")).toContain("SUMMARY:Bal am Sall");
    const sent = await outboxRow();
    expect(sent.state).toBe("sent");
  });
});
