import { describe, expect, it } from "vitest";
import { numberInAlbum, photoLabel } from "./photo-label.js";

describe("a photo's name", () => {
  it("is its title, else its caption, else its album's name and its number", () => {
    expect(photoLabel({ alt: "Grillstand", caption: "Um 18 Auer" }, "Summerfest", 3)).toBe("Grillstand");
    expect(photoLabel({ alt: "", caption: " Mam Bus op Réimech " }, "Ausflug", 2)).toBe("Mam Bus op Réimech");
    expect(photoLabel({ alt: " ", caption: null }, "Summerfest 2026", 12)).toBe("Summerfest 2026 12");
  });

  it("numbers each album's photos from 1, in the list's order", () => {
    const photos = [
      { id: 7, categoryId: 1 },
      { id: 3, categoryId: 2 },
      { id: 9, categoryId: 1 },
      { id: 4, categoryId: 2 },
    ];
    expect(photos.map((photo) => numberInAlbum(photos, photo))).toEqual([1, 1, 2, 2]);
    expect(numberInAlbum(photos, { id: 99, categoryId: 1 })).toBe(0);
  });
});
