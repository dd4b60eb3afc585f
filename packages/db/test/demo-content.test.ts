import { sceneSvg, sponsorLogoSvg } from "@jugendclub/demo-art";
import { describe, expect, it } from "vitest";
import { demoEvents, demoGalleries, demoSponsors } from "../src/demo/content.js";

describe("the demo content's pictures", () => {
  it("gives every photo of a gallery its own subject, and no event the picture of a gallery's cover", () => {
    for (const gallery of demoGalleries) {
      const scenes = gallery.photos.map((photo) => photo.scene);
      expect(new Set(scenes).size, gallery.name(new Date())).toBe(scenes.length);
      const cover = gallery.photos[gallery.cover]?.scene;
      expect(demoEvents.map((event) => event.scene)).not.toContain(cover);
    }
  });

  it("draws a different picture for each subject", () => {
    const kinds = new Set([
      ...demoEvents.map((e) => e.scene),
      ...demoGalleries.flatMap((g) => g.photos.map((p) => p.scene)),
    ]);
    const pictures = new Set([...kinds].map((kind) => sceneSvg(kind, 1)));
    expect(pictures.size).toBe(kinds.size);
  });

  it("draws sponsor logos without the sponsor's name, which the card shows as its heading", () => {
    for (const [index, sponsor] of demoSponsors.entries()) {
      const logo = sponsorLogoSvg(sponsor.name, index + 1);
      for (const word of sponsor.name.split(" ")) expect(logo).not.toContain(`>${word}`);
      expect(logo).not.toContain(sponsor.name);
    }
  });
});
