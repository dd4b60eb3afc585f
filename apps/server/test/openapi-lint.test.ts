import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";

// The committed REST document (equal to the served one: openapi-contract.test.ts) through two
// independent OpenAPI linters, with their own rule sets for the format: Redocly's `recommended`
// and Spectral's `spectral:oas`. Errors fail; warnings are printed for a person to weigh.
const run = promisify(execFile);
const DOCUMENT = join(import.meta.dirname, "openapi.contract.json");
const BIN = join(import.meta.dirname, "../node_modules/.bin");
/** Neither linter may reach the network: no usage reports, no update checks. */
const OFFLINE = {
  ...process.env,
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  NO_UPDATE_NOTIFIER: "1",
};

interface Problem {
  severity: string | number;
  rule: string;
  where: string;
  message: string;
}

/** How many problems each rule found. */
function byRule(problems: Problem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { rule } of problems) counts[rule] = (counts[rule] ?? 0) + 1;
  return counts;
}

/** A linter's output, whatever its exit code (non-zero when it found errors). */
async function output(command: string, args: string[], cwd: string): Promise<string> {
  try {
    return (await run(join(BIN, command), args, { cwd, env: OFFLINE, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return stdout;
  }
}

describe("the REST document under OpenAPI linters", { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "jc-openapi-lint-"));
    writeFileSync(join(dir, ".spectral.yaml"), 'extends: ["spectral:oas"]\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has no error by Redocly's recommended rules", async () => {
    const report = JSON.parse(
      await output("redocly", ["lint", DOCUMENT, "--extends=recommended", "--format=json"], dir),
    ) as { problems: { severity: string; ruleId: string; message: string; location: { pointer: string }[] }[] };
    const problems: Problem[] = report.problems.map((p) => ({
      severity: p.severity,
      rule: p.ruleId,
      where: p.location[0]?.pointer ?? "",
      message: p.message,
    }));
    console.info("Redocly warnings by rule:", byRule(problems));
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
  });

  it("has no error by Spectral's OpenAPI rules", async () => {
    const report = JSON.parse(
      await output(
        "spectral",
        ["lint", DOCUMENT, "--ruleset", join(dir, ".spectral.yaml"), "--format", "json", "--quiet"],
        dir,
      ),
    ) as { code: string; severity: number; path: string[]; message: string }[];
    // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
    const problems: Problem[] = report.map((p) => ({
      severity: p.severity,
      rule: p.code,
      where: p.path.join("."),
      message: p.message,
    }));
    console.info("Spectral warnings by rule:", byRule(problems));
    expect(problems.filter((p) => p.severity === 0)).toEqual([]);
  });
});
