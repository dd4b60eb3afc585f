import { readdirSync } from "node:fs";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { type S3Server, startS3 } from "@jugendclub/testing/s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupNameDate } from "../src/backup-place.js";
import { backupFileName, runScheduledBackup } from "../src/backups.js";
import { loginCookie, rest } from "./api-client.js";
import { unpack } from "./backup-archive.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { jpeg, multipartBody } from "./upload-fixtures.js";

const BUCKET = "jugendclub-backups";
const DAY = 24 * 3600_000;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe("automatic backups into the S3 bucket", () => {
  let s3: S3Server;
  let client: S3Client;
  let t: TestApp;
  let cookie: string;
  let s3Closed = false;
  const keys = async (Prefix?: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix }))).Contents ?? []).map(
      (o) => o.Key as string,
    );
  beforeAll(async () => {
    s3 = await startS3(BUCKET);
    client = new S3Client({
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    t = await createAdminTestApp({ ...s3.env, BACKUP_INTERVAL_HOURS: "24", BACKUP_KEEP: "2" });
    cookie = await loginCookie(t.app);
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    if (!s3Closed) await s3?.close();
  });

  it("reads a backup's moment from its name", () => {
    const at = new Date("2026-03-04T05:06:07Z");
    expect(backupNameDate(backupFileName(at))?.toISOString()).toBe(at.toISOString());
    expect(backupNameDate("notes.txt")).toBeNull();
  });

  it("writes each backup into backups/ in the bucket, keeps the last BACKUP_KEEP, and leaves no file on disk", async () => {
    // An object of someone else's under the same folder is left alone.
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: "backups/README.txt", Body: "kept" }));
    const start = Date.now() - 10 * DAY;
    for (let i = 0; i < 3; i++) {
      expect(await runScheduledBackup(t.config, t.services, silent, new Date(start + i * DAY))).toBe(true);
    }
    // Not due again within the interval: the bucket's newest counts.
    expect(await runScheduledBackup(t.config, t.services, silent, new Date(start + 2 * DAY + 3600_000))).toBe(false);
    const names = [1, 2].map((i) => `backups/${backupFileName(new Date(start + i * DAY))}`);
    expect((await keys("backups/")).sort()).toEqual([...names, "backups/README.txt"].sort());
    expect(readdirSync(t.config.backup.dir).filter((n) => n.includes(".tar.gz"))).toEqual([]);

    // What is in the bucket is a whole backup archive: a manifest and every table it names.
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: names[1] }));
    const body = object.Body as { transformToByteArray(): Promise<Uint8Array> };
    const entries = await unpack(Buffer.from(await body.transformToByteArray()));
    const manifest = JSON.parse((entries.get("manifest.json") as Buffer).toString("utf8"));
    expect(manifest.tables.length).toBeGreaterThan(5);
    for (const { table } of manifest.tables as { table: string }[])
      expect(entries.has(`data/${table}.jsonl`)).toBe(true);

    const status = (await rest(t.app, cookie).get("/api/admin/status")).json();
    expect(status.backups).toMatchObject({
      place: "s3",
      count: 2,
      keep: 2,
      last: { name: backupFileName(new Date(start + 2 * DAY)) },
      failure: null,
    });
    expect(status.warnings).toContain("Seit zwei Tagen wurde keine Sicherung gemacht.");

    // A backup made now is the newest, and the warning goes.
    expect(await runScheduledBackup(t.config, t.services, silent)).toBe(true);
    const fine = (await rest(t.app, cookie).get("/api/admin/status")).json();
    expect(fine.backups.count).toBe(2);
    expect(fine.warnings.filter((w: string) => /Sicherung/.test(w))).toEqual([]);
  }, 120_000);

  it("downloads a backup holding the bucket's files while the bucket answers", async () => {
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/uploads?purpose=photo",
      ...multipartBody(await jpeg(400, 300), "p.jpg", { cookie }),
    });
    expect(upload.statusCode).toBe(200);
    const res = await rest(t.app, cookie).get("/api/admin/backup");
    expect(res.statusCode).toBe(200);
    const entries = await unpack(res.rawPayload);
    expect(entries.has(`files/${upload.json().path.slice("/media/".length)}`)).toBe(true);
  }, 120_000);

  it("records a failure when the bucket cannot be reached, and the status page says so", async () => {
    await s3.close();
    s3Closed = true;
    const due = new Date(Date.now() + 3 * DAY);
    expect(await runScheduledBackup(t.config, t.services, silent, due)).toBe(false);
    expect(readdirSync(t.config.backup.dir).filter((n) => n.includes(".tar.gz"))).toEqual([]);
    const status = await rest(t.app, cookie).get("/api/admin/status");
    expect(status.statusCode).toBe(200);
    expect(
      status.json().warnings.some((w: string) => w.startsWith("Die letzte automatische Sicherung ist fehlgeschlagen")),
    ).toBe(true);
  }, 120_000);

  it("answers the download with 503 and the reason while the bucket is down, never a 200 that breaks off (issue 30)", async () => {
    expect(s3Closed).toBe(true);
    const res = await rest(t.app, cookie).get("/api/admin/backup");
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBeUndefined();
    expect(res.json()).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message:
        "Die Sicherung ist gerade nicht möglich: Der Dateispeicher (S3-Bucket) antwortet nicht. Bitte später erneut versuchen.",
    });
    expect(t.logs.some((line) => line.msg === "backup download: the file storage does not answer")).toBe(true);
  }, 120_000);
});
