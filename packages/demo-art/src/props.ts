// Small props the scenes share: flames, glows, bunting, trees, smoke. Plain shapes, cheap to rasterise.
import { between, pick } from "./random.js";
import type { Random } from "./shapes.js";

/** A radial glow gradient definition (use as fill="url(#id)"). */
export function glowDef(id: string, color: string, opacity = 0.9): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A tongue of flame standing on (x, baseY). */
export function flame(x: number, baseY: number, width: number, height: number, fill: string, opacity = 0.9): string {
  return `<path d="M${x - width / 2} ${baseY} Q${x - width / 2} ${baseY - height * 0.55} ${x} ${baseY - height} Q${x + width / 2} ${baseY - height * 0.55} ${x + width / 2} ${baseY} Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** A cluster of flames in fire colours. */
export function fire(r: Random, x: number, baseY: number, size: number, count = 6): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += flame(
      x + between(r, -size * 0.35, size * 0.35),
      baseY,
      between(r, size * 0.25, size * 0.55),
      between(r, size * 0.6, size * 1.2),
      pick(r, ["#ff6b35", "#ff9f1c", "#ffd166", "#ef476f"]),
      0.85,
    );
  }
  return out + flame(x, baseY, size * 0.3, size * 0.55, "#fff1b8", 0.9);
}

/** Triangular bunting along a gentle curve. */
export function bunting(
  r: Random,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  colors: readonly string[],
) {
  const n = 16;
  let flags = `<path d="M${x1} ${y1} Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + sag * 2} ${x2} ${y2}" stroke="#3a2a33" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2 + sag * 2;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t * t * y2;
    flags += `<path d="M${(x - 26).toFixed(0)} ${y.toFixed(0)} L${(x + 26).toFixed(0)} ${y.toFixed(0)} L${x.toFixed(0)} ${(y + 60).toFixed(0)} Z" fill="${pick(r, colors)}"/>`;
  }
  return flags;
}

/** A deciduous tree: trunk and a few overlapping crowns. */
export function tree(r: Random, x: number, groundY: number, size: number, greens: readonly string[]): string {
  let out = `<rect x="${x - size * 0.06}" y="${groundY - size * 0.9}" width="${size * 0.12}" height="${size * 0.9}" fill="#4a3326"/>`;
  for (let i = 0; i < 4; i++) {
    out += `<circle cx="${(x + between(r, -size * 0.3, size * 0.3)).toFixed(0)}" cy="${(groundY - size * between(r, 0.95, 1.4)).toFixed(0)}" r="${(size * between(r, 0.3, 0.45)).toFixed(0)}" fill="${pick(r, greens)}"/>`;
  }
  return out;
}

/** Soft smoke puffs rising from (x, y). */
export function smoke(r: Random, x: number, y: number, count: number, color = "#f4efe9"): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = i / count;
    out += `<circle cx="${(x + between(r, -40, 40) + t * 120).toFixed(0)}" cy="${(y - t * 380).toFixed(0)}" r="${(30 + t * 70).toFixed(0)}" fill="${color}" opacity="${(0.45 - t * 0.35).toFixed(2)}"/>`;
  }
  return out;
}

/** A seated person seen from the side or back; `scale` 1 is about 80 px tall. */
export function seated(x: number, groundY: number, scale: number, fill: string): string {
  const s = scale;
  return `<circle cx="${x}" cy="${groundY - 78 * s}" r="${11 * s}" fill="${fill}"/><path d="M${x - 14 * s} ${groundY - 64 * s} Q${x} ${groundY - 70 * s} ${x + 14 * s} ${groundY - 64 * s} L${x + 16 * s} ${groundY - 22 * s} L${x + 40 * s} ${groundY - 18 * s} L${x + 40 * s} ${groundY} L${x - 16 * s} ${groundY} Z" fill="${fill}"/>`;
}
