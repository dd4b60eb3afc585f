import { describe, expect, it } from "vitest";
import { albumOrder } from "./album-order.js";

describe("the order of an album drop's photos", () => {
  it("keeps the chosen order for photos without capture dates, whatever order their uploads finished in", () => {
    // Finished 2, 1, 3, 5, 4 (three at a time); none has a date.
    const finished = [2, 1, 3, 5, 4].map((n) => ({ id: 100 + n, takenAt: null, chosen: n }));
    expect(albumOrder(finished)).toEqual([101, 102, 103, 104, 105]);
  });

  it("puts dated photos first, by capture time, then the undated ones in the chosen order", () => {
    const photos = [
      { id: 1, takenAt: null, chosen: 3 },
      { id: 2, takenAt: "2026-07-12T18:00:00.000Z", chosen: 5 },
      { id: 3, takenAt: null, chosen: 1 },
      { id: 4, takenAt: "2026-07-12T09:30:00.000Z", chosen: 4 },
      // Taken in the same second: the chosen order decides.
      { id: 5, takenAt: "2026-07-12T18:00:00.000Z", chosen: 2 },
    ];
    expect(albumOrder(photos)).toEqual([4, 5, 2, 3, 1]);
  });
});
