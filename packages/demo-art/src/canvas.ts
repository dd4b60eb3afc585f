import { type SkyName, skies } from "./palette.js";
import { between } from "./random.js";
import { type Random, ridge, skyGradient, stars } from "./shapes.js";

export interface Canvas {
  r: Random;
  w: number;
  h: number;
}

export function landscape(c: Canvas, sky: SkyName, options: { sun?: boolean; moon?: boolean; night?: boolean } = {}) {
  const { r, w, h } = c;
  const defs = `${skyGradient("sky", skies[sky])}<radialGradient id="glow"><stop offset="0%" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="100%" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  if (options.night) body += stars(r, w, h, 70);
  const sx = between(r, w * 0.55, w * 0.85);
  const sy = between(r, h * 0.22, h * 0.4);
  if (options.sun)
    body += `<circle cx="${sx}" cy="${sy}" r="${h * 0.22}" fill="url(#glow)"/><circle cx="${sx}" cy="${sy}" r="${h * 0.08}" fill="#ffe2a0"/>`;
  if (options.moon)
    body += `<circle cx="${sx}" cy="${sy * 0.7}" r="${h * 0.16}" fill="url(#glow)" opacity="0.6"/><circle cx="${sx}" cy="${sy * 0.7}" r="${h * 0.06}" fill="#fdf3d8"/>`;
  body += ridge(r, w, h, h * 0.62, h * 0.05, options.night ? "#2a1c3d" : "#6b3a5e");
  body += ridge(r, w, h, h * 0.72, h * 0.04, options.night ? "#1e1530" : "#4b2a4c");
  return { defs, body };
}
