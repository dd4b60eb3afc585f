import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loginCookie, rest, trpcClient } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

interface Overview {
  total: number;
  categories: string[];
  upcoming: { items: { title: string; date: string }[]; total: number };
  past: { items: { title: string; date: string }[]; total: number };
}

const DAY = 24 * 3600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

// The events page's first screen: bounded parts of upcoming and past events, whatever is stored.
describe("GET /api/events-overview", () => {
  let t: TestApp;
  let admin: ReturnType<typeof rest>;
  let anonymous: ReturnType<typeof rest>;

  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = rest(t.app, await loginCookie(t.app));
    anonymous = rest(t.app);
    // 14 upcoming (in 1..14 days) and 15 past (1..15 days ago), in three categories.
    const categories = ["Sport", "Kultur", "Ëmwelt"];
    for (let i = 1; i <= 14; i++) {
      const res = await admin.post("/api/events", {
        title: `Next ${i}`,
        date: iso(i * DAY),
        category: categories[i % 3],
      });
      expect(res.statusCode).toBe(200);
    }
    for (let i = 1; i <= 15; i++) {
      const res = await admin.post("/api/events", { title: `Past ${i}`, date: iso(-i * DAY), category: "Sport" });
      expect(res.statusCode).toBe(200);
    }
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the next 12 upcoming and the latest 12 past events, with the totals and the categories in use", async () => {
    const res = await anonymous.get("/api/events-overview");
    expect(res.statusCode).toBe(200);
    const overview = res.json() as Overview;
    expect(overview.total).toBe(29);
    expect(overview.upcoming.total).toBe(14);
    expect(overview.past.total).toBe(15);
    expect(overview.upcoming.items.map((e) => e.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Next ${i + 1}`));
    expect(overview.past.items.map((e) => e.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Past ${i + 1}`));
    // Sorted for Luxembourgish readers ('Ëmwelt' with the E's), without 'Aner', which has no event.
    expect(overview.categories).toEqual(["Ëmwelt", "Kultur", "Sport"]);
  });

  it("gives more of each part on request, over REST and tRPC alike", async () => {
    const more = (await anonymous.get("/api/events-overview?upcoming=20&past=3")).json() as Overview;
    expect(more.upcoming.items).toHaveLength(14);
    expect(more.past.items.map((e) => e.title)).toEqual(["Past 1", "Past 2", "Past 3"]);
    const viaTrpc = await trpcClient(t.app).events.overview.query({ upcoming: 20, past: 3 });
    expect(viaTrpc).toEqual(more);
  });

  it("refuses part sizes it cannot serve with a 400 naming the field", async () => {
    for (const query of ["past=0", "upcoming=501", "past=drei", "upcoming=1.5"]) {
      const res = await anonymous.get(`/api/events-overview?${query}`);
      expect(res.statusCode, query).toBe(400);
      const field = query.split("=")[0] as string;
      expect(res.json()).toMatchObject({
        code: "BAD_REQUEST",
        fields: { [field]: "Bitte eine ganze Zahl von 1 bis 500 angeben" },
      });
    }
  });

  it("moves an event to the past when its hour has come, with no write in between", async () => {
    const created = await admin.post("/api/events", { title: "Gläich", date: iso(30_000) });
    const id = (created.json() as { id: number }).id;
    const before = (await anonymous.get("/api/events-overview?upcoming=500")).json() as Overview;
    expect(before.upcoming.items.map((e) => e.title)).toContain("Gläich");
    expect((await anonymous.get("/api/events-overview?upcoming=500")).headers.etag).toBe(
      (await anonymous.get("/api/events-overview?upcoming=500")).headers.etag,
    );
    // Two minutes later by the server's clock: the kept answer is too old to be used.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 60_000 });
    const after = (await anonymous.get("/api/events-overview?upcoming=500")).json() as Overview;
    expect(after.upcoming.items.map((e) => e.title)).not.toContain("Gläich");
    expect(after.past.items[0]?.title).toBe("Gläich");
    vi.useRealTimers();
    expect((await admin.delete(`/api/events/${id}`)).statusCode).toBe(200);
  });
});
