import { describe, expect, it } from "vitest";
import { categoryArt, categoryArtKind } from "./category-art.js";

describe("an event category's illustration", () => {
  it("reads the kind from the name in any of the site's languages", () => {
    for (const name of ["Party", "Fest", "Fête", "Festa", "Fuesend"]) expect(categoryArtKind(name), name).toBe("party");
    for (const name of ["Sport", "Sport & Spill", "Desporto", "Fussball"])
      expect(categoryArtKind(name), name).toBe("sport");
    for (const name of ["Kultur", "Culture", "Cultura", "Kino", "Musek"])
      expect(categoryArtKind(name), name).toBe("culture");
    for (const name of ["Traditioun", "Tradition", "Tradição", "Halloween"]) {
      expect(categoryArtKind(name), name).toBe("tradition");
    }
    for (const name of ["Aner", "Bastelen", "", "!!"]) expect(categoryArtKind(name), name).toBe("other");
  });

  it("gives the file's address", () => {
    expect(categoryArt("Sport")).toBe("/placeholders/event-sport.webp");
    expect(categoryArt("Eppes anescht")).toBe("/placeholders/event-other.webp");
  });
});
