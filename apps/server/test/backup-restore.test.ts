import { rmSync } from "node:fs";
import { join } from "node:path";
import { createBackupStream, createLocalStorage } from "@jugendclub/api";
import { applyMigrations, openDatabase, openSqlConnection, readMigrations } from "@jugendclub/db";
import { emptyDataDir } from "@jugendclub/testing/server-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, loginCookie, rest } from "./api-client.js";
import { emptyTarget, repack, unpack } from "./backup-archive.js";
import type { TestApp } from "./helpers.js";
import { createSeededAdminTestApp } from "./seeded-demo.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";
import { jpeg, multipartBody } from "./upload-fixtures.js";

const LISTS = [
  "/api/events",
  "/api/event-categories",
  "/api/sponsors",
  "/api/photo-categories",
  "/api/photos",
  "/api/committee-members",
  "/api/featured-events",
  "/api/privacy",
  "/api/contact-submissions",
  "/api/contact-submissions/counts",
  "/api/admin/users",
  "/api/admin/tokens",
  "/api/mail/outbox",
  "/api/mail/settings",
];

describe("backups: download, restore into a fresh installation, refuse damaged or newer archives", {
  timeout: PROCESS_TEST_TIMEOUT,
}, () => {
  let source: TestApp;
  let cookie: string;
  let archive: Buffer;
  const targets: Awaited<ReturnType<typeof emptyTarget>>[] = [];
  const target = async () => {
    const made = await emptyTarget();
    targets.push(made);
    return made;
  };

  beforeAll(async () => {
    // The demo content fills every kind of content with images (a copy of the run's seeded demo,
    // started with SEED_DEMO=true as a first start would be); add an upload, a message, a token.
    source = await createSeededAdminTestApp({ SEED_DEMO: "true" });
    cookie = await loginCookie(source.app);
    const api = rest(source.app, cookie);
    const upload = await source.app.inject({
      method: "POST",
      url: "/api/uploads?purpose=event",
      ...multipartBody(await jpeg(1800, 1000), "poster.jpg", { cookie }),
    });
    expect(upload.statusCode).toBe(200);
    const categories = (await api.get("/api/event-categories")).json();
    const created = await api.post("/api/events", {
      title: "Sécherungsfest",
      description: "Mat engem Bild",
      date: "2027-03-01T18:00:00.000Z",
      location: "Jugendhaus",
      imageUrl: upload.json().path,
      categoryId: categories[0].id,
    });
    expect(created.statusCode).toBe(200);
    const message = await rest(source.app).post("/api/contact-submissions", {
      type: "sponsor",
      firstName: "Marc",
      lastName: "Weber",
      company: "Garage Weber",
      email: "marc@weber.lu",
      phone: "",
      message: "Mir géifen iech gär ënnerstëtzen.",
    });
    expect(message.statusCode).toBe(200);
    expect((await api.post("/api/admin/tokens", { name: "backup script" })).statusCode).toBe(200);

    const res = await source.app.inject({ method: "GET", url: "/api/admin/backup", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="jugendclub-\d{8}-\d{6}\.tar\.gz"$/);
    archive = res.rawPayload;
    // A first start renders the demo's images: on a busy 2-core machine, beside every other suite, minutes.
  }, 10 * 60_000);

  afterAll(async () => {
    await source?.close();
    for (const made of targets) await made.destroy();
  });

  it("answers only admins", async () => {
    expect((await source.app.inject({ method: "GET", url: "/api/admin/backup" })).statusCode).toBe(401);
  });

  it("holds every table, every stored file and a manifest with counts and checksums", async () => {
    const entries = await unpack(archive);
    const manifest = JSON.parse(String(entries.get("manifest.json")));
    const tables = manifest.tables.map((t: { table: string }) => t.table);
    for (const table of ["Event", "EventCategory", "Sponsor", "Photo", "PhotoCategory", "CommitteeMember"]) {
      expect(tables).toContain(table);
    }
    expect(tables).toContain("AdminUser");
    expect(manifest.schemaVersion).toBe(readMigrations(source.config.migrationsDir).at(-1)?.name);
    const storedFiles = await source.db.prisma.storedFile.count();
    expect(manifest.files.length).toBeGreaterThanOrEqual(storedFiles);
    expect(manifest.missingFiles).toEqual([]);
    for (const t of manifest.tables) expect(entries.has(t.name)).toBe(true);
  });

  it(
    "restores into a fresh installation: every API answer, every file's bytes and the admin's password",
    async () => {
      const fresh = await target();
      const summary = await fresh.restore(archive);
      expect(summary.files).toBeGreaterThan(0);
      const restored = await fresh.start();
      try {
        const restoredCookie = await loginCookie(restored.app, ADMIN);
        const before = rest(source.app, cookie);
        const after = rest(restored.app, restoredCookie);
        for (const url of LISTS) {
          const a = await before.get(url);
          const b = await after.get(url);
          expect(b.statusCode, url).toBe(a.statusCode);
          expect(b.json(), url).toEqual(a.json());
        }
        const files = await source.db.prisma.storedFile.findMany();
        const keys = files.flatMap((f) => [f.path, ...(f.variants as { path: string }[]).map((v) => v.path)]);
        expect(keys.length).toBeGreaterThan(10);
        for (const path of keys) {
          const a = await source.app.inject({ method: "GET", url: path });
          const b = await restored.app.inject({ method: "GET", url: path });
          expect(b.statusCode, path).toBe(200);
          expect(b.rawPayload.equals(a.rawPayload), path).toBe(true);
        }
        // New rows get new ids: the sequences moved past the restored ones.
        const categories = (await after.get("/api/event-categories")).json();
        const created = await after.post("/api/events", {
          title: "Nom Restore",
          date: "2027-04-01T18:00:00.000Z",
          categoryId: categories[0].id,
        });
        expect(created.statusCode).toBe(200);
        const ids = (await before.get("/api/events")).json().map((e: { id: number }) => e.id);
        expect(created.json().id).toBeGreaterThan(Math.max(...ids));
      } finally {
        await restored.close();
      }
    },
    10 * 60_000,
  );

  it("refuses a damaged archive (a checksum mismatch) and leaves the target untouched", async () => {
    const entries = await unpack(archive);
    const data = entries.get("data/Event.jsonl") as Buffer;
    const changed = Buffer.from(data);
    changed[10] = changed[10] === 0x41 ? 0x42 : 0x41;
    entries.set("data/Event.jsonl", changed);
    const fresh = await target();
    await expect(fresh.restore(await repack(entries))).rejects.toThrow(
      "The archive is damaged: data/Event.jsonl does not match its checksum.",
    );
    const cut = archive.subarray(0, Math.floor(archive.length / 2));
    await expect(fresh.restore(cut)).rejects.toThrow(/damaged/);
    expect(await fresh.tables()).toBe(0);
    expect(fresh.files()).toEqual([]);
  });

  it("refuses a backup from a newer schema with a clear message", async () => {
    const entries = await unpack(archive);
    const manifest = JSON.parse(String(entries.get("manifest.json")));
    manifest.migrations.push("29991231000000_from_the_future");
    manifest.schemaVersion = "29991231000000_from_the_future";
    entries.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    const fresh = await target();
    await expect(fresh.restore(await repack(entries))).rejects.toThrow(
      /This backup comes from a newer version of the site \(schema 29991231000000_from_the_future/,
    );
    expect(await fresh.tables()).toBe(0);
  });

  it(
    "brings a backup made on an older schema up to the current one",
    async () => {
      // A site at the schema before messages had a status and an outbox: an event, a message.
      const migrationsDir = source.config.migrationsDir;
      const names = readMigrations(migrationsDir).map((m) => m.name);
      const older = names[names.findIndex((name) => name.endsWith("_message_workflow_and_outbox")) - 1] as string;
      expect(older).toBeDefined();
      const oldDir = emptyDataDir("jc-old-site-", { embedded: true });
      const sql = await openSqlConnection({ dataDir: oldDir });
      await applyMigrations(sql, migrationsDir, { until: older });
      await sql.exec(`INSERT INTO "AdminUser" ("username", "passwordHash", "updatedAt") VALUES ('old', 'x', now());
      INSERT INTO "Event" ("title", "date", "categoryId", "updatedAt") VALUES ('Alen Event', '2027-05-01T18:00:00Z', 1, now());
      INSERT INTO "ContactSubmission" ("type", "firstName", "email", "message") VALUES ('membership', 'Jo', 'jo@example.lu', 'Moien');`);
      await sql.close();
      const oldDb = await openDatabase({ dataDir: oldDir });
      const chunks: Buffer[] = [];
      for await (const chunk of createBackupStream({
        prisma: oldDb.prisma,
        storage: createLocalStorage(join(oldDir, "files")),
        database: "pglite",
        appVersion: "old",
      })) {
        chunks.push(chunk as Buffer);
      }
      await oldDb.close();
      rmSync(oldDir, { recursive: true, force: true });
      const oldArchive = Buffer.concat(chunks);
      const manifest = JSON.parse(String((await unpack(oldArchive)).get("manifest.json")));
      expect(manifest.schemaVersion).toBe(older);
      expect(manifest.tables.map((t: { table: string }) => t.table)).not.toContain("OutboxMail");

      const fresh = await target();
      const summary = await fresh.restore(oldArchive);
      expect(summary).toMatchObject({ schemaVersion: older, migratedTo: names.at(-1) });
      const restored = await fresh.start();
      try {
        expect((await rest(restored.app).get("/api/events")).json().map((e: { title: string }) => e.title)).toEqual([
          "Alen Event",
        ]);
      } finally {
        await restored.close();
      }
    },
    10 * 60_000,
  );

  it(
    "refuses a target that already holds a site",
    async () => {
      const fresh = await target();
      await fresh.restore(archive);
      await expect(fresh.restore(archive)).rejects.toThrow(/The target database is not empty/);
    },
    10 * 60_000,
  );

  it("a failure in the middle rolls the data back and removes the files it wrote", async () => {
    const entries = await unpack(archive);
    const manifest = JSON.parse(String(entries.get("manifest.json")));
    // A row count the data does not have: found while loading, after the schema was built.
    const table = manifest.tables.find((t: { table: string }) => t.table === "Photo");
    table.rows += 1;
    entries.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    const fresh = await target();
    await expect(fresh.restore(await repack(entries))).rejects.toThrow(/data\/Photo.jsonl holds/);
    expect(await fresh.tables()).toBe(0);
    expect(fresh.files()).toEqual([]);
  });
});
