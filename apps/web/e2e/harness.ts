import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@jugendclub/testing/chromium";
import { serverDatabase } from "@jugendclub/testing/server-database";
import { type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { type Browser, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { copyOfSeededSite } from "./seeded-template.js";

export const ADMIN = { username: "admin", password: "browser test password" };
const repoRoot = join(import.meta.dirname, "..", "..", "..");
export const screenshotDir = join(repoRoot, ".screenshots");

export interface Site {
  server: RunningServer;
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

/** The built app served by the real server process, on its own database with the demo content. */
export async function startSite(extraEnv: Record<string, string> = {}): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), "jc-e2e-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    CONTACT_RATE_LIMIT: "1000",
    ...extraEnv,
  };
  const pg = await serverDatabase();
  Object.assign(env, pg.env);
  // On the embedded database the demo is seeded once per run; each site starts on a copy of it.
  const templateRoot = inject("e2eTemplateRoot");
  const ownSetup = ["SEED_DEMO", "ADMIN_USERNAME", "ADMIN_PASSWORD", "DATA_DIR"].some((name) => name in extraEnv);
  if (templateRoot && !pg.env.DATABASE_URL && !ownSetup) {
    await copyOfSeededSite(templateRoot, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }, dataDir);
  }
  const server = await startServer(env, 20 * 60_000);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  mkdirSync(screenshotDir, { recursive: true });
  return {
    server,
    browser,
    url: server.url,
    close: async () => {
      await browser.close();
      await server.stop();
      await pg.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
): Promise<{ page: Page; errors: string[] }> {
  const context = await site.browser.newContext({
    viewport: { width, height: width === 1280 ? 900 : 812 },
    ...(acceptLanguage ? { locale: acceptLanguage } : {}),
  });
  if (!acceptLanguage) await context.addInitScript(() => localStorage.setItem("jugendclub-language", "lb"));
  // Slow shared machines: waiting longer never hides a failure, it only tolerates load.
  context.setDefaultTimeout(2 * 60_000);
  context.setDefaultNavigationTimeout(5 * 60_000);
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
 * A page (as openPage makes it) signed in to the admin panel through its login form, on the
 * panel's first screen. The journeys that work in the panel start here; admin.test.ts drives the
 * form itself (wrong passwords, the session across a reload).
 */
export async function signInToAdmin(
  site: Site,
  width: 320 | 375 | 1280 = 1280,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(site, width);
  await opened.page.goto(`${site.url}/admin`);
  await opened.page.getByLabel("Benotzernumm").fill(ADMIN.username);
  await opened.page.getByLabel("Passwuert").fill(ADMIN.password);
  await opened.page.getByRole("button", { name: "Umellen" }).click();
  await opened.page.getByRole("heading", { name: "Admin Panel" }).waitFor();
  return opened;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
}

/** WCAG 2.1 AA in the page's current state: zero violations. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  let summary: string[] = [];
  // Judge what a person sees once a dialog, menu or notification has finished fading, not a frame
  // of it. A fade can start between the wait and the check (a notification closing on its own),
  // so a violation counts when it is still there in a settled page a moment later.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await page.waitForTimeout(500);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    summary = result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
    if (summary.length === 0) return;
  }
  expect(summary, `accessibility of ${label}`).toEqual([]);
}
