import { readdirSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3BackupPlace } from "../src/backup-place.js";
import { runScheduledBackup } from "../src/backups.js";
import { runHousekeeping } from "../src/housekeeping.js";
import { diskNearlyFull } from "../src/system-status.js";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { jpeg, multipartBody } from "./upload-fixtures.js";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe("the system status and the automatic backups", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createAdminTestApp({ BACKUP_INTERVAL_HOURS: "24", BACKUP_KEEP: "3" });
    cookie = await loginCookie(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("/healthz gives the version and the database's state, nothing private", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(Object.keys(res.json()).sort()).toEqual(["database", "databaseState", "latencyMs", "status", "version"]);
    expect(res.json()).toMatchObject({ status: "ok", databaseState: "up", version: expect.any(String) });
  });

  it("answers admins only, and warns when no backup was made for two days", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/status" })).statusCode).toBe(401);
    const res = await rest(t.app, cookie).get("/api/admin/status");
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(status).toMatchObject({
      database: { kind: t.db.kind },
      files: { storage: "local" },
      backups: { intervalHours: 24, keep: 3, count: 0, last: null },
      messages: { waiting: 0, mailPending: 0 },
    });
    expect(status.database.bytes).toBeGreaterThan(0);
    expect(status.disk.freeBytes).toBeGreaterThan(0);
    expect(status.memory.rssBytes).toBeGreaterThan(0);
    expect(status.warnings).toContain("Seit zwei Tagen wurde keine Sicherung gemacht.");
  });

  it("counts waiting messages", async () => {
    const sent = await rest(t.app).post("/api/contact-submissions", {
      type: "membership",
      name: "Lena Schmit",
      email: "lena@example.lu",
      message: "Ech wëll matmaachen.",
    });
    expect(sent.statusCode).toBe(200);
    expect((await rest(t.app, cookie).get("/api/admin/status")).json().messages.waiting).toBe(1);
  });

  it("makes a backup when the last is older than the interval, keeps the newest, and reports a failure", async () => {
    const dir = t.config.backup.dir;
    const day = 24 * 3600_000;
    const start = Date.now() - 10 * day;
    for (let i = 0; i < 4; i++) {
      const at = new Date(start + i * day);
      expect(await runScheduledBackup(t.config, t.services, silent, at)).toBe(true);
      const name = readdirSync(dir).find((n) => n.includes(at.toISOString().slice(0, 10).replace(/-/g, "")));
      utimesSync(join(dir, name as string), at, at);
    }
    // Not due again within the interval.
    expect(await runScheduledBackup(t.config, t.services, silent, new Date(start + 3 * day + 3600_000))).toBe(false);
    expect(readdirSync(dir).filter((n) => n.endsWith(".tar.gz"))).toHaveLength(3);

    const status = (await rest(t.app, cookie).get("/api/admin/status")).json();
    expect(status.backups.count).toBe(3);
    expect(new Date(status.backups.next).getTime()).toBeGreaterThanOrEqual(Date.now() - 1000);
    expect(status.warnings).toContain("Seit zwei Tagen wurde keine Sicherung gemacht.");

    // A real failure: the backups' place cannot be reached (a bucket on a port nobody listens on).
    const unreachable = s3BackupPlace({
      bucket: "nowhere",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${await freePort()}`,
      forcePathStyle: true,
      accessKeyId: "x",
      secretAccessKey: "x",
    });
    expect(await runScheduledBackup(t.config, t.services, silent, new Date(), unreachable)).toBe(false);
    const failed = (await rest(t.app, cookie).get("/api/admin/status")).json();
    expect(
      failed.warnings.some((w: string) => w.startsWith("Die letzte automatische Sicherung ist fehlgeschlagen: ")),
    ).toBe(true);

    // A backup made now clears both warnings.
    expect(await runScheduledBackup(t.config, t.services, silent)).toBe(true);
    const fine = (await rest(t.app, cookie).get("/api/admin/status")).json();
    expect(fine.warnings.filter((w: string) => /Sicherung/.test(w))).toEqual([]);
  }, 120_000);

  it("counts the images' variants in the stored images' size, also for images stored before (issue 30)", async () => {
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/uploads?purpose=photo",
      ...multipartBody(await jpeg(1700, 1100), "p.jpg", { cookie }),
    });
    expect(upload.statusCode).toBe(200);
    // What the files take on disk: the original and its three WebP variants.
    const dir = t.services.mediaDir as string;
    const onDisk = readdirSync(dir)
      .filter((name) => !name.startsWith("."))
      .map((name) => statSync(join(dir, name)).size);
    expect(onDisk).toHaveLength(4);
    const total = onDisk.reduce((sum, bytes) => sum + bytes, 0);
    const files = async () => (await rest(t.app, cookie).get("/api/admin/status")).json().files;
    expect(await files()).toMatchObject({ count: 4, bytes: total });

    // A row written before the variants' sizes were kept: housekeeping reads them from the storage.
    await t.db.prisma.$executeRawUnsafe(
      `UPDATE "StoredFile" SET "variants" = (SELECT jsonb_agg(v - 'size') FROM jsonb_array_elements("variants") v)`,
    );
    expect((await files()).bytes).toBeLessThan(total);
    await runHousekeeping(t.services, t.app.log);
    expect(await files()).toMatchObject({ count: 4, bytes: total });
  });

  it("calls a disk nearly full under 10 % or 1 GB free", () => {
    const GB = 1024 ** 3;
    expect(diskNearlyFull({ freeBytes: 0.5 * GB, totalBytes: 5 * GB })).toBe(true);
    expect(diskNearlyFull({ freeBytes: 5 * GB, totalBytes: 100 * GB })).toBe(true);
    expect(diskNearlyFull({ freeBytes: 20 * GB, totalBytes: 100 * GB })).toBe(false);
  });
});
