import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS, startRefused, startServer } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

// The built production server, as a user runs it: its own process, a real socket, migrations at
// start, a restart that keeps the data, and a graceful stop.
describe("the production server process", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let dataDir: string;
  let pg: ServerDatabase | undefined;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "jc-server-"));
    env.DATA_DIR = dataDir;
    env.SEED_DEMO = "false";
    pg = await serverDatabase();
    Object.assign(env, pg.env);
  });
  afterAll(async () => {
    await pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs with the same Node flags and malloc settings as `pnpm start`, which tests and benchmarks measure", () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8"));
    const start: string = pkg.scripts.start;
    const command = start.slice(start.indexOf(" node "));
    expect(command).toBe(` node ${SERVER_NODE_FLAGS.join(" ")} dist/main.js`);
    const settings = start.slice(0, start.indexOf(" node ")).split(" ");
    expect(settings).toEqual(Object.entries(SERVER_MALLOC_ENV).map(([key, value]) => `${key}=\${${key}:-${value}}`));
  });

  it("starts, prints the generated admin login once, answers /healthz, and exits 0 on SIGTERM", async () => {
    const server = await startServer(env);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: env.DATABASE_URL ? "postgres" : "pglite" });
    expect(server.output()).toMatch(/username: admin\s+password: \S{23}/);
    expect(await server.stop("SIGTERM")).toBe(0);
  });

  it("keeps its data across a restart and does not create a second admin", async () => {
    // Write through the database the server uses (while it is stopped: PGlite has one owner).
    const direct = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    await direct.prisma.sponsor.create({ data: { name: "Garage Weber", type: "main" } });
    await direct.close();

    const server = await startServer(env);
    expect(server.output()).not.toContain("password:");
    expect(await server.stop("SIGINT")).toBe(0);

    const after = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    expect(await after.prisma.sponsor.findMany({ select: { name: true, type: true } })).toEqual([
      { name: "Garage Weber", type: "main" },
    ]);
    expect(await after.prisma.adminUser.count()).toBe(1);
    await after.close();
  });

  it("refuses a misspelt setting instead of making a new site beside the intended one", async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "jc-misspelt-"));
    const refused = await startRefused({
      DATA_DIR: elsewhere,
      DATABSE_URL: "postgres://club:secret@db.example/club",
      SMTP_URLS: "smtp://club:secret@mail.example",
    });
    expect(refused).toMatchObject({ code: 1, served: false });
    // The refusal is one JSON log line (logging.ts), its message as an operator reads it.
    const messages = refused.output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(messages.find((line) => line.level === 60)?.msg).toContain(
      "Invalid configuration:\n  Unknown setting DATABSE_URL: did you mean DATABASE_URL?\n  Unknown setting SMTP_URLS: did you mean SMTP_URL?\n",
    );
    // No embedded database, demo content or admin was made.
    expect(readdirSync(elsewhere)).toEqual([]);
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it("refuses to start with a bad setting and names it", async () => {
    await expect(startServer({ ...env, PORT: "1", DATABASE_URL: "mysql://nope" }, 5 * 60_000)).rejects.toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });
});
