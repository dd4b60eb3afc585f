// What a public page costs a visitor's phone, beside the same page without its scripts (issue 33):
// for each page, the JavaScript sent (compressed bytes as they crossed the wire), the number of
// requests, and Lighthouse's mobile performance score and Total Blocking Time (4x CPU slowdown,
// slow 4G), medians of N runs that alternate between the site and its plain-HTML ceiling.
//   pnpm bench:pages [--runs 3] [--pages /,/events] [--no-lighthouse] [--url http://host:port]
// The ceiling is the page's own HTML with every <script> and modulepreload link taken out, served
// by a proxy in this process that passes every other request (styles, images, fonts) to the site
// untouched: what the page would score if it ran no code at all.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { measure, type RunResult, STANDARD_SLOWDOWN } from "./lighthouse-run.js";
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  flagValue,
  median,
  openSite,
  PUBLIC_PAGES,
  printTable,
  runCheck,
} from "./site.js";

interface Weight {
  jsBytes: number;
  jsFiles: number;
  requests: number;
  totalBytes: number;
}

/** The page's HTML with its scripts and module preloads taken out. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, "");
}

/** A proxy to `site` that answers the pages in `plain` without their scripts. */
async function ceiling(site: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(site);
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  };
  const server = createServer(async (req, res) => {
    const accept = req.headers.accept ?? "";
    if (req.method !== "GET" || !accept.includes("text/html")) return forward(req, res);
    const answer = await fetch(`${site}${req.url}`, { headers: { accept: "text/html" }, redirect: "manual" });
    const type = answer.headers.get("content-type") ?? "";
    if (!type.includes("text/html")) return forward(req, res);
    const body = gzipSync(Buffer.from(withoutScripts(await answer.text())));
    res.writeHead(answer.status, { "content-type": type, "content-encoding": "gzip", "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every request a phone-sized Chromium makes for the page until the network is idle (a fresh context: no cache). */
async function weigh(browser: Browser, url: string): Promise<Weight> {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    page.setDefaultNavigationTimeout(5 * 60_000);
    const sizes: Promise<{ script: boolean; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      sizes.push(
        request
          .sizes()
          .then((s) => ({ script: request.resourceType() === "script", bytes: s.responseBodySize }))
          .catch(() => ({ script: request.resourceType() === "script", bytes: 0 })),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    await page.waitForLoadState("networkidle");
    const all = await Promise.all(sizes);
    const scripts = all.filter((s) => s.script);
    return {
      jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      jsFiles: scripts.length,
      requests: all.length,
      totalBytes: all.reduce((sum, s) => sum + s.bytes, 0),
    };
  } finally {
    await page.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const runs = Number(flagValue(argv, "--runs") ?? 3);
  const pages = flagValue(argv, "--pages")?.split(",") ?? PUBLIC_PAGES;
  const lighthouseToo = !argv.includes("--no-lighthouse");
  const site = await openSite(argv);
  const plain = await ceiling(site.url);
  try {
    const weights = new Map<string, [Weight, Weight]>();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (const path of pages)
        weights.set(path, [await weigh(browser, `${site.url}${path}`), await weigh(browser, `${plain.url}${path}`)]);
    } finally {
      await browser.close();
    }
    const scores = new Map<string, [RunResult[], RunResult[]]>(pages.map((p) => [p, [[], []]]));
    if (lighthouseToo) {
      await measure(`${site.url}/`, STANDARD_SLOWDOWN, ["performance"]); // warms the server up; not counted
      for (let run = 1; run <= runs; run++) {
        for (const path of pages) {
          const [own, bare] = scores.get(path) as [RunResult[], RunResult[]];
          // Alternating: a busy minute on the shared host falls on both, not on one.
          own.push(await measure(`${site.url}${path}`, STANDARD_SLOWDOWN, ["performance"]));
          bare.push(await measure(`${plain.url}${path}`, STANDARD_SLOWDOWN, ["performance"]));
        }
        console.log(`run ${run} of ${runs} done`);
      }
    }
    const med = (results: RunResult[], pick: (r: RunResult) => number) =>
      results.length ? Math.round(median(results.map(pick))) : "-";
    console.log(
      `\nPublic pages: the site against the same page without scripts (Lighthouse mobile, ${STANDARD_SLOWDOWN}x CPU, slow 4G, median of ${lighthouseToo ? runs : 0} alternating runs)`,
    );
    printTable(
      [
        "page",
        "JS (files)",
        "requests",
        "all bytes",
        "performance",
        "TBT ms",
        "plain: requests",
        "plain: bytes",
        "plain: performance",
        "plain: TBT ms",
      ],
      pages.map((path) => {
        const [own, bare] = weights.get(path) as [Weight, Weight];
        const [ownScores, bareScores] = scores.get(path) as [RunResult[], RunResult[]];
        return [
          path,
          `${kB(own.jsBytes)} (${own.jsFiles})`,
          own.requests,
          kB(own.totalBytes),
          med(ownScores, (r) => r.performance),
          med(ownScores, (r) => r.tbt),
          bare.requests,
          kB(bare.totalBytes),
          med(bareScores, (r) => r.performance),
          med(bareScores, (r) => r.tbt),
        ];
      }),
    );
  } finally {
    await plain.close();
    await site.close();
  }
  return 0;
}

if (process.argv[1]?.endsWith("bench-pages.ts")) await runCheck(main);
