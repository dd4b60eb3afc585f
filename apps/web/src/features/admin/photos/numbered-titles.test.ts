import { describe, expect, it } from "vitest";
import { changedRows, numberedTitles } from "./numbered-titles.js";

describe("titles and captions for many photos", () => {
  it("numbers one title through the album, trimmed; one photo keeps it plain; nothing for an empty title", () => {
    expect(numberedTitles(" Summerfest ", 3)).toEqual(["Summerfest 1", "Summerfest 2", "Summerfest 3"]);
    expect(numberedTitles("Bühn", 1)).toEqual(["Bühn"]);
    expect(numberedTitles("  ", 4)).toEqual([]);
  });

  it("sends only the rows a volunteer changed", () => {
    const stored = [
      { id: 1, alt: "A", caption: "" },
      { id: 2, alt: "B", caption: "x" },
      { id: 3, alt: "C", caption: "" },
    ];
    const edited = new Map([
      [1, { alt: "A", caption: "" }],
      [2, { alt: "B", caption: "y" }],
      [3, { alt: "D", caption: "" }],
    ]);
    expect(changedRows(stored, edited)).toEqual([
      { id: 2, alt: "B", caption: "y" },
      { id: 3, alt: "D", caption: "" },
    ]);
  });
});
