import { describe, expect, it } from "vitest";
import { calendarParts, formatDateTime } from "./format-date.js";

describe("formatDateTime", () => {
  it("writes German-Luxembourg dates with the long month, in Luxembourg time", () => {
    // 15:00 UTC is 17:00 in Luxembourg in summer, 16:00 in winter.
    expect(formatDateTime("2027-06-12T15:00:00Z")).toBe("12. Juni 2027 um 17:00");
    expect(formatDateTime("2027-02-15T18:00:00Z")).toBe("15. Februar 2027 um 19:00");
  });

  it("gives day and month for the calendar badge", () => {
    expect(calendarParts("2026-12-31T23:30:00Z")).toEqual({ day: "1", month: "Jan" });
  });
});
