import { chromium } from "playwright-core";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const [name, path] of [
    ["event", process.argv[2]],
    ["events", "/events"],
  ]) {
    await page.goto(`http://localhost:3911${path}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-${name}-${width}.png`, fullPage: true });
  }
}
await browser.close();
