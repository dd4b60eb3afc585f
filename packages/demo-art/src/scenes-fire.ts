// The Buergbrennen's pictures: building the Buerg by day, the torch procession at dusk, sitting
// around the fire, sparks against the night and the last embers.
import type { Canvas } from "./canvas.js";
import { fire, glowDef, seated, smoke, tree } from "./props.js";
import { between, pick } from "./random.js";
import { person, ridge, skyGradient, stars } from "./shapes.js";

type Painter = (c: Canvas) => [string, string];

/** The Buerg: a cone of branches with a cross on top, as it is built in Luxembourg's villages. */
function buerg(x: number, groundY: number, height: number, fill: string, stroke: string): string {
  const half = height * 0.38;
  let out = `<path d="M${x - half} ${groundY} L${x} ${groundY - height} L${x + half} ${groundY} Z" fill="${fill}"/>`;
  for (let i = 1; i < 7; i++) {
    const y = groundY - (height * i) / 7;
    const wdt = half * (1 - i / 7);
    out += `<line x1="${x - wdt - 20}" y1="${y + 20}" x2="${x + wdt + 20}" y2="${y - 10}" stroke="${stroke}" stroke-width="8" stroke-linecap="round"/>`;
  }
  out += `<rect x="${x - 7}" y="${groundY - height - 150}" width="14" height="160" fill="${stroke}"/><rect x="${x - 60}" y="${groundY - height - 110}" width="120" height="14" fill="${stroke}"/>`;
  return out;
}

