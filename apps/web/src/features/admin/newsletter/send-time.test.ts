import { describe, expect, it } from "vitest";
import { sendTime, suggestedSendTime } from "./send-time.js";

describe("the time to send at", () => {
  const now = Date.parse("2027-06-01T12:00:00Z"); // 14:00 in Luxembourg (summer)

  it("is read in Luxembourg's time", () => {
    expect(sendTime("2027-06-02T10:00", now)).toEqual({ at: "2027-06-02T08:00:00.000Z" });
    expect(sendTime("2027-12-02T10:00", now)).toEqual({ at: "2027-12-02T09:00:00.000Z" });
  });

  it("refuses an empty value and a time already past (the API would send at once)", () => {
    expect(sendTime("", now)).toEqual({ problem: "missing" });
    expect(sendTime("2027-06-01T13:59", now)).toEqual({ problem: "past" });
    expect(sendTime("2027-06-01T14:00", now)).toEqual({ problem: "past" });
    expect(sendTime("2027-06-01T14:05", now).at).toBe("2027-06-01T12:05:00.000Z");
  });

  it("suggests tomorrow at 10:00", () => {
    expect(suggestedSendTime(now)).toBe("2027-06-02T10:00");
    // 22:30 UTC is already the next day in Luxembourg (00:30): tomorrow is the day after.
    expect(suggestedSendTime(Date.parse("2027-06-01T22:30:00Z"))).toBe("2027-06-03T10:00");
  });
});
