import { createRandom, pick } from "./random.js";
import { svg } from "./shapes.js";

const brandColors = ["#b5485d", "#2a6f6a", "#6a4c93", "#c8553d", "#264653", "#9c6644"] as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A sponsor's logo: an emblem with the initials and the name beside it (600x400). */
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
      ? `<circle cx="300" cy="150" r="95" fill="${color}"/><circle cx="300" cy="150" r="80" fill="none" stroke="#fff" stroke-width="4" opacity="0.6"/>`
      : shape === "shield"
        ? `<path d="M210 65 L390 65 L390 150 Q390 230 300 255 Q210 230 210 150 Z" fill="${color}"/>`
        : `<rect x="205" y="55" width="190" height="190" rx="42" fill="${color}"/>`;
  const body = `<rect width="600" height="400" fill="#fffaf4"/>${emblem}<text x="300" y="178" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="80" fill="#fff">${escapeXml(initials)}</text><text x="300" y="330" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="42" fill="#2b1630">${escapeXml(name)}</text><rect x="240" y="350" width="120" height="6" rx="3" fill="${color}"/>`;
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
