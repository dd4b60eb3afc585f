// Renders the site's own pictures from the generated art: the hero in two widths, the
// placeholders for missing images (an illustration per event category), and the favicon. Runs before every build; never downloads.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { placeholderSvg, type SceneKind, sceneSvg } from "@jugendclub/demo-art";
import sharp from "sharp";
import { CATEGORY_ART_KINDS, type CategoryArtKind } from "../src/lib/category-art.js";

const publicDir = join(import.meta.dirname, "..", "public");
mkdirSync(join(publicDir, "images"), { recursive: true });
mkdirSync(join(publicDir, "placeholders"), { recursive: true });

const hero = Buffer.from(sceneSvg("village-hero", 4, 1920, 1080));
for (const width of [800, 1600]) {
  await sharp(hero)
    .resize({ width })
    .webp({ quality: 72 })
    .toFile(join(publicDir, "images", `hero-${width}.webp`));
}
// The club's share picture (og:image of the pages without their own, 1200×630) and its logo as PNG
// (for structured data, which wants a raster image).
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="14" fill="#a52d50"/><path d="M6 40 Q24 26 42 40 Z" fill="#6e1a36"/><path d="M24 9 C30 17 32 22 28 29 C27 25 25 24 24 22 C22 26 19 27 20 32 C15 27 17 18 24 9 Z" fill="#ffc327"/></svg>';
await sharp(Buffer.from(LOGO_SVG), { density: 800 })
  .resize(512, 512)
  .png()
  .toFile(join(publicDir, "images", "logo.png"));
const shareLogo = await sharp(Buffer.from(LOGO_SVG), { density: 400 }).resize(160, 160).png().toBuffer();
const shade = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#2b1630" stop-opacity="0"/><stop offset="1" stop-color="#2b1630" stop-opacity="0.75"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/></svg>',
);
await sharp(hero)
  .resize(1200, 630, { fit: "cover" })
  .composite([
    { input: shade, top: 0, left: 0 },
    { input: shareLogo, top: 420, left: 64 },
  ])
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(join(publicDir, "images", "share.png"));

// An event without a picture shows its category's illustration (src/lib/category-art.ts).
const CATEGORY_SCENES = {
  party: "concert",
  sport: "football",
  culture: "cinema",
  tradition: "bonfire",
  other: "group-trip",
} as const satisfies Record<CategoryArtKind, SceneKind>;
for (const kind of CATEGORY_ART_KINDS) {
  await sharp(Buffer.from(sceneSvg(CATEGORY_SCENES[kind], 3, 1200, 800)))
    .resize({ width: 800 })
    .webp({ quality: 62 })
    .toFile(join(publicDir, "placeholders", `event-${kind}.webp`));
}
for (const kind of ["logo", "cover", "person"] as const) {
  writeFileSync(join(publicDir, "placeholders", `${kind}.svg`), placeholderSvg(kind));
}
writeFileSync(
  join(publicDir, "favicon.svg"),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="14" fill="#a52d50"/><path d="M6 40 Q24 26 42 40 Z" fill="#6e1a36"/><path d="M24 9 C30 17 32 22 28 29 C27 25 25 24 24 22 C22 26 19 27 20 32 C15 27 17 18 24 9 Z" fill="#ffc327"/></svg>',
);
console.log("generated hero, share picture, logo, placeholders and favicon into apps/web/public");
