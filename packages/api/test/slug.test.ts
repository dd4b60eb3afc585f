import { describe, expect, it } from "vitest";
import { eventPath, SLUG_MAX, slugify } from "../src/slug.js";

describe("event slugs", () => {
  it("folds German and Luxembourgish letters to ASCII", () => {
    expect(slugify("Summerfest am Duerf")).toBe("summerfest-am-duerf");
    expect(slugify("Äppelfest: Größte Fête vun Öslinger Jugend")).toBe("aeppelfest-groesste-fete-vun-oeslinger-jugend");
    expect(slugify("Kënschtler-Owend à Dikrech, Süd ẞ")).toBe("kenschtler-owend-a-dikrech-sued-ss");
  });

  it("puts one dash between words, none at the ends, and keeps digits", () => {
    expect(slugify("  --Fuesbal 2027!!  (Sall) -- ")).toBe("fuesbal-2027-sall");
    expect(slugify("!!!")).toBe("");
  });

  it("cuts a long title at a word, within SLUG_MAX characters", () => {
    const slug = slugify("Een ganz laangen Titel vum Summerfest am Duerf mat Musek an Iessen fir déi ganz Famill");
    expect(slug).toBe("een-ganz-laangen-titel-vum-summerfest-am-duerf-mat-musek-an");
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slugify("x".repeat(200))).toHaveLength(SLUG_MAX);
  });

  it("gives the event page's path, the bare id when the title has no letters", () => {
    expect(eventPath(12, "Summerfest am Duerf")).toBe("/events/12-summerfest-am-duerf");
    expect(eventPath(7, "???")).toBe("/events/7");
  });
});
