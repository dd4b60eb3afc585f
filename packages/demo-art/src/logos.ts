import { createRandom, pick } from "./random.js";
import { svg } from "./shapes.js";

const brandColors = ["#b5485d", "#2a6f6a", "#6a4c93", "#c8553d", "#264653", "#9c6644"] as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A sponsor's logo (600x400): a monogram emblem in the brand's colour. No name in it: the site
 * shows the name as the card's heading right below, and a logo that repeats it reads twice.
 */
export function sponsorLogoSvg(name: string, seed: number): string {
  const r = createRandom(seed);
  const color = pick(r, brandColors);
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const shape = pick(r, ["circle", "shield", "rounded"] as const);
  const emblem =
    shape === "circle"
      ? `<circle cx="300" cy="200" r="130" fill="${color}"/><circle cx="300" cy="200" r="112" fill="none" stroke="#fff" stroke-width="5" opacity="0.6"/>`
      : shape === "shield"
        ? `<path d="M180 80 L420 80 L420 195 Q420 300 300 335 Q180 300 180 195 Z" fill="${color}"/><path d="M200 100 L400 100 L400 195 Q400 285 300 314 Q200 285 200 195 Z" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>`
        : `<rect x="170" y="70" width="260" height="260" rx="58" fill="${color}"/><rect x="190" y="90" width="220" height="220" rx="44" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>`;
  const ribbon = `<path d="M60 200 L150 200 M450 200 L540 200" stroke="${color}" stroke-width="6" stroke-linecap="round" opacity="0.35"/>`;
  const mark = `${emblem}<text x="300" y="${shape === "shield" ? 238 : 236}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="700" font-size="92" fill="#fff">${escapeXml(initials)}</text>`;
  const body = `<rect width="600" height="400" fill="#fffaf4"/>${ribbon}<g transform="translate(300 200) scale(1.2) translate(-300 -200)">${mark}</g>`;
  return svg(600, 400, "", body);
}

/** Neutral pictures for a missing sponsor logo, category cover or member photo. */
export function placeholderSvg(kind: "logo" | "cover" | "person"): string {
  if (kind === "person") {
    return svg(
      600,
      600,
      "",
      `<rect width="600" height="600" fill="#f1e6ee"/><circle cx="300" cy="235" r="105" fill="#c9aebf"/><path d="M110 600 Q110 380 300 380 Q490 380 490 600 Z" fill="#c9aebf"/>`,
    );
  }
  if (kind === "cover") {
    return svg(
      800,
      600,
      `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#f6e3d7"/><stop offset="100%" stop-color="#e9cfe0"/></linearGradient>`,
      `<rect width="800" height="600" fill="url(#g)"/><circle cx="520" cy="220" r="55" fill="#f3b99b"/><path d="M150 450 L320 260 L430 380 L500 310 L650 450 Z" fill="#b98aa8"/>`,
    );
  }
  return svg(
    600,
    400,
    "",
    `<rect width="600" height="400" fill="#f7f1ec"/><path d="M220 290 L220 170 L300 115 L380 170 L380 290 Z" fill="#d8c3b5"/><rect x="280" y="220" width="40" height="70" fill="#f7f1ec"/>`,
  );
}
