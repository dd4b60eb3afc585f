import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The demo site seeded once per test run for every process of the run that starts a server on it.
// scripts/test-runs.mjs names a folder for it in JC_RUN_SEEDED_SITE (the embedded database's pass);
// the browser journeys' set-up, which seeds the demo anyway, publishes its data folder there, and
// the byte budget (packages/perf), which runs beside the tests, copies it instead of seeding a site
// of its own: a seeding renders every demo image in every size, 20 to 30 s of CPU. Without the
// variable (a suite or the budget run alone), each seeds its own, as before.

const folder = () => process.env.JC_RUN_SEEDED_SITE || undefined;

/** Publishes a seeded data folder (with the embedded database, stopped) for the run's other processes. */
export function publishSeededSite(dataDir: string): void {
  const shared = folder();
  if (!shared) return;
  mkdirSync(shared, { recursive: true });
  cpSync(dataDir, join(shared, "data"), { recursive: true });
  writeFileSync(join(shared, "ready.incoming"), "");
  renameSync(join(shared, "ready.incoming"), join(shared, "ready"));
}

/** Says that the run's seeding failed, so that no process waits for it. */
export function seededSiteFailed(error: unknown): void {
  const shared = folder();
  if (!shared) return;
  mkdirSync(shared, { recursive: true });
  writeFileSync(join(shared, "failed"), String((error as Error)?.stack ?? error));
}

/**
 * Copies the run's seeded data folder into `into` (a new, empty folder) once the journeys'
 * set-up has published it: true. False when the run has none (no JC_RUN_SEEDED_SITE), when its
 * seeding failed, or after `timeoutMs`: the caller then seeds its own.
 */
export async function copyRunSeededSite(into: string, timeoutMs: number): Promise<boolean> {
  const shared = folder();
  if (!shared) return false;
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(join(shared, "ready"))) {
    if (existsSync(join(shared, "failed"))) {
      process.stderr.write(
        `the run's seeded site failed, seeding one here:\n${readFileSync(join(shared, "failed"), "utf8")}\n`,
      );
      return false;
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  cpSync(join(shared, "data"), into, { recursive: true });
  return true;
}
