import { describe, expect, it } from "vitest";
import { upcomingFirst } from "./event-order.js";

describe("upcomingFirst", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");
  const event = (title: string, date: string, endDate: string | null = null) => ({ title, date, endDate });

  it("lists upcoming events soonest first, then past ones most recent first", () => {
    const events = [
      event("long ago", "2025-01-01T18:00:00Z"),
      event("later", "2026-09-01T18:00:00Z"),
      event("last week", "2026-05-25T18:00:00Z"),
      event("soon", "2026-06-05T18:00:00Z"),
    ];
    expect(upcomingFirst(events, now).map((e) => e.title)).toEqual(["soon", "later", "last week", "long ago"]);
  });

  it("counts an event that is still running as upcoming", () => {
    const running = event("running", "2026-05-30T10:00:00Z", "2026-06-02T10:00:00Z");
    const past = event("past", "2026-05-31T10:00:00Z");
    expect(upcomingFirst([past, running], now).map((e) => e.title)).toEqual(["running", "past"]);
  });
});
