import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { rm } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addEmptyCluster, type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { freePort, type RunningServer, repoRoot, startServer } from "@jugendclub/testing/server-process";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "./api-client.js";
import { BUILD_HOOK_TIMEOUT, PROCESS_TEST_TIMEOUT } from "./timeouts.js";

const version: string = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")).version;
const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

/**
 * Runs a command to its end without blocking the test's worker: a release build or an update takes
 * minutes on a busy machine, and a worker stuck in a synchronous call for that long cannot answer
 * the test runner, which then fails the file outside its tests.
 */
function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

/**
 * One request on a connection of its own: the site behind the URL restarts between requests, and
 * a kept-alive connection to the process before would be found closed.
 */
function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; json: () => unknown }>((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? "GET", headers: init.headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, json: () => JSON.parse(text) }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** Signs in as the admin of the environment and answers the session cookie. */
async function login(url: string): Promise<string> {
  const res = await call(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0] as string;
}

const healthVersion = async (url: string) => ((await call(`${url}/healthz`)).json() as { version: string }).version;

const sponsorNames = async (url: string) =>
  ((await call(`${url}/api/sponsors`)).json() as { name: string }[]).map((s) => s.name);

// `pnpm release` makes the site as one folder (and a .tar.gz) that runs without pnpm and without
// the checkout; deploy/update.sh installs one beside the other and goes back when one fails.
describe("the release", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let work: string;
  let pg: ServerDatabase | undefined;
  let release: string;
  const running: RunningServer[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "jc-release-"));
    pg = await serverDatabase();
    // Packed with gzip's fastest level: the operator's tarball in its format, a third of the CPU.
    const made = await run(
      process.execPath,
      [join(repoRoot, "scripts", "release.mjs"), "--out", join(work, "out"), "--gzip-level", "1"],
      { cwd: repoRoot },
    );
    if (made.status !== 0) throw new Error(`pnpm release failed:\n${made.output}`);
    // Unpacked from the tarball, far from the checkout, as an operator gets it.
    mkdirSync(join(work, "unpacked"));
    const unpacked = await run("tar", [
      "-xzf",
      join(work, "out", `jugendclub-${version}.tar.gz`),
      "-C",
      join(work, "unpacked"),
    ]);
    expect(unpacked.output).toBe("");
    release = join(work, "unpacked", `jugendclub-${version}`);
  }, BUILD_HOOK_TIMEOUT);
  afterAll(async () => {
    for (const server of running) await server.stop();
    await pg?.destroy();
    await rm(work, { recursive: true, force: true });
  });

  it("runs from its tarball with its own Node and no pnpm: /healthz, rendered pages, sign-in and an image upload", async () => {
    expect(readdirSync(release).sort()).toEqual(["CHANGELOG.md", "apps", "deploy", "node", "prisma"]);
    const dataDir = join(work, "data");
    const server = await startServer(
      // No pnpm, no checkout on the way: the release's own node, a PATH of system tools only.
      { PATH: "/usr/bin:/bin", DATA_DIR: dataDir, SEED_DEMO: "false", ...ADMIN_ENV, ...pg?.env },
      15 * 60_000,
      { node: join(release, "node", "bin", "node"), entry: join(release, "apps", "server", "dist", "main.js") },
    );
    running.push(server);
    const health = await (await fetch(`${server.url}/healthz`)).json();
    expect(health).toMatchObject({ status: "ok", version, database: pg?.env.DATABASE_URL ? "postgres" : "pglite" });

    // Pages rendered on the server, with every file they name: one of the app (the 404 page: its
    // data block and its start-up files) and one with islands (their script alone).
    const missing = await fetch(`${server.url}/gibt-es-nicht`);
    expect(missing.status).toBe(404);
    const page = await missing.text();
    expect(page).toContain("<title>");
    expect(page).toMatch(/<div id="root">.+<\/div><script type="application\/json"/s);
    const islands = await (await fetch(`${server.url}/events`)).text();
    expect(islands).toMatch(/<div id="root">.+<\/div>\s*<\/body>/s);
    expect(islands).toMatch(/src="\/assets\/islands-[\w-]+\.js"/);
    const assets = [...new Set([...`${page}${islands}`.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))];
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
    // The interactive API docs serve their files from their package's folder.
    const docs = await (await fetch(`${server.url}/api/docs/`)).text();
    const docAssets = [...docs.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(docAssets.length).toBeGreaterThan(0);
    for (const asset of docAssets) expect((await fetch(`${server.url}/api/docs/${asset}`)).status, asset).toBe(200);

    // Password hashing (argon2) and image processing (sharp) are native: they must have come along.
    const cookie = await login(server.url);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const upload = await fetch(`${server.url}/api/uploads?purpose=logo`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(upload.status).toBe(200);
    const stored = (await upload.json()) as { path: string };
    expect((await fetch(`${server.url}${stored.path}`)).headers.get("content-type")).toMatch(/^image\//);
    expect(await server.stop()).toBe(0);
  });

  describe("deploy/update.sh", () => {
    // A later release carries every migration of the ones before it: without 9.0.1's, 9.0.2 and
    // 9.0.3 would rightly refuse the data as a newer release's (migrate.ts), whatever else they do.
    const MIGRATIONS_OF_9_0_1 = {
      "29990101000000_sponsor_websites": `UPDATE "Sponsor" SET "website" = 'https://garage.example';`,
    };
    let root: string;
    let envFile: string;
    let url: string;
    const pidFile = () => join(work, "site.pid");

    /** A release made from the first one: another version, perhaps a migration, perhaps broken. */
    async function variant(
      next: string,
      change: { migrations?: Record<string, string>; crashAtStart?: boolean },
    ): Promise<string> {
      const dir = join(work, `jugendclub-${next}`);
      // Links, not copies, for what stays the same; every changed file is written anew.
      await run("cp", ["-al", release, dir]);
      // Node and the runtime packages, nine tenths of a release's bytes, as symbolic links to the
      // first release's: update.sh copies a release folder as it is (cp -a), a link as a link, so
      // each update copies a few MB instead of some 300.
      for (const shared of [["node"], ["apps", "server", "node_modules"]]) {
        await rm(join(dir, ...shared), { recursive: true });
        symlinkSync(join(release, ...shared), join(dir, ...shared));
      }
      const pkg = join(dir, "apps", "server", "package.json");
      const text = readFileSync(pkg, "utf8").replace(`"version": "${version}"`, `"version": "${next}"`);
      rmSync(pkg);
      writeFileSync(pkg, text);
      for (const [name, sql] of Object.entries(change.migrations ?? {})) {
        mkdirSync(join(dir, "prisma", "migrations", name));
        writeFileSync(join(dir, "prisma", "migrations", name, "migration.sql"), sql);
      }
      if (change.crashAtStart) {
        const main = join(dir, "apps", "server", "dist", "main.js");
        rmSync(main);
        writeFileSync(main, 'console.error("this release is broken on purpose"); process.exit(1);\n');
      }
      return dir;
    }

    function update(source: string, timeoutSeconds = 300) {
      return run("bash", [
        join(repoRoot, "deploy", "update.sh"),
        "--root",
        root,
        "--env",
        envFile,
        "--user",
        "",
        "--start",
        join(work, "start.sh"),
        "--stop",
        join(work, "stop.sh"),
        "--timeout",
        String(timeoutSeconds),
        // The site's process, as start.sh recorded it: a release that dies at start is given up
        // at once instead of after the timeout.
        "--alive",
        `kill -0 "$(cat ${pidFile()})"`,
        source,
      ]);
    }

    beforeAll(async () => {
      root = join(work, "opt-jugendclub");
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      envFile = join(work, "jugendclub.env");
      // The site's new data folder with the empty cluster of a first start (emptyDataDir): the
      // first test above starts the release on a bare folder, PGlite's initdb included.
      if (!pg?.env.DATABASE_URL) addEmptyCluster(join(work, "site-data"));
      const settings = {
        DATA_DIR: join(work, "site-data"),
        HOST: "127.0.0.1",
        PORT: String(port),
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        ...ADMIN_ENV,
        ...pg?.env,
      };
      // Quoted, as systemd and a shell both read them (the admin's password has spaces).
      writeFileSync(
        envFile,
        `${Object.entries(settings)
          .map(([key, value]) => `${key}="${value}"`)
          .join("\n")}\n`,
      );
      // What systemctl start and stop do with the unit: its ExecStart in the background, and
      // SIGTERM with a wait until the process has ended (the embedded database has one owner).
      writeFileSync(
        join(work, "start.sh"),
        `#!/bin/bash\nset -a; . ${envFile}; set +a\ncd ${root}/current\nnohup ${root}/current/node/bin/node --max-semi-space-size=4 ${root}/current/apps/server/dist/main.js >> ${work}/site.log 2>&1 &\necho $! > ${pidFile()}\n`,
        { mode: 0o755 },
      );
      writeFileSync(
        join(work, "stop.sh"),
        `#!/bin/bash\n[ -f ${pidFile()} ] || exit 0\npid=$(cat ${pidFile()})\nkill -TERM "$pid" 2>/dev/null || true\nwhile kill -0 "$pid" 2>/dev/null; do sleep 0.2; done\nrm -f ${pidFile()}\n`,
        { mode: 0o755 },
      );
    });
    afterAll(async () => {
      await run(join(work, "stop.sh"), []);
    });

    it("installs the first release, then updates to the next one with its migration, after a backup", async () => {
      const first = await update(release);
      expect(first.status, first.output).toBe(0);
      expect(readlinkSync(join(root, "current"))).toBe(`releases/${version}`);
      expect(await healthVersion(url)).toBe(version);
      const cookie = await login(url);
      const created = await call(`${url}/api/sponsors`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ name: "Garage Weber", type: "main" }),
      });
      expect(created.status).toBe(200);

      const next = await update(await variant("9.0.1", { migrations: MIGRATIONS_OF_9_0_1 }));
      expect(next.status, next.output).toBe(0);
      expect(next.output).toContain(`9.0.1 runs (was ${version})`);
      expect(readlinkSync(join(root, "current"))).toBe("releases/9.0.1");
      expect(await healthVersion(url)).toBe("9.0.1");
      const sponsors = (await call(`${url}/api/sponsors`)).json() as { name: string; website: string }[];
      expect(sponsors.map(({ name, website }) => ({ name, website }))).toEqual([
        { name: "Garage Weber", website: "https://garage.example" },
      ]);
      const backups = readdirSync(join(work, "site-data", "backups"));
      expect(backups).toEqual([
        expect.stringMatching(new RegExp(`^before-update-${version}-to-9\\.0\\.1-.+\\.tar\\.gz$`)),
      ]);
    });

    it("goes back to the old release and its data when a migration of the new one fails", async () => {
      const broken = await update(
        await variant("9.0.2", {
          migrations: {
            ...MIGRATIONS_OF_9_0_1,
            "29990102000000_rename_sponsors": `UPDATE "Sponsor" SET "name" = 'changed by 9.0.2';`,
            "29990102000001_broken": "SELECT 1 / 0;",
          },
        }),
      );
      expect(broken.status).toBe(1);
      expect(broken.output).toContain("the migrations of 9.0.2 failed");
      expect(broken.output).toContain("9.0.1 runs again with the data of the backup");
      expect(readlinkSync(join(root, "current"))).toBe("releases/9.0.1");
      expect(await healthVersion(url)).toBe("9.0.1");
      // The first migration of 9.0.2 had gone through; the restore took it back.
      expect(await sponsorNames(url)).toEqual(["Garage Weber"]);
    });

    it("goes back when the new release does not start, after its migrations went through", async () => {
      const broken = await update(
        await variant("9.0.3", {
          migrations: {
            ...MIGRATIONS_OF_9_0_1,
            "29990103000000_rename_sponsors": `UPDATE "Sponsor" SET "name" = 'changed by 9.0.3';`,
          },
          crashAtStart: true,
        }),
      );
      expect(broken.status).toBe(1);
      expect(broken.output).toContain("9.0.3 does not answer");
      expect(broken.output).toContain("9.0.1 runs again with the data of the backup");
      expect(readlinkSync(join(root, "current"))).toBe("releases/9.0.1");
      expect(await healthVersion(url)).toBe("9.0.1");
      expect(await sponsorNames(url)).toEqual(["Garage Weber"]);
      // The failed releases and databases are kept for a look, never deleted.
      expect(existsSync(join(root, "releases", "9.0.3"))).toBe(true);
      if (!pg?.env.DATABASE_URL) {
        expect(readdirSync(join(work, "site-data")).filter((name) => name.startsWith("pglite.failed-"))).toHaveLength(
          2,
        );
      }
    });
  });
});
