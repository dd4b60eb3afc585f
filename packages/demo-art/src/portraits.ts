import { createRandom, pick } from "./random.js";
import { svg } from "./shapes.js";

const skin = ["#f5d0b5", "#e8b896", "#c98e6b", "#a86b4a", "#7a4a32", "#f1c7a5"] as const;
const hair = ["#2b1b17", "#5a3825", "#a0522d", "#d9b26f", "#1a1a1a", "#7b3f61"] as const;
const shirts = ["#b5485d", "#2a9d8f", "#6a4c93", "#f08a5d", "#264653", "#e9c46a"] as const;
const backgrounds = ["#fde2d4", "#e3f1ef", "#ece4f6", "#fff1cc", "#f9dfe6", "#dfeaf7"] as const;

/** A friendly flat head-and-shoulders avatar (600x600). */
export function portraitSvg(seed: number): string {
  const r = createRandom(seed * 31 + 7);
  const face = pick(r, skin);
  const hairColor = pick(r, hair);
  const style = pick(r, ["short", "long", "bun", "curly"] as const);
  const back =
    style === "long"
      ? `<path d="M190 250 Q180 470 220 520 L380 520 Q420 470 410 250 Z" fill="${hairColor}"/>`
      : style === "bun"
        ? `<circle cx="300" cy="120" r="55" fill="${hairColor}"/>`
        : "";
  const top =
    style === "curly"
      ? [0, 1, 2, 3, 4, 5, 6]
          .map((i) => `<circle cx="${215 + i * 28}" cy="${175 - Math.sin(i / 2) * 20}" r="40" fill="${hairColor}"/>`)
          .join("")
      : `<path d="M195 245 Q200 135 300 135 Q400 135 405 245 Q370 190 300 195 Q235 190 195 245 Z" fill="${hairColor}"/>`;
  const body = `<rect width="600" height="600" fill="${pick(r, backgrounds)}"/>${back}<path d="M120 600 Q130 430 300 420 Q470 430 480 600 Z" fill="${pick(r, shirts)}"/><rect x="265" y="350" width="70" height="80" rx="20" fill="${face}"/><ellipse cx="300" cy="265" rx="100" ry="115" fill="${face}"/>${top}<circle cx="262" cy="275" r="9" fill="#2b1b17"/><circle cx="338" cy="275" r="9" fill="#2b1b17"/><path d="M268 320 Q300 345 332 320" stroke="#8a3b3b" stroke-width="7" fill="none" stroke-linecap="round"/><circle cx="240" cy="305" r="14" fill="#f08a8a" opacity="0.35"/><circle cx="360" cy="305" r="14" fill="#f08a8a" opacity="0.35"/>`;
  return svg(600, 600, "", body);
}
