/**
 * A test that starts real processes (the built server, pnpm backup and restore, a release, a
 * build) does a minute's work on a busy 2-core machine where an in-process test does a second's:
 * three minutes each. Every other test fails a hang after the shared 60 s (vitest.shared.ts).
 */
export const PROCESS_TEST_TIMEOUT = 3 * 60_000;

/** Set-up that makes a release or a build of its own. */
export const BUILD_HOOK_TIMEOUT = 10 * 60_000;

/**
 * A test that is long without starting processes: a fuzz run of thousands of requests, albums of
 * large photos made for it, or the server's own time limits waited out. Two minutes each; and the
 * name marks the file as a long one, started among the costly files when no durations were
 * measured (vitest.sequencer.ts), not last beside an idle core.
 */
export const LONG_TEST_TIMEOUT = 2 * 60_000;
