/** Debian's Chromium, which the browser journeys and the page checks (packages/perf) drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
