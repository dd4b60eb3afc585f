import { describe, expect, it } from "vitest";
import { titleFromFileName } from "../src/photo-titles.js";

describe("a photo's title from its file name", () => {
  it("gives no title for the names cameras, phones and apps make (issue 34: every phone photo was 'IMG')", () => {
    for (const name of [
      "IMG_20260712_1234.jpg",
      "IMG_1234.JPG",
      "IMG-20260712-WA0007.jpg",
      "DSC_0001.JPG",
      "DSCN4711.jpg",
      "PXL_20260712_123456789.MP.jpg",
      "PXL_20260712_123456789.PORTRAIT.jpg",
      "P1010001.JPG",
      "Screenshot_20260712-123456_Instagram.png",
      "Screenshot 2026-07-12 at 12.34.56.png",
      "Bildschirmfoto 2026-07-12 um 12.34.56.png",
      "WhatsApp Image 2026-07-12 at 12.34.56.jpeg",
      "WhatsApp Image 2026-07-12 at 12.34.56 (1).jpeg",
      "20260712_123456.jpg",
      "1234.jpg",
      "Camera/DCIM/IMG_5678 (2).HEIC",
    ]) {
      expect(titleFromFileName(name), name).toBe("");
    }
  });

  it("keeps the words a person typed, without the camera's number or a counter", () => {
    expect(titleFromFileName("Summerfest_Bühn-03.jpg")).toBe("Summerfest Bühn");
    expect(titleFromFileName("Summerfest/DSC_0042 Grillstand.jpg")).toBe("Grillstand");
    expect(titleFromFileName("Buergbrennen 2026 Feier (2).jpg")).toBe("Buergbrennen 2026 Feier");
    expect(titleFromFileName("Kino-Owend.png")).toBe("Kino Owend");
    expect(titleFromFileName("07 Ofschlossfeier.webp")).toBe("Ofschlossfeier");
  });
});
