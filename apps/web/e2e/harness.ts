import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "@jugendclub/testing/chromium";
import { serverDatabase } from "@jugendclub/testing/server-database";
import { startServer } from "@jugendclub/testing/server-process";
import type axe from "axe-core";
import { type Browser, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { ADMIN, copyOfSeededSite, demoSiteEnv } from "./seeded-template.js";

export { ADMIN };

const repoRoot = join(import.meta.dirname, "..", "..", "..");
export const screenshotDir = join(repoRoot, ".screenshots");

export interface Site {
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

// One Chromium per worker, shared by the journeys it runs one after the other (isolate: false in
// vitest.config.ts): each journey works in contexts of its own, closed when its site closes. On
// globalThis, so it outlives each file's module instances; it ends with the worker's process.
const browserKey = Symbol.for("jugendclub.e2eBrowser");
type BrowserHolder = { [browserKey]?: Promise<Browser> };

async function workerBrowser(): Promise<Browser> {
  const holder = globalThis as BrowserHolder;
  const running = await holder[browserKey]?.catch(() => undefined);
  if (running?.isConnected()) return running;
  const launching = chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  holder[browserKey] = launching;
  return launching;
}

/** The built app served by the real server process, on its own database with the demo content. */
export async function startSite(extraEnv: Record<string, string> = {}): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), "jc-e2e-"));
  const env: Record<string, string> = { ...demoSiteEnv(dataDir), ...extraEnv };
  // The demo is seeded once per run; each site starts on a copy of it (its data folder, and on
  // PostgreSQL its database). A journey with a set-up of its own gets an empty database.
  const data = inject("e2eSeededData");
  const ownSetup = ["SEED_DEMO", "ADMIN_USERNAME", "ADMIN_PASSWORD", "DATA_DIR"].some((name) => name in extraEnv);
  const seeded =
    data && !ownSetup ? await copyOfSeededSite({ data, database: inject("e2eSeededDatabase") }, dataDir) : undefined;
  const pg = seeded ?? (await serverDatabase());
  Object.assign(env, pg.env);
  const [server, browser] = await Promise.all([startServer(env, 2 * 60_000), workerBrowser()]);
  return {
    browser,
    url: server.url,
    close: async () => {
      await closeContexts(browser);
      await server.stop();
      await pg.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's shared demo site (seeded-template.ts), for a journey that only looks: it reads pages,
 * signs in and clicks through the panel, sends a contact form at most, but changes nothing that
 * another journey reads (the run's teardown fails when what visitors see has changed). It saves
 * the journey a server of its own: a start costs seconds of CPU. Closing it closes the journey's
 * pages; the server stays for the run.
 */
export async function sharedSite(): Promise<Site> {
  const url = inject("e2eSharedSite");
  if (!url) throw new Error("The run has no shared site: the journeys' globalSetup (seeded-template.ts) makes it");
  const browser = await workerBrowser();
  return { browser, url, close: () => closeContexts(browser) };
}

/** The browser stays for the worker's next journey; what this one opened in it goes. */
async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
}

/**
 * A page that records console errors and uncaught exceptions, so tests can demand none. With
 * `acceptLanguage` the browser prefers that language (and the site may offer it); without, it has
 * already answered the language banner, which then stays away.
 */
export async function openPage(
  site: Site,
  width: 320 | 375 | 1280 = 1280,
  acceptLanguage?: string,
  /** The browser's time zone (Chromium's timezoneId), for journeys from a computer set elsewhere. */
  timezoneId?: string,
): Promise<{ page: Page; errors: string[] }> {
  const context = await site.browser.newContext({
    viewport: { width, height: width === 1280 ? 900 : 812 },
    ...(acceptLanguage ? { locale: acceptLanguage } : {}),
    ...(timezoneId ? { timezoneId } : {}),
  });
  if (!acceptLanguage) await context.addInitScript(() => localStorage.setItem("jugendclub-language", "lb"));
  // Every wait is for a state (a locator, a URL, html[data-ready]); one that does not come fails
  // the step within the test's two minutes, naming what it waited for. The bound is generous: a
  // machine busy with four journeys at once (each a server and Chromium) makes a step slow, and
  // slow must not mean red.
  context.setDefaultTimeout(100_000);
  context.setDefaultNavigationTimeout(100_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  // Pages arrive rendered by the server; a person acts once the page responds, so the journeys
  // wait for React to take over (html[data-ready]) after every load.
  const whenReady = () => page.waitForSelector("html[data-ready]", { state: "attached" });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await whenReady();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await whenReady();
    return response;
  };
  return { page, errors };
}

/**
 * A page in a browser with JavaScript switched off, as some visitors have it (and as every
 * visitor has it until the scripts arrive): the site must read, filter and send without them.
 * Its loads wait for nothing more than the load itself.
 */
export async function openPageWithoutScripts(site: Site, width: 320 | 375 | 1280 = 1280): Promise<Page> {
  const context = await site.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: width === 1280 ? 900 : 812 },
  });
  context.setDefaultTimeout(100_000);
  context.setDefaultNavigationTimeout(100_000);
  return context.newPage();
}

