// The share picture of an event (og:image): 1200×630 PNG, the event's picture (or the club's
// artwork) under a wine-coloured shade, the club's logo and name, the date on an amber label and
// the title, as the site sets them. Text is drawn by sharp (Pango) from a font file bundled in the
// repository, so it looks the same on every server whatever fonts it has.

import { CLUB_NAME } from "../club.js";
import { formatLuxembourgDateTime } from "../luxembourg-date.js";
import { loadSharp } from "./sharp-loader.js";

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** "12. Juni 2027 um 19:00" in Luxembourg time, as the site writes dates (de-LU, long month). */
export const previewDate = formatLuxembourgDateTime;

/** The club's emblem (as the site's favicon and header logo). */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="14" fill="#a52d50"/><path d="M6 40 Q24 26 42 40 Z" fill="#6e1a36"/><path d="M24 9 C30 17 32 22 28 29 C27 25 25 24 24 22 C22 26 19 27 20 32 C15 27 17 18 24 9 Z" fill="#ffc327"/></svg>';

/** Without any picture: the site's colours with its hill and flame, large. */
const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}"><defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6e1a36"/><stop offset="1" stop-color="#c03a5f"/></linearGradient></defs><rect width="1200" height="630" fill="url(#sky)"/><circle cx="930" cy="170" r="90" fill="#ffd052" opacity="0.85"/><path d="M0 470 Q300 360 620 450 T1200 420 V630 H0 Z" fill="#8a2444"/><path d="M0 540 Q400 450 800 530 T1200 520 V630 H0 Z" fill="#4a1228"/></svg>`;

const SHADE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b1630" stop-opacity="0.55"/><stop offset="0.3" stop-color="#2b1630" stop-opacity="0.15"/><stop offset="0.55" stop-color="#2b1630" stop-opacity="0.55"/><stop offset="1" stop-color="#2b1630" stop-opacity="0.92"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/></svg>`;

/** Text for Pango's markup: &, < and > as entities, control characters dropped. */
function markup(text: string): string {
  return text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

interface TextBox {
  text: string;
  color: string;
  size: number;
  width: number;
  /** With a height, the text is made smaller until it fits the box. */
  height?: number;
}

async function textImage(fontFile: string, box: TextBox): Promise<{ data: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${box.color}">${markup(box.text)}</span>`,
      font: `DejaVu Sans Bold ${box.size}`,
      fontfile: fontFile,
      width: box.width,
      ...(box.height ? { height: box.height } : {}),
      wrap: "word",
      rgba: true,
      spacing: Math.round(box.size * 0.1),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface PreviewInput {
  title: string;
  date: Date;
  /** The event's picture (any format sharp reads), or the club's artwork; null for the fallback. */
  picture: Buffer | null;
  /** A TrueType font file (the bundled DejaVu Sans Bold). */
  fontFile: string;
}

/** The event's share picture as PNG, 1200×630. */
export async function eventPreviewPng(input: PreviewInput): Promise<Buffer> {
  const sharp = await loadSharp();
  const background = await sharp(input.picture ?? Buffer.from(FALLBACK_SVG))
    .rotate()
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: "cover", position: "attention" })
    .toBuffer()
    .catch(() => sharp(Buffer.from(FALLBACK_SVG)).resize(PREVIEW_WIDTH, PREVIEW_HEIGHT).toBuffer());

  const margin = 64;
  const logo = await sharp(Buffer.from(LOGO_SVG), { density: 300 }).resize(84, 84).png().toBuffer();
  const club = await textImage(input.fontFile, { text: CLUB_NAME, color: "#ffffff", size: 30, width: 800 });
  const date = await textImage(input.fontFile, {
    text: previewDate(input.date),
    color: "#2b1630",
    size: 28,
    width: 900,
  });
  // The title at 64 px on two lines at most; a longer one is set smaller until it fits (a box with
  // a height makes Pango fit the text, which would also blow a short title up, so only then).
  const titleBox = { text: input.title, color: "#ffffff", size: 64, width: PREVIEW_WIDTH - 2 * margin };
  let title = await textImage(input.fontFile, titleBox);
  if (title.height > 170) title = await textImage(input.fontFile, { ...titleBox, height: 170 });

  const pillPadX = 22;
  const pillPadY = 12;
  const pillWidth = date.width + 2 * pillPadX;
  const pillHeight = date.height + 2 * pillPadY;
  const titleTop = PREVIEW_HEIGHT - margin - title.height;
  const pillTop = titleTop - 28 - pillHeight;
  const pill = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pillWidth}" height="${pillHeight}"><rect width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="#ffc327"/></svg>`,
  );
  return sharp(background)
    .composite([
      { input: Buffer.from(SHADE_SVG), top: 0, left: 0 },
      { input: logo, top: 48, left: margin },
      { input: club.data, top: 48 + Math.round((84 - club.height) / 2), left: margin + 84 + 20 },
      { input: pill, top: pillTop, left: margin },
      { input: date.data, top: pillTop + pillPadY, left: margin + pillPadX },
      { input: title.data, top: titleTop, left: margin },
    ])
    .png({ compressionLevel: 8 })
    .toBuffer();
}
