// Bundle budget: what a visitor's browser downloads before touching anything. Each public page is
// opened in Chromium; every script and stylesheet it fetches until the network is idle counts,
// gzipped. No admin module may be among them (the client build lists each chunk's modules).
//   pnpm perf:budget [--url http://host:port]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { islandsPage } from "@jugendclub/web/site";
import { chromium } from "playwright-core";
import {
  CHROMIUM_ARGS,
  HEADLESS_SHELL_PATH,
  openSite,
  PUBLIC_PAGES,
  printTable,
  reportFailures,
  runCheck,
} from "./site.js";

const BUDGET = { js: 180 * 1024, css: 30 * 1024 };
/** A page that is HTML with islands (site-pages.ts: `islands`) loads their script alone (issue 33). */
const ISLANDS_JS_BUDGET = 40 * 1024;
/**
 * Modules of the admin area: its route components (split off their route definitions, which the
 * router must always know), its features, and the libraries only it uses.
 */
const ADMIN_MODULE =
  /\/src\/routes\/admin[^?]*\?tsr-split|\/src\/features\/admin\/|@mantine\/(dropzone|dates|modals)|\/dayjs\//;

const distDir = join(import.meta.dirname, "..", "..", "..", "apps", "web", "dist");
const chunksFile = join(distDir, ".vite", "chunks.json");

async function main(): Promise<number> {
  const chunks = JSON.parse(readFileSync(chunksFile, "utf8")) as Record<string, string[]>;
  const site = await openSite(process.argv.slice(2));
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  const rows: (string | number)[][] = [];
  const failures: string[] = [];
  try {
    for (const path of PUBLIC_PAGES) {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      // Sizes are measured, not times: a slow shared machine may take minutes to settle.
      page.setDefaultTimeout(5 * 60_000);
      page.setDefaultNavigationTimeout(10 * 60_000);
      // The files fetched are named here and measured from the build on disk once the page is
      // idle: a response's body may no longer be there by then on a slow machine (a preload the
      // browser dropped), and reading it would fail the check without a reason.
      const fetched = new Map<string, "js" | "css">();
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        fetched.set(new URL(response.url()).pathname.replace(/^\//, ""), type === "script" ? "js" : "css");
      });
      await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(1000);
      await page.waitForLoadState("networkidle");
      const sizes = { js: 0, css: 0 };
      for (const [file, kind] of fetched) {
        sizes[kind] += gzipSync(readFileSync(join(distDir, file))).length;
        const admin = (chunks[file] ?? []).filter((id) => ADMIN_MODULE.test(id));
        if (admin.length > 0) failures.push(`${path} loads admin code in ${file}: ${admin.slice(0, 3).join(", ")}`);
        // A page loads its own language's catalog and no other.
        const language = /^\/(de|fr|en|pt)\//.exec(path)?.[1] ?? "lb";
        for (const id of chunks[file] ?? []) {
          const catalog = /locales\/(\w+)\/(public|admin)\./.exec(id);
          if (catalog && `${catalog[1]}/${catalog[2]}` !== `${language}/public`) {
            failures.push(`${path} loads the ${catalog[1]} ${catalog[2]} catalog in ${file}`);
          }
        }
      }
      await page.close();
      const jsBudget = islandsPage(path) ? ISLANDS_JS_BUDGET : BUDGET.js;
      if (sizes.js > jsBudget) failures.push(`${path}: ${kb(sizes.js)} of JavaScript is over ${kb(jsBudget)}`);
      if (sizes.css > BUDGET.css) failures.push(`${path}: ${kb(sizes.css)} of CSS is over ${kb(BUDGET.css)}`);
      rows.push([path, islandsPage(path) ? "islands" : "app", kb(sizes.js), kb(sizes.css)]);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(
    `\nLoaded before any interaction, gzipped (budget: JS ${kb(BUDGET.js)}, on a page with islands ${kb(ISLANDS_JS_BUDGET)}; CSS ${kb(BUDGET.css)})\n`,
  );
  printTable(["page", "scripts", "JavaScript", "CSS"], rows);
  if (failures.length > 0) {
    console.log(`\nOver budget:\n  ${failures.join("\n  ")}`);
    reportFailures(failures);
    return 1;
  }
  console.log("\nEvery public page is within budget and loads no admin code.");
  return 0;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

await runCheck(main);