/**
 * A page (as openPage makes it) signed in to the admin panel through its login form, on the
 * panel's first screen. The journeys that work in the panel start here; admin.test.ts drives the
 * form itself (wrong passwords, the session across a reload).
 */
export async function signInToAdmin(
  site: Site,
  width: 320 | 375 | 1280 = 1280,
  timezoneId?: string,
  account: { username: string; password: string } = ADMIN,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(site, width, undefined, timezoneId);
  await opened.page.goto(`${site.url}/admin`);
  await opened.page.getByLabel("Benotzernumm").fill(account.username);
  await opened.page.getByLabel("Passwuert").fill(account.password);
  await opened.page.getByRole("button", { name: "Umellen" }).click();
  await opened.page.getByRole("heading", { name: "Admin Panel" }).waitFor();
  // The tabs show once the panel has what goes above them (panel.tsx).
  await opened.page.getByRole("tablist").waitFor();
  return opened;
}

/**
 * Holds every request to `url` for `ms` before it goes on, as a slow connection does. Resolves with
 * the undo, which removes the page's routes once the held requests have gone on (a held request
 * that went on after a plain unroute failed with "Route is already handled").
 */
export async function slowDown(page: Page, url: string | RegExp, ms: number): Promise<() => Promise<void>> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return () => page.unrouteAll({ behavior: "wait" });
}

/**
 * Pictures for people to look at (`pnpm screenshots`: .screenshots/NAME-WIDTH.png), taken only when
 * JC_SCREENSHOTS=1: no test reads them, and a full-page picture costs Chromium 0.4 to 0.7 s of CPU
 * (some 60 s in a run of the journeys; docs/PERFORMANCE.md, "2026-11-30").
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.JC_SCREENSHOTS !== "1") return;
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage });
}

/** The admin panel's tabs, in order, as an Admin sees them in the German panel. */
export const ADMIN_TABS = [
  "Events",
  "Sponsoren",
  "Fotos",
  "Komitee",
  "Nachrichten",
  "Newsletter",
  "Einstellungen",
  "Konto",
  "Protokoll",
  "Papierkorb",
  "System",
];

/** The WCAG 2.1 AA rules, level A's included (label in name, 2.5.3, is 2.1 level A). */
export const WCAG21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe-core's minified build: the same engine as axe.source in less than half its size to parse. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.1 AA in the page's current state (by default without the 2.1 level A rules): zero violations. */
export async function expectAccessible(
  page: Page,
  label: string,
  tags: string[] = ["wcag2a", "wcag2aa", "wcag21aa"],
): Promise<void> {
  let summary: string[] = [];
  // Judge what a person sees once a dialog, menu or notification has finished fading, not a frame
  // of it. A fade can start between the wait and the check (a notification closing on its own),
  // so a violation counts when it is still there in a settled page a moment later.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await page.waitForTimeout(500);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    summary = await axeViolations(page, tags);
    if (summary.length === 0) return;
  }
  expect(summary, `accessibility of ${label}`).toEqual([]);
}

/**
 * axe-core's violations of the rules with these tags in the page's document, one line each.
 * The site has no frames, so axe runs in the page itself (axe.run, as @axe-core/playwright's
 * legacy mode), not frame by frame with a blank page opened to merge the results; it is injected
 * once per document (a page checked again after a click reuses it), and only the violations come
 * back (resultTypes), not every node that passed.
 */
async function axeViolations(page: Page, tags: string[]): Promise<string[]> {
  type AxeWindow = { axe?: typeof axe };
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (values) => {
    const engine = (window as AxeWindow).axe as typeof axe;
    const result = await engine.run(document, { runOnly: { type: "tag", values }, resultTypes: ["violations"] });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  }, tags);
}
