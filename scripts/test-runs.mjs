// The README's test command (test-all) and what CI runs after it (ci-rest), for scripts/toolchain.mjs.
// test-all: lint, typecheck, the migration and catalog checks and the build side by side; as soon as
// the build is done, every suite on the embedded database side by side with the byte budget, while
// the other checks finish beside them. Timings on 2 cores: README.md.
// ci-rest: Lighthouse and every suite again on the PostgreSQL server; its last line adds both runs.
// Plain JavaScript that runs on any Node >= 18.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

function log(message) {
  process.stdout.write(`\x1b[36m[toolchain]\x1b[0m ${message}\n`);
}

function minutes(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

/**
 * Runs `pnpm args` and resolves true on exit code 0. Buffered: its output is printed in one piece
 * when it ends, so that commands running side by side stay readable.
 */
function pnpm(root, args, env, { buffered = true } = {}) {
  return new Promise((resolve) => {
    const child = spawn("pnpm", args, { cwd: root, env, stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    if (buffered) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.on("error", (error) => {
      chunks.push(Buffer.from(String(error)));
    });
    child.on("close", (code) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });
}

/** Runs named checks side by side; a check may write why it failed, a line each, to CHECK_REPORT. */
async function runChecks(root, env, checks, reportDir, tally, firstIndex = 0) {
  mkdirSync(reportDir, { recursive: true });
  await Promise.all(
    checks.map(async ([name, args], offset) => {
      const index = firstIndex + offset;
      const started = Date.now();
      const report = join(reportDir, `${name.replace(/\W+/g, "-")}-${index}.txt`);
      const ok = await pnpm(root, args, { ...env, CHECK_REPORT: report });
      log(`check ${ok ? "passed" : "FAILED"}: ${name} (${minutes(Date.now() - started)})`);
      if (ok) tally.passed++;
      else {
        tally.failed++;
        const why = existsSync(report) ? readFileSync(report, "utf8").trim().split("\n") : [];
        tally.failures.push(`check: ${name}`, ...why.map((line) => `  ${line}`));
      }
    }),
  );
}

/** Counts a pass's Vitest JSON reports, and names every failed test (file › title) for the summary. */
function readResults(root, dir) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  if (!existsSync(dir)) return { passed, failed, failures };
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".json")) continue;
    const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    for (const suite of report.testResults ?? []) {
      const where = relative(root, suite.name ?? file);
      const tests = suite.assertionResults ?? [];
      // A test file that failed to load has no tests but counts as a failure.
      if (suite.status === "failed" && tests.length === 0) {
        failed += 1;
        failures.push(`${where}: ${firstLine(suite.message) || "the file failed to load"}`);
      }
      for (const test of tests) {
        if (test.status === "failed") {
          failures.push(`${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
        }
      }
    }
  }
  return { passed, failed, failures };
}

function firstLine(text) {
  return (
    String(text ?? "")
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ""
  );
}

/**
 * Every package's suite on one database, the packages side by side (--no-sort: the server's suite
 * need not wait for the web's, whose package it imports) and each suite two files at a time.
 */
async function runPass(root, env, name, extra, tally) {
  const dir = join(root, ".test-results", name.replace(/\W+/g, "-"));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  log(`tests on the ${name}`);
  const ok = await pnpm(
    root,
    ["-r", "--no-sort", "--no-bail", "--workspace-concurrency=4", "test"],
    {
      ...env,
      ...extra,
      TEST_RESULTS_DIR: dir,
    },
    { buffered: false },
  );
  const counts = readResults(root, dir);
  // A suite that failed without reporting a failed test (it crashed, or found no tests) still fails.
  if (!ok && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push("the test run failed without a failed test (see its output above)");
  }
  if (counts.passed === 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push("no test ran");
  }
  log(`${name}: ${counts.passed} passed, ${counts.failed} failed (${minutes(Date.now() - started)})`);
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  tally.failures.push(...counts.failures.map((failure) => `${name}: ${failure}`));
}

function summaryPath(root) {
  return join(root, ".test-results", "test-all.json");
}

function finish(tally) {
  if (tally.failures.length > 0) {
    log("what failed:");
    for (const failure of tally.failures) log(`  ${failure}`);
  }
  // The last line, which CI reads.
  process.stdout.write(`${tally.passed} passed, ${tally.failed} failed\n`);
  return tally.failed === 0 ? 0 : 1;
}

/** The README's test command: every check and every test on the embedded database. */
export async function testAll(root, env) {
  const started = Date.now();
  const tally = { passed: 0, failed: 0, failures: [] };
  const reportDir = join(root, ".test-results", "checks");
  rmSync(reportDir, { recursive: true, force: true });
  rmSync(summaryPath(root), { force: true });
  // The tests need only the build: they start as soon as it is done, and the other checks (which
  // need nothing) run beside the build and then beside the tests, instead of holding the tests
  // back until the slowest of them (the typecheck) ends.
  const others = runChecks(
    root,
    env,
    [
      ["lint and layers", ["lint"]],
      ["typecheck", ["typecheck"]],
      ["migrations match the schema", ["db:migration:check"]],
      ["every text is in every catalog and language", ["--filter", "@jugendclub/web", "i18n:check"]],
    ],
    reportDir,
    tally,
  );
  await runChecks(root, env, [["build", ["build"]]], reportDir, tally, 4);
  // The byte budget (bytes are not noisy, so it stays gated) beside the tests, which need the build.
  await Promise.all([
    runChecks(root, env, [["bundle budget of the public pages", ["perf:budget"]]], reportDir, tally),
    runPass(root, env, "embedded database (PGlite)", { TEST_DATABASE_URL: "" }, tally),
  ]);
  await others;
  log(`test:all took ${minutes(Date.now() - started)}`);
  mkdirSync(join(root, ".test-results"), { recursive: true });
  writeFileSync(summaryPath(root), JSON.stringify(tally));
  return finish(tally);
}

/**
 * What CI runs after the README's command: Lighthouse (its accessibility, best-practice and SEO
 * scores gated, performance printed: on a shared machine it moves by 20 points between runs), the
 * embedded server's memory after warm-up (gated: 256 MB + 20 %) and the PostgreSQL pass. The
 * last line adds these to the README command's counts.
 */
export async function ciRest(root, env) {
  const started = Date.now();
  const before = existsSync(summaryPath(root))
    ? JSON.parse(readFileSync(summaryPath(root), "utf8"))
    : { passed: 0, failed: 1, failures: ["test:all left no summary (it did not finish)"] };
  const tally = { passed: 0, failed: 0, failures: [] };
  const reportDir = join(root, ".test-results", "ci-checks");
  rmSync(reportDir, { recursive: true, force: true });
  await runChecks(
    root,
    env,
    [["Lighthouse (performance printed, not gated)", ["perf:lighthouse", "--performance-not-gated"]]],
    reportDir,
    tally,
  );
  // After Lighthouse, not beside it (each would disturb the other's figures): the embedded
  // server's RSS after a short warm-up; over 256 MB + 20 % fails CI (docs/PERFORMANCE.md, "Memory").
  await runChecks(root, env, [["memory after warm-up (256 MB + 20 %)", ["bench:memory", "--check"]]], reportDir, tally);
  if (env.TEST_DATABASE_URL) {
    await runPass(root, env, "PostgreSQL server", { TEST_DATABASE_URL: env.TEST_DATABASE_URL }, tally);
  } else {
    log("TEST_DATABASE_URL is not set: no PostgreSQL pass");
    tally.failed++;
    tally.failures.push("PostgreSQL server: TEST_DATABASE_URL is not set");
  }
  log(`the rest of CI took ${minutes(Date.now() - started)}`);
  return finish({
    passed: before.passed + tally.passed,
    failed: before.failed + tally.failed,
    failures: [...before.failures.map((f) => `test:all: ${f}`), ...tally.failures],
  });
}
