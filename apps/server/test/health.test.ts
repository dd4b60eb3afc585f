import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { startS3 } from "@jugendclub/testing/s3";
import { freePort } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";
import { mountTmpfs } from "./tmpfs.js";

const full = (t: TestApp) => t.app.inject({ method: "GET", url: "/healthz?full" });

describe("GET /healthz", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 200 with JSON while the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ status: "ok", database: t.db.kind });
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("?full checks every part: database, file storage, mail queue and disk (issue 30)", async () => {
    const res = await full(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      failing: [],
      version: expect.any(String),
      database: { state: "up", kind: t.db.kind, latencyMs: expect.any(Number) },
      storage: { state: "up", kind: "local" },
      // No SMTP_URL: no mail goes out, so none can be late.
      mailQueue: { state: "off" },
      disk: { state: "ok", freeBytes: expect.any(Number), totalBytes: expect.any(Number) },
    });
  });

  it("answers 503 when the database does not", async () => {
    await t.db.close();
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "unavailable", databaseState: "down" });
    // (The full answer is shared for 5 s; a database that does not answer is the last test below.)
  });
});

describe("GET /healthz?full names the parts that are not well", () => {
  it("the S3 bucket that does not answer: 503, failing storage", async () => {
    const s3 = await startS3("health-bucket");
    const t = await createTestApp(s3.env);
    try {
      await s3.close();
      const res = await full(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: "unavailable",
        failing: ["storage"],
        storage: { state: "down", kind: "s3", message: expect.any(String) },
        database: { state: "up" },
      });
      expect(t.logs.some((line) => line.msg === "health check: not every part is well")).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);

  it("a mail waiting over an hour: 503, failing mailQueue, with the mail server's last answer", async () => {
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_FROM: "site@jugendclub.lu",
    });
    try {
      const mail = {
        kind: "committee",
        recipients: "board@jugendclub.lu",
        subject: "Nei Memberschaft",
        text: "x",
        html: "x",
        messageId: "<a@jugendclub.lu>",
      };
      // Waiting for ten minutes is normal (retries); two hours is not.
      await t.db.prisma.outboxMail.create({ data: { ...mail, createdAt: new Date(Date.now() - 10 * 60_000) } });
      const fine = await full(t);
      expect(fine.statusCode).toBe(200);
      expect(fine.json().mailQueue).toMatchObject({ state: "ok", pending: 1 });
      await t.db.prisma.outboxMail.create({
        data: {
          ...mail,
          messageId: "<b@jugendclub.lu>",
          createdAt: new Date(Date.now() - 2 * 3600_000),
          lastError: "ECONNREFUSED",
        },
      });
      // The answer of a moment ago is shared for 5 seconds.
      await new Promise((resolve) => setTimeout(resolve, 5100));
      const late = await full(t);
      expect(late.statusCode).toBe(503);
      expect(late.json()).toMatchObject({
        failing: ["mailQueue"],
        mailQueue: { state: "late", pending: 2, message: "A mail has waited over 1 h: ECONNREFUSED" },
      });
      expect(late.json().mailQueue.oldestPendingSeconds).toBeGreaterThanOrEqual(7200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it("a nearly full disk under DATA_DIR: 503, failing disk", async (context) => {
    const t = await createTestApp();
    const unmount = mountTmpfs(t.config.dataDir, "8m");
    try {
      if (!unmount) return context.skip("mounting a small disk needs root");
      // The folder of stored files, on the small disk now.
      mkdirSync(join(t.config.dataDir, "files"));
      const res = await full(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ failing: ["disk"], disk: { state: "low", totalBytes: 8 * 1024 * 1024 } });
    } finally {
      unmount?.();
      await t.close();
    }
  }, 60_000);

  it("the database that does not answer: 503, failing database", async () => {
    const t = await createTestApp();
    await t.db.close();
    try {
      const res = await full(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ failing: ["database"], database: { state: "down" } });
    } finally {
      await t.close().catch(() => undefined);
    }
  }, 60_000);
});
