import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { luxembourgWallClock } from "@jugendclub/api/luxembourg-date";
import { createTestDatabase, type TestDatabase } from "@jugendclub/db/testing";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../src/app.js";
import { type Config, loadConfig } from "../src/config.js";
import { createServices, type ServiceOverrides, type Services } from "../src/services.js";
import { prepareDatabase } from "../src/startup.js";
import { ADMIN } from "./api-client.js";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  services: Services;
  db: TestDatabase;
  /** What the app logged at warning level or above, or at env's LOG_LEVEL (JSON lines as pino writes them). */
  logs: { level: number; msg?: string; [field: string]: unknown }[];
  close(): Promise<void>;
}

/** The real app on a database of its own (cloned from the run's template), without listening. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: ServiceOverrides = {},
  options: Pick<AppDeps, "connectionLimits"> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "jc-app-"));
  return createTestAppOn(await createTestDatabase(inject("dbTemplate")), dataDir, env, overrides, options);
}

/**
 * createTestApp on a database and a data folder the caller made (a copy of the run's seeded demo:
 * seeded-demo.ts); close() destroys the database and removes the folder.
 */
export async function createTestAppOn(
  db: TestDatabase,
  dataDir: string,
  env: Record<string, string> = {},
  overrides: ServiceOverrides = {},
  options: Pick<AppDeps, "connectionLimits"> = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "silent", ...env });
  const services = createServices(config, db, overrides);
  const logs: TestApp["logs"] = [];
  const stream = { write: (line: string) => logs.push(JSON.parse(line)) };
  // Warnings and above, or what LOG_LEVEL asks for (a test reading the request log asks for info).
  const level = env.LOG_LEVEL && env.LOG_LEVEL !== "silent" ? env.LOG_LEVEL : "warn";
  const app = await buildApp({ config, services, logger: { level, stream }, ...options });
  await app.ready();
  return {
    app,
    config,
    services,
    db,
    logs,
    close: async () => {
      await app.close();
      await services.mail.stop();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app as it starts in production: migrated, seeded with the admin ADMIN, on a database of its own. */
export async function createAdminTestApp(
  env: Record<string, string> = {},
  overrides: ServiceOverrides = {},
  options: Pick<AppDeps, "connectionLimits"> = {},
): Promise<TestApp> {
  const t = await createTestApp(
    { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...env },
    overrides,
    options,
  );
  await prepareDatabase({ config: t.config, services: t.services, log: t.app.log });
  return t;
}

/** An admin test app on a clock the test moves (TEST_CLOCK_FILE, read under NODE_ENV=test only). */
export interface ClockedTestApp extends TestApp {
  /** The file the server reads its time from. */
  clockFile: string;
  /** Sets the server's time; null: the real time. */
  setClock(at: Date | null): void;
}

export const DAY = 86_400_000;

/**
 * The day (YYYY-MM-DD) of Luxembourg's calendar at an instant: what the server counts a sponsor's
 * period in. (The UTC date is a day behind from 23:00 or 22:00 UTC on, so a test that wrote today's
 * UTC date as a period's last day failed in the hour before Luxembourg's midnight.)
 */
export function luxembourgDayAt(instant: number): string {
  return luxembourgWallClock(new Date(instant)).toISOString().slice(0, 10);
}

/** The body of an event ten days after `from`, scheduled to be published two days after it. */
export function scheduledEventBody(title: string, from: number) {
  return {
    title,
    description: "",
    date: new Date(from + 10 * DAY).toISOString(),
    location: "Kierchplaz",
    imageUrl: "",
    publishAt: new Date(from + 2 * DAY).toISOString(),
  };
}

export async function createClockedAdminTestApp(): Promise<ClockedTestApp> {
  const dir = mkdtempSync(join(tmpdir(), "jc-clock-"));
  const clockFile = join(dir, "now");
  const setClock = (at: Date | null) => writeFileSync(clockFile, at ? at.toISOString() : "");
  setClock(null);
  const t = await createAdminTestApp({ TEST_CLOCK_FILE: clockFile });
  return {
    ...t,
    clockFile,
    setClock,
    close: async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
