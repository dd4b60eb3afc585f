import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addEmptyCluster, type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { freePort, type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "./api-client.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";
import { bigJpeg, zipOf } from "./upload-fixtures.js";

// The built server killed with SIGKILL while it adds an album's photos: none of them is added
// (one transaction at the end), its temporary ZIP is gone once the server is back, and sending
// the album again adds each photo once. On the embedded database and on PostgreSQL.
describe("an album upload when the server is killed", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let root: string;
  let dataDir: string;
  let pg: ServerDatabase;
  let env: Record<string, string>;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "jc-upload-kill-"));
    dataDir = join(root, "data");
    // The server's temporary folder, too, is looked at for what it left behind.
    mkdirSync(join(root, "tmp"));
    // The empty cluster of a first start (emptyDataDir), without PGlite's initdb.
    if (!process.env.TEST_DATABASE_URL) addEmptyCluster(dataDir);
    pg = await serverDatabase();
    env = {
      DATA_DIR: dataDir,
      ...pg.env,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "false",
      TMPDIR: join(root, "tmp"),
      // The same address after the restart.
      PORT: String(await freePort()),
    };
  });
  afterAll(async () => {
    await server?.stop();
    await pg.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  /** Files of `size` bytes anywhere in the server's data and temporary folders: the archive's copies. */
  const copiesOf = (size: number) =>
    (readdirSync(root, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
      .filter((entry) => entry.isFile() && statSync(join(entry.parentPath, entry.name)).size === size)
      .map((entry) => join(entry.parentPath, entry.name));

  it("adds nothing, leaves nothing once restarted, and the retry adds each photo once", async () => {
    server = await startServer(env);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const json = { cookie, "content-type": "application/json" };
    const created = await fetch(`${server.url}/api/photo-categories`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Ofgeschass" }),
    });
    const id = ((await created.json()) as { id: number }).id;
    // Photos large enough that adding them takes seconds after the body is in.
    const images = await Promise.all(
      Array.from(
        { length: 12 },
        async (_, i) => [`Bild_${i}.jpg`, await bigJpeg(1_500_000 + i * 20_000)] as [string, Buffer],
      ),
    );
    const archive = await zipOf(images);

    const url = new URL(`/api/photo-categories/${id}/zip`, server.url);
    const request = httpRequest(url, {
      method: "POST",
      headers: { cookie, "content-type": "application/zip", "content-length": archive.length },
    });
    const answered = new Promise<string>((resolve) => {
      request.on("response", () => resolve("answered"));
      request.on("error", () => resolve("cut"));
    });
    request.end(archive);
    // Once the whole archive is on the server's disk, it is adding the photos: kill it.
    const deadline = Date.now() + 60_000;
    while (copiesOf(archive.length).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    server.process.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");
    expect(await answered).toBe("cut");
    expect(copiesOf(archive.length)).toHaveLength(1);

    server = await startServer(env);
    expect(copiesOf(archive.length)).toEqual([]);
    const photos = async () =>
      ((await (await fetch(`${server?.url}/api/photos?categoryId=${id}`, { headers: { cookie } })).json()) as unknown[])
        .length;
    expect(await photos()).toBe(0);

    const send = async () =>
      (await (
        await fetch(url, {
          method: "POST",
          headers: { cookie, "content-type": "application/zip" },
          body: new Uint8Array(archive),
        })
      ).json()) as { added: unknown[]; existing: unknown[] };
    const retry = await send();
    expect(retry.added).toHaveLength(12);
    const again = await send();
    expect([again.added.length, again.existing.length]).toEqual([0, 12]);
    expect(await photos()).toBe(12);
    expect(copiesOf(archive.length)).toEqual([]);
    expect(await server.stop()).toBe(0);
  });
});
