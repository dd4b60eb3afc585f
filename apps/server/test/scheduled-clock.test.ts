import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { loginCookie, rest } from "./api-client.js";
import { type ClockedTestApp, createClockedAdminTestApp, DAY, luxembourgDayAt, scheduledEventBody } from "./helpers.js";

// Scheduled publishing by the server's clock (issue 23): a test moves the clock (TEST_CLOCK_FILE,
// read under NODE_ENV=test only) instead of waiting, and the response cache keeps no visitor's
// answer past the moment a scheduled item or a sponsor's period changes what visitors see.

describe("the server's clock and the response cache", () => {
  let t: ClockedTestApp;
  const start = Date.now();

  beforeAll(async () => {
    t = await createClockedAdminTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows a scheduled event at its time and hides a sponsor after its period, though answers are cached", async () => {
    const admin = rest(t.app, await loginCookie(t.app));
    const today = luxembourgDayAt(start);
    const created = await admin.post("/api/events", scheduledEventBody("Scheduled Summerfest", start));
    expect(created.statusCode, created.body).toBe(200);
    const sponsor = await admin.post("/api/sponsors", { name: "Ending Bakery", activeUntil: today });
    expect(sponsor.statusCode, sponsor.body).toBe(200);

    const visitor = rest(t.app);
    const read = async (url: string) => {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(200);
      return res;
    };
    // Read twice: the second answer comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect((await read("/api/events")).body).not.toContain("Scheduled Summerfest");
      expect((await read("/sitemap.xml")).body).not.toContain(`/events/${created.json().id}-`);
      expect((await read("/api/sponsors")).body).toContain("Ending Bakery");
    }
    const etag = (await read("/api/events")).headers.etag;

    // Three days later, with no write in between.
    t.setClock(new Date(start + 3 * DAY));
    expect((await read("/api/events")).body).toContain("Scheduled Summerfest");
    expect((await read("/api/events")).headers.etag).not.toBe(etag);
    expect((await read("/sitemap.xml")).body).toContain(`/events/${created.json().id}-`);
    expect((await read("/api/sponsors")).body).not.toContain("Ending Bakery");
  });

  it("reads the clock file only under NODE_ENV=test", () => {
    expect(loadConfig({ NODE_ENV: "test", TEST_CLOCK_FILE: t.clockFile }).testClockFile).toBe(t.clockFile);
    expect(loadConfig({ NODE_ENV: "production", TEST_CLOCK_FILE: t.clockFile }).testClockFile).toBeUndefined();
    expect(loadConfig({ TEST_CLOCK_FILE: t.clockFile }).testClockFile).toBeUndefined();
  });
});
