import { createHash } from "node:crypto";
import { requestToken, SERVER_KEY_NAMES } from "@jugendclub/api";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, loginCookie, rest } from "./api-client.js";
import { emptyTarget, repack, unpack } from "./backup-archive.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The server's signing keys (device cookies, upload URLs) never travel in a backup: a leaked
// backup must not let anyone forge a trusted-device cookie for the live site. A restored site
// makes new keys; an older backup that still holds them has them dropped on restore.

const SETTING = "data/Setting.jsonl";
const LIMIT = 10;

type Row = { key: string; value: string };
const rowsOf = (data: Buffer | undefined): Row[] =>
  String(data ?? "")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);

const login = (app: FastifyInstance, from: string, password: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
    payload: { username: ADMIN.username, password },
  });
const deviceOf = (answer: { cookies: { name: string; value: string }[] }) =>
  `jc_device=${answer.cookies.find((c) => c.name === "jc_device")?.value}`;

describe("the server's signing keys and backups", () => {
  let source: TestApp;
  let archive: Buffer;
  /** The source site's device cookie: trusted there, signed with its key. */
  let sourceDevice: string;
  const targets: Awaited<ReturnType<typeof emptyTarget>>[] = [];

  beforeAll(async () => {
    source = await createAdminTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
    const first = await login(source.app, "192.0.2.1", ADMIN.password);
    sourceDevice = deviceOf(first);
    const cookie = await loginCookie(source.app);
    const admin = rest(source.app, cookie);
    // An upload URL makes the upload signing key, a mail server's password the mail key; the
    // privacy text is an ordinary setting.
    expect((await admin.get("/api/object-uploads/url?purpose=logo")).statusCode).toBe(200);
    const server = { host: "smtp.example.lu", port: 587, security: "starttls", user: "club", from: "club@example.lu" };
    expect((await admin.put("/api/mail/server", { ...server, password: "mail password 1" })).statusCode).toBe(200);
    expect((await admin.put("/api/privacy", { text: "## Dateschutz\nKuerz.", retentionMonths: 6 })).statusCode).toBe(
      200,
    );
    // The newsletter's confirmation links are signed with their own key (made on first use).
    await requestToken(source.db.prisma, {
      email: "a@example.lu",
      lang: "lb",
      topics: ["news"],
      source: "form",
      issuedAt: 0,
    });
    const keys = await source.db.prisma.setting.findMany({ where: { key: { in: [...SERVER_KEY_NAMES] } } });
    expect(keys.map((row) => row.key).sort()).toEqual([...SERVER_KEY_NAMES].sort());
    const res = await source.app.inject({ method: "GET", url: "/api/admin/backup", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    archive = res.rawPayload;
  });
  afterAll(async () => {
    await source?.close();
    for (const target of targets) await target.destroy();
  });

  /**
   * Restores `backup` into a new installation and checks there: the admin signs in, the restored
   * site has keys of its own, and the source's device cookie is not trusted (with the username
   * locked by attackers, it gets 429, where a device cookie of the restored site gets in).
   */
  const restoreAndSignIn = async (backup: Buffer) => {
    const target = await emptyTarget();
    targets.push(target);
    await target.restore(backup);
    const restored = await target.start();
    try {
      const first = await login(restored.app, "192.0.2.2", ADMIN.password);
      expect(first.statusCode).toBe(200);
      const ownDevice = deviceOf(first);
      for (let i = 0; i < LIMIT; i++) await login(restored.app, `198.51.100.${i + 1}`, `guess ${i}`);
      expect((await login(restored.app, "192.0.2.3", ADMIN.password)).statusCode).toBe(429);
      expect((await login(restored.app, "192.0.2.1", ADMIN.password, sourceDevice)).statusCode).toBe(429);
      expect((await login(restored.app, "192.0.2.2", ADMIN.password, ownDevice)).statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  };

  it("leaves the signing keys out of a backup and keeps every other setting", async () => {
    const entries = await unpack(archive);
    const keys = rowsOf(entries.get(SETTING)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const name of SERVER_KEY_NAMES) expect(keys).not.toContain(name);
    const manifest = JSON.parse(String(entries.get("manifest.json")));
    expect(manifest.tables.find((t: { table: string }) => t.table === "Setting").rows).toBe(keys.length);
    // Nothing anywhere in the archive holds a key's value.
    const values = await source.db.prisma.setting.findMany({ where: { key: { in: [...SERVER_KEY_NAMES] } } });
    const everything = Buffer.concat([...entries.values()]).toString("latin1");
    for (const row of values) expect(everything).not.toContain(row.value);
  });

  it("restores a site whose admin signs in, with new keys of its own", async () => {
    await restoreAndSignIn(archive);
  });

  it("drops the keys an older backup still holds, so its device cookies are not trusted after a restore", async () => {
    // A backup as older releases made it: the key rows in data/Setting.jsonl, its manifest agreeing.
    const entries = await unpack(archive);
    const keys = await source.db.prisma.setting.findMany({ where: { key: { in: [...SERVER_KEY_NAMES] } } });
    const lines = keys.map((row) => JSON.stringify({ ...row, updatedAt: row.updatedAt.toISOString() }));
    const data = Buffer.concat([entries.get(SETTING) as Buffer, Buffer.from(`${lines.join("\n")}\n`)]);
    entries.set(SETTING, data);
    const manifest = JSON.parse(String(entries.get("manifest.json")));
    const entry = manifest.tables.find((t: { table: string }) => t.table === "Setting");
    Object.assign(entry, {
      rows: entry.rows + keys.length,
      bytes: data.length,
      sha256: createHash("sha256").update(data).digest("hex"),
    });
    entries.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    await restoreAndSignIn(await repack(entries));
  });
});
