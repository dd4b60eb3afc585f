import { describe, expect, it } from "vitest";
import { byShift, matchesSearch, type SignupRow, signupCounts } from "./signup-rows.js";

const row = (over: Partial<SignupRow>): SignupRow => ({
  id: 1,
  eventId: 1,
  occurrence: null,
  shiftId: null,
  name: "Léa Muller",
  email: "lea@example.lu",
  phone: "",
  places: 1,
  answers: {},
  underSixteen: false,
  parentName: "",
  parentEmail: "",
  lang: "lb",
  status: "confirmed",
  position: null,
  offeredUntil: null,
  checkedIn: false,
  checkedInAt: null,
  createdAt: "2027-06-01T10:00:00.000Z",
  ...over,
});

describe("the sign-up list's helpers", () => {
  it("counts places expected and checked in, and people offered and waiting", () => {
    const counts = signupCounts([
      row({ places: 3, checkedIn: true }),
      row({ places: 2 }),
      row({ status: "waiting", places: 4 }),
      row({ status: "offered" }),
      row({ status: "cancelled", places: 5, checkedIn: true }),
    ]);
    expect(counts).toEqual({ expected: 5, checkedIn: 3, offered: 1, waiting: 1 });
  });

  it("finds a name typed without accents, in any case, by every word, and a child by the parent's name", () => {
    expect(matchesSearch(row({}), "lea")).toBe(true);
    expect(matchesSearch(row({}), "MULLER léa")).toBe(true);
    expect(matchesSearch(row({}), "lea schmit")).toBe(false);
    expect(matchesSearch(row({ name: "Tom", parentName: "Anne Weber" }), "weber")).toBe(true);
  });

  it("groups rows by shift, keeping their order", () => {
    const groups = byShift([row({ id: 1, shiftId: "bar" }), row({ id: 2 }), row({ id: 3, shiftId: "bar" })]);
    expect([...groups.keys()]).toEqual(["bar", ""]);
    expect(groups.get("bar")?.map((r) => r.id)).toEqual([1, 3]);
  });
});
