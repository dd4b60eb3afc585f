import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { emptyDataDir, type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../src/paths.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

const run = promisify(execFile);
const script = join(repoRoot, "examples", "import-events.mjs");

// The example script does what an admin does, through REST and the OpenAPI document only,
// against the real server on a real socket.
describe("examples/import-events.mjs", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let server: RunningServer;
  let dir: string;
  let pg: ServerDatabase | undefined;
  const admin = { username: "admin", password: "import password" };

  beforeAll(async () => {
    dir = emptyDataDir("jc-import-");
    const env: Record<string, string> = {
      DATA_DIR: dir,
      SEED_DEMO: "false",
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    };
    pg = await serverDatabase();
    Object.assign(env, pg.env);
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
    await pg?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("imports events from a CSV with an API token and reports the rows it could not import", async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const token = (await (
      await fetch(`${server.url}/api/admin/tokens`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ name: "CSV import" }),
      })
    ).json()) as { token: string };

    const csv = join(dir, "events.csv");
    writeFileSync(
      csv,
      [
        "title,date,description,location,category,featured",
        'Summerfest,2027-06-12T17:00:00+02:00,"Musek, Grill a ""Cocktails""",Kierchplaz,Party,true',
        "Kino,2027-01-05,Film,Jugendhaus,,no",
        ",2027-01-06,Without a title,,,",
        "Broken date,tomorrow,,,,",
      ].join("\n"),
    );
    const result = await run(process.execPath, [script, csv], {
      env: { ...process.env, JC_URL: server.url, JC_TOKEN: token.token },
    }).catch((error: { stdout: string; stderr: string; code: number }) => error);
    expect("code" in result ? result.code : 0).toBe(1);
    expect(result.stdout).toContain("2 created, 2 failed");
    expect(result.stderr).toContain("line 4: missing title");
    expect(result.stderr).toMatch(/line 5: 400 .*date/);

    type Row = { title: string; category: string; featured: boolean; description: string };
    const events = (await (await fetch(`${server.url}/api/events`)).json()) as Row[];
    expect(
      events.map((e: { title: string; category: string; featured: boolean; description: string }) => [
        e.title,
        e.category,
        e.featured,
      ]),
    ).toEqual([
      ["Kino", "Aner", false],
      ["Summerfest", "Party", true],
    ]);
    expect(events[1]?.description).toBe('Musek, Grill a "Cocktails"');
  });

  it("signs in with a username and password instead of a token", async () => {
    const csv = join(dir, "one.csv");
    writeFileSync(csv, "title,date\nWanderung,2027-04-04T09:00:00Z\n");
    const { stdout } = await run(process.execPath, [script, csv], {
      env: { ...process.env, JC_URL: server.url, JC_USERNAME: admin.username, JC_PASSWORD: admin.password },
    });
    expect(stdout).toContain("1 created, 0 failed");
  });
});
