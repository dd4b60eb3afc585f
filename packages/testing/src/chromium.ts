import { existsSync } from "node:fs";

/**
 * Debian's Chromium, the browser visitors have: Lighthouse and the page benchmarks (packages/perf)
 * drive it, since they measure what a visitor's browser does.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the journeys and the byte budget drive: Chromium's old headless shell (Debian's
 * `chromium-headless-shell`, the same version's Blink and V8 without the full browser around them,
 * as Playwright's own headless runs use) when it is installed, otherwise CHROMIUM_PATH. All 111
 * journeys pass on both; alone, they took 524 to 546 s of CPU on the shell against 560 s on the
 * full browser (docs/PERFORMANCE.md, "Where the time went on 2026-11-29 night").
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ||
  (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROMIUM_PATH);

/** Flags for it on a machine with no outside network (see TOOLCHAIN.md); headless is the launcher's to set. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