export const firePainters = {
  "buerg-burning": (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#0d0b1f", "#2a1533", "#6b2a2a"])}${glowDef("blaze", "#ff8a2e", 0.8)}`;
    const ground = h * 0.86;
    const x = w * between(r, 0.42, 0.58);
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>${stars(r, w, h * 0.4, 50)}`;
    body += `<ellipse cx="${x}" cy="${ground - h * 0.3}" rx="${w * 0.42}" ry="${h * 0.55}" fill="url(#blaze)"/>`;
    body += buerg(x, ground, h * 0.5, "#2a1410", "#1a0c08");
    body +=
      fire(r, x, ground, h * 0.42, 9) + fire(r, x - 120, ground, h * 0.25, 4) + fire(r, x + 120, ground, h * 0.25, 4);
    for (let i = 0; i < 60; i++)
      body += `<circle cx="${(x + between(r, -400, 400)).toFixed(0)}" cy="${between(r, h * 0.05, ground - h * 0.4).toFixed(0)}" r="${between(r, 2, 5).toFixed(1)}" fill="#ffd166" opacity="${between(r, 0.4, 1).toFixed(2)}"/>`;
    body += `<rect y="${ground}" width="${w}" height="${h - ground}" fill="#120a10"/>`;
    for (let i = 0; i < 16; i++)
      body += person(
        Math.round((w / 16) * (i + between(r, 0.1, 0.9))),
        h * 1.02 + between(r, 0, 30),
        between(r, 1.6, 2.2),
        "#07040a",
        r() < 0.2,
      );
    return [defs, body];
  },
  "bonfire-build": (c) => {
    const { r, w, h } = c;
    const defs = skyGradient("sky", ["#7d94b5", "#b9c7d9", "#e6e2da"]);
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    body += ridge(r, w, h, h * 0.55, h * 0.04, "#8a9a8c") + ridge(r, w, h, h * 0.64, h * 0.03, "#6f8a6a");
    for (let i = 0; i < 5; i++)
      body += tree(r, between(r, 0, w * 0.3), h * 0.66, between(r, 90, 130), ["#5d6b4f", "#6e7a5a"]);
    body += `<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#7f9a5c"/>`;
    for (let i = 0; i < 12; i++)
      body += `<ellipse cx="${between(r, 0, w).toFixed(0)}" cy="${between(r, h * 0.74, h).toFixed(0)}" rx="${between(r, 40, 110).toFixed(0)}" ry="14" fill="#eef1f4" opacity="0.8"/>`;
    body += buerg(w * 0.58, h * 0.78, h * 0.48, "#8b5a3c", "#5b3a24");
    // A tractor with a trailer of wood, and helpers carrying branches.
    const tx = w * 0.1;
    const ty = h * 0.9;
    body += `<rect x="${tx}" y="${ty - 120}" width="260" height="70" fill="#9c6b45"/>`;
    for (let i = 0; i < 5; i++)
      body += `<rect x="${tx + 10}" y="${ty - 140 - i * 12}" width="240" height="14" rx="7" fill="#6e4a2f"/>`;
    body += `<rect x="${tx + 270}" y="${ty - 150}" width="140" height="100" rx="10" fill="#c0392b"/><rect x="${tx + 320}" y="${ty - 210}" width="80" height="70" fill="#c0392b"/><rect x="${tx + 330}" y="${ty - 200}" width="60" height="40" fill="#bcd6e6"/><circle cx="${tx + 380}" cy="${ty - 40}" r="50" fill="#222"/><circle cx="${tx + 290}" cy="${ty - 30}" r="30" fill="#222"/><circle cx="${tx + 60}" cy="${ty - 40}" r="32" fill="#222"/><circle cx="${tx + 200}" cy="${ty - 40}" r="32" fill="#222"/>`;
    for (let i = 0; i < 4; i++) {
      const x = Math.round(w * (0.72 + i * 0.07));
      const y = h * (0.9 + (i % 2) * 0.04);
      body += person(x, y, 1.3, pick(r, ["#2a6f6a", "#c0392b", "#264653", "#e09f3e"]));
      body += `<line x1="${x - 60}" y1="${y - 100}" x2="${x + 70}" y2="${y - 120}" stroke="#6e4a2f" stroke-width="12" stroke-linecap="round"/>`;
    }
    return [defs, body];
  },
  "torch-parade": (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#121a3d", "#2e2a63", "#6a3f7a", "#c46a6a"])}${glowDef("torch", "#ffb347", 0.75)}`;
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>${stars(r, w, h * 0.5, 40)}`;
    body += ridge(r, w, h, h * 0.58, h * 0.03, "#231a3a");
    // Houses along the road, windows lit.
    for (let i = 0; i < 7; i++) {
      const x = i * (w / 7);
      body += `<rect x="${x}" y="${h * 0.48}" width="${w / 7 - 20}" height="${h * 0.14}" fill="#1a1430"/><path d="M${x - 10} ${h * 0.48} L${x + w / 14 - 10} ${h * 0.4} L${x + w / 7 - 10} ${h * 0.48} Z" fill="#1a1430"/><rect x="${x + 40}" y="${h * 0.52}" width="30" height="36" fill="#ffd27a" opacity="${between(r, 0.5, 1).toFixed(2)}"/>`;
    }
    body += `<path d="M${w * 0.42} ${h * 0.62} L${w * 0.58} ${h * 0.62} L${w} ${h} L0 ${h} Z" fill="#3a2f48"/><path d="M0 ${h * 0.62} L${w * 0.42} ${h * 0.62} L0 ${h} Z M${w} ${h * 0.62} L${w * 0.58} ${h * 0.62} L${w} ${h} Z" fill="#1b1628"/>`;
    // The procession walking towards us, each with a torch.
    for (let i = 0; i < 14; i++) {
      const t = i / 13;
      const s = 0.35 + t * t * 1.9;
      const y = h * (0.64 + t * 0.34);
      const x = Math.round(w / 2 + (i % 2 ? 1 : -1) * (30 + t * w * 0.22) + between(r, -20, 20));
      body += person(x, y, s, "#0d0a16");
      const hx = x + 22 * s;
      const hy = y - 125 * s;
      body += `<circle cx="${hx}" cy="${hy}" r="${60 * s}" fill="url(#torch)"/><line x1="${hx}" y1="${hy}" x2="${hx - 4 * s}" y2="${y - 70 * s}" stroke="#3a2418" stroke-width="${4 * s}"/>`;
      body += fire(r, hx, hy, 28 * s, 3);
    }
    return [defs, body];
  },
  sparks: (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#05030a", "#140816", "#3a130f"])}${glowDef("heat", "#ff7b2e", 0.8)}`;
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/><ellipse cx="${w / 2}" cy="${h}" rx="${w * 0.7}" ry="${h * 0.6}" fill="url(#heat)"/>`;
    for (let i = 0; i < 220; i++) {
      const x = between(r, 0, w);
      const y = between(r, 0, h * 0.9);
      const len = between(r, 14, 60);
      const dx = between(r, -0.4, 0.4) * len;
      body += `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x + dx).toFixed(0)}" y2="${(y + len).toFixed(0)}" stroke="${pick(r, ["#ffd166", "#ff9f1c", "#fff1b8", "#ff6b35"])}" stroke-width="${between(r, 2, 5).toFixed(1)}" stroke-linecap="round" opacity="${between(r, 0.4, 1).toFixed(2)}"/>`;
    }
    for (let i = 0; i < 6; i++) body += fire(r, w * (0.1 + i * 0.16), h * 1.05, between(r, 220, 360), 5);
    return [defs, body];
  },
  "around-fire": (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#0b0b22", "#1c1838", "#2e2040"])}${glowDef("warm", "#ff9a3c", 0.6)}`;
    const fx = w * 0.5;
    const ground = h * 0.72;
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>${stars(r, w, h * 0.5, 80)}`;
    body += ridge(r, w, h, h * 0.6, h * 0.03, "#151228");
    body += `<rect y="${ground - 20}" width="${w}" height="${h - ground + 20}" fill="#1d1520"/><ellipse cx="${fx}" cy="${ground}" rx="${w * 0.45}" ry="${h * 0.4}" fill="url(#warm)"/>`;
    body += `<path d="M${fx - 120} ${ground + 10} L${fx + 120} ${ground - 10} M${fx - 120} ${ground - 10} L${fx + 120} ${ground + 10}" stroke="#3b2418" stroke-width="24" stroke-linecap="round"/>`;
    body += fire(r, fx, ground, 200, 7) + smoke(r, fx, ground - 260, 5, "#6b5a6e");
    // People on logs around it, lit on the fire's side; bowls of soup steaming.
    for (let i = 0; i < 4; i++) {
      const side = i % 2 ? 1 : -1;
      const x = Math.round(fx + side * (260 + Math.floor(i / 2) * 260));
      const y = ground + 40 + Math.floor(i / 2) * 50;
      body += `<rect x="${x - 90}" y="${y - 6}" width="180" height="34" rx="17" fill="#4a2f22"/>`;
      body +=
        side > 0
          ? seated(x, y, 1.8, "#2a1a1e")
          : `<g transform="translate(${2 * x} 0) scale(-1 1)">${seated(x, y, 1.8, "#2a1a1e")}</g>`;
      body += `<path d="M${x - side * 40 - 26} ${y - 80} a26 16 0 0 0 52 0 Z" fill="#e8d3b0"/>`;
      body += `<path d="M${x - side * 40} ${y - 96} q-12 -20 0 -40 q12 -20 0 -40" stroke="#fff" stroke-width="5" fill="none" opacity="0.4"/>`;
    }
    for (let i = 0; i < 3; i++) {
      const x = Math.round(w * (0.15 + i * 0.35));
      body += person(x, h * 1.04, 2.6, "#0c080f");
    }
    return [defs, body];
  },
  embers: (c) => {
    const { r, w, h } = c;
    const defs = `${glowDef("ember", "#ff5a1f", 0.9)}${glowDef("core", "#ffd166", 0.9)}`;
    let body = `<rect width="${w}" height="${h}" fill="#0c0608"/><ellipse cx="${w / 2}" cy="${h * 0.7}" rx="${w * 0.6}" ry="${h * 0.45}" fill="url(#ember)"/><ellipse cx="${w / 2}" cy="${h * 0.72}" rx="${w * 0.25}" ry="${h * 0.15}" fill="url(#core)"/>`;
    // Charred logs, glowing cracks along them.
    for (let i = 0; i < 7; i++) {
      const x = between(r, w * 0.15, w * 0.85);
      const y = between(r, h * 0.55, h * 0.9);
      const len = between(r, 360, 620);
      const angle = between(r, -25, 25);
      body += `<g transform="rotate(${angle.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"><rect x="${(x - len / 2).toFixed(0)}" y="${(y - 40).toFixed(0)}" width="${len.toFixed(0)}" height="80" rx="40" fill="${pick(r, ["#1e1210", "#2a1814", "#160d0b"])}"/>`;
      for (let k = 0; k < 5; k++)
        body += `<path d="M${(x - len / 2 + 40 + k * (len / 5)).toFixed(0)} ${(y - 20).toFixed(0)} l30 16 l-18 14 l26 12" stroke="${pick(r, ["#ff6b1f", "#ffa23c", "#ffd166"])}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      body += "</g>";
    }
    for (let i = 0; i < 6; i++) body += fire(r, between(r, w * 0.3, w * 0.7), h * 0.62, between(r, 60, 110), 2);
    for (let i = 0; i < 60; i++)
      body += `<circle cx="${between(r, w * 0.2, w * 0.8).toFixed(0)}" cy="${between(r, h * 0.1, h * 0.6).toFixed(0)}" r="${between(r, 2, 5).toFixed(1)}" fill="#ffb347" opacity="${between(r, 0.3, 0.9).toFixed(2)}"/>`;
    return [defs, body];
  },
} satisfies Record<string, Painter>;
