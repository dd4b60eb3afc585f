import { createCipheriv } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RESTORE_LIMITS, stageBackup } from "@jugendclub/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie } from "./api-client.js";
import { emptyTarget, repack, repeated, streamedArchive, unpack } from "./backup-archive.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";
import { jpeg, multipartBody } from "./upload-fixtures.js";

// Crafted archives given to the restore: each is refused with its reason before anything is
// written to the target, and nothing unpacks past its limit (RESTORE_LIMITS) on the way: the
// bytes staged on disk and the memory held stay under the limits.

const MB = 1024 * 1024;

/** Bytes under `dir`, all files summed. */
const bytesIn = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

/** `bytes` bytes of hex text without a line break (a keystream: it hardly packs), in 2 MB pieces. */
function* hexLine(bytes: number): Iterable<Buffer> {
  const cipher = createCipheriv("aes-128-ctr", Buffer.alloc(16, 7), Buffer.alloc(16, 1));
  const zeros = Buffer.alloc(MB);
  for (let left = bytes; left > 0; left -= 2 * MB) {
    const text = Buffer.from(cipher.update(zeros).toString("hex"));
    yield left >= text.length ? text : text.subarray(0, left);
  }
}

/**
 * The most the JavaScript heap held while `work` ran, above what it held before: where a line
 * read whole would be (the database's own memory, PGlite's, is outside it).
 */
async function heapGrowth<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; growth: number }> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampling = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(sampling);
  return { result: result as PromiseSettledResult<T>, growth: peak - before };
}

describe("crafted backup archives", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let source: TestApp;
  let archive: Buffer;
  const dirs: string[] = [];
  const targets: Awaited<ReturnType<typeof emptyTarget>>[] = [];
  const target = async () => {
    const made = await emptyTarget();
    targets.push(made);
    return made;
  };
  const stagingDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "jc-crafted-"));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    // A small site: two uploaded images, each with its variants.
    source = await createAdminTestApp();
    const cookie = await loginCookie(source.app);
    for (const width of [900, 700]) {
      const upload = await source.app.inject({
        method: "POST",
        url: "/api/uploads?purpose=photo",
        ...multipartBody(await jpeg(width, 500), "bild.jpg", { cookie }),
      });
      expect(upload.statusCode).toBe(200);
    }
    const res = await source.app.inject({ method: "GET", url: "/api/admin/backup", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    archive = res.rawPayload;
  });
  afterAll(async () => {
    await source?.close();
    for (const made of targets) await made.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("a manifest entry whose key names another file is refused before anything is written", async () => {
    const entries = await unpack(archive);
    const manifest = JSON.parse(String(entries.get("manifest.json")));
    const originals = manifest.files.filter((file: { key: string }) => /^[0-9a-f]{32}\.jpg$/.test(file.key));
    expect(originals).toHaveLength(2);
    // The first original's bytes, listed under the second's key: the first would go missing.
    originals[0].key = originals[1].key;
    entries.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    const fresh = await target();
    await expect(fresh.restore(await repack(entries))).rejects.toThrow(
      `The archive is damaged: its manifest gives the entry "${originals[0].name}" the key "${originals[1].key}", which names another entry. Nothing was restored.`,
    );
    expect(await fresh.tables()).toBe(0);
    expect(fresh.files()).toEqual([]);
    // A key that is no stored file's name at all, and a table listed as another's entry.
    for (const change of [
      (m: typeof manifest) => {
        m.files[0].key = "../etwas";
      },
      (m: typeof manifest) => {
        m.tables[0].table = m.tables[1].table;
      },
    ]) {
      const crafted = JSON.parse(String((await unpack(archive)).get("manifest.json")));
      change(crafted);
      entries.set("manifest.json", Buffer.from(JSON.stringify(crafted)));
      await expect(fresh.restore(await repack(entries))).rejects.toThrow(/which names another entry/);
    }
    expect(await fresh.tables()).toBe(0);
  });

  it("a table row of 300 MB is refused while it streams: memory and disk stay bounded", async () => {
    const line = { name: "data/Event.jsonl", size: 300 * MB, body: () => hexLine(300 * MB) };
    const options = { rows: { Event: 1 }, level: 1, migrationsDir: source.config.migrationsDir };
    const message = `The archive is damaged: data/Event.jsonl has a row longer than 16 MB (no row the site writes is). Nothing was restored.`;

    const dir = stagingDir();
    const streamed = streamedArchive([line], options);
    await expect(stageBackup(streamed, dir)).rejects.toThrow(message);
    // Read no further than the limit (and the streams' buffers), and never held whole.
    expect(streamed.produced()).toBeLessThan(RESTORE_LIMITS.lineBytes + 8 * MB);
    expect(bytesIn(dir)).toBeLessThanOrEqual(RESTORE_LIMITS.lineBytes + MB);

    const fresh = await target();
    const { result, growth } = await heapGrowth(() => fresh.restore(streamedArchive([line], options)));
    expect(result.status === "rejected" && String(result.reason.message)).toBe(message);
    expect(growth).toBeLessThan(64 * MB);
    expect(await fresh.tables()).toBe(0);
  });

  it("an archive of zeros that unpacks a thousandfold is refused after the ratio allows, before the disk is spent", async () => {
    // Twenty stored files of 100 MB of zeros: 2 GB unpacked from about 2 MB.
    const files = Array.from({ length: 20 }, (_, i) => ({
      name: `files/${i.toString(16).padStart(32, "0")}.jpg`,
      size: 100 * MB,
      body: () => repeated(0, 100 * MB),
    }));
    const options = { level: 9, migrationsDir: source.config.migrationsDir };
    const dir = stagingDir();
    const streamed = streamedArchive(files, options);
    await expect(stageBackup(streamed, dir)).rejects.toThrow(
      /^The archive is damaged or a decompression bomb: \d+ MB of it unpacked to more than \d+ MB \(more than 100 times\)\. Nothing was restored\.$/,
    );
    // At most the allowance, a hundred times the few hundred kB read, and what the streams
    // buffer on the way: far from 2 GB.
    const allowed = RESTORE_LIMITS.ratioAllowance + 32 * MB;
    expect(bytesIn(dir)).toBeLessThan(allowed);

    const fresh = await target();
    await expect(fresh.restore(streamedArchive(files, options))).rejects.toThrow(/decompression bomb/);
    expect(await fresh.tables()).toBe(0);
    expect(fresh.files()).toEqual([]);
  });

  it("a stored file declared larger than any image is refused at its header, nothing unpacked", async () => {
    const dir = stagingDir();
    const big = { name: `files/${"a".repeat(32)}.jpg`, size: 2048 * MB, body: () => repeated(0, 2048 * MB) };
    const streamed = streamedArchive([big], { level: 1, migrationsDir: source.config.migrationsDir });
    await expect(stageBackup(streamed, dir)).rejects.toThrow(
      `The archive is damaged: ${big.name} declares 2048 MB, more than the 256 MB such an entry may hold. Nothing was restored.`,
    );
    expect(bytesIn(dir)).toBe(0);
  });
});
