import { describe, expect, it } from "vitest";
import { filterEvents, splitByTime } from "./events-filter.js";

const events = [
  { title: "Summerfest", description: "Grillen a Musek", category: "Party", date: "2027-06-12T15:00:00Z" },
  { title: "Buergbrennen", description: "Traditioun am Wanter", category: "Traditioun", date: "2027-03-07T17:00:00Z" },
  { title: "Kino-Owend", description: "Film mat POPCORN", category: "Kultur", date: "2026-01-10T18:00:00Z" },
];

describe("filterEvents", () => {
  it("searches title and description, ignoring case", () => {
    expect(filterEvents(events, "popcorn", "").map((e) => e.title)).toEqual(["Kino-Owend"]);
    expect(filterEvents(events, "SUMMER", "").map((e) => e.title)).toEqual(["Summerfest"]);
    expect(filterEvents(events, "  ", "")).toHaveLength(3);
  });

  it("filters by category and combines with the search", () => {
    expect(filterEvents(events, "", "Traditioun").map((e) => e.title)).toEqual(["Buergbrennen"]);
    expect(filterEvents(events, "grillen", "Traditioun")).toEqual([]);
  });
});

describe("splitByTime", () => {
  it("puts upcoming events first, soonest first, and past ones apart, newest first", () => {
    const now = Date.parse("2027-01-01T00:00:00Z");
    const { upcoming, past } = splitByTime(events, now);
    expect(upcoming.map((e) => e.title)).toEqual(["Buergbrennen", "Summerfest"]);
    expect(past.map((e) => e.title)).toEqual(["Kino-Owend"]);
  });
});
