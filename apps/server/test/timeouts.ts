/**
 * A test that starts real processes (the built server, pnpm backup and restore, a release, a
 * build) does a minute's work on a busy 2-core machine where an in-process test does a second's:
 * three minutes each. Every other test fails a hang after the shared 60 s (vitest.shared.ts).
 */
export const PROCESS_TEST_TIMEOUT = 3 * 60_000;

/** Set-up that makes a release or a build of its own. */
export const BUILD_HOOK_TIMEOUT = 10 * 60_000;
