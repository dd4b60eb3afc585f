// The summer festival's pictures: the grill, the cocktail bar, the dance floor, the garlands, the
// children's games, the sunset over the tent and the clean-up, each in its own colours and framing.
import type { Canvas } from "./canvas.js";
import { accents, warmLights } from "./palette.js";
import { bunting, fire, glowDef, smoke } from "./props.js";
import { between, pick } from "./random.js";
import { bokeh, crowd, person, ridge, skyGradient, stars, stringLights } from "./shapes.js";

type Painter = (c: Canvas) => [string, string];

const FONT = `font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"`;

export const festivalPainters = {
  stage: (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#1b2a5c", "#5b3a86", "#d0647a", "#f7b267"])}${glowDef("spot", "#fff3c4", 0.7)}`;
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    body += ridge(r, w, h, h * 0.62, h * 0.03, "#3b2448");
    // An open-air stage: truss, banner, lights, and the band playing.
    const sx = w * 0.14;
    const sw = w * 0.72;
    body += `<rect x="${sx}" y="${h * 0.2}" width="${sw}" height="${h * 0.48}" fill="#1a1024"/><rect x="${sx}" y="${h * 0.16}" width="${sw}" height="${h * 0.05}" fill="#4a4a55"/><rect x="${sx}" y="${h * 0.16}" width="24" height="${h * 0.6}" fill="#4a4a55"/><rect x="${sx + sw - 24}" y="${h * 0.16}" width="24" height="${h * 0.6}" fill="#4a4a55"/>`;
    body += `<rect x="${w / 2 - 220}" y="${h * 0.24}" width="440" height="90" rx="10" fill="#b5485d"/><text x="${w / 2}" y="${h * 0.24 + 64}" text-anchor="middle" ${FONT} font-size="58" fill="#fff">ROUTEN</text>`;
    for (let i = 0; i < 6; i++) {
      const x = sx + 80 + i * ((sw - 160) / 5);
      const color = pick(r, ["#ffd166", "#ff6fb5", "#6fd3ff", "#b28cff"]);
      body += `<circle cx="${x}" cy="${h * 0.22}" r="16" fill="${color}"/><polygon points="${x},${h * 0.22} ${x - 120},${h * 0.68} ${x + 120},${h * 0.68}" fill="${color}" opacity="0.18"/>`;
    }
    body += `<rect x="${sx}" y="${h * 0.68}" width="${sw}" height="${h * 0.06}" fill="#2b1630"/>`;
    const players = [0.3, 0.5, 0.7];
    for (const [i, p] of players.entries()) {
      const x = Math.round(w * p);
      body += `<circle cx="${x}" cy="${h * 0.5}" r="140" fill="url(#spot)"/>${person(x, h * 0.68, 1.9, "#120818", i === 1)}`;
      if (i !== 1)
        body += `<path d="M${x - 50} ${h * 0.68 - 110} l110 -40 l8 14 l-110 44 Z" fill="${pick(r, ["#e07a1f", "#d23c4f", "#e9c46a"])}"/><ellipse cx="${x - 30}" cy="${h * 0.68 - 95}" rx="38" ry="28" fill="${pick(r, ["#e07a1f", "#d23c4f"])}"/>`;
      else body += `<line x1="${x}" y1="${h * 0.68}" x2="${x}" y2="${h * 0.68 - 160}" stroke="#888" stroke-width="5"/>`;
    }
    body += `<ellipse cx="${w * 0.6}" cy="${h * 0.62}" rx="70" ry="40" fill="#ddd" opacity="0.7"/><ellipse cx="${w * 0.6}" cy="${h * 0.62}" rx="55" ry="30" fill="#b5485d"/>`;
    body += `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#1d1128"/>`;
    body += crowd(r, w, h * 1.02, 13, "#0c0612", 0.5);
    return [defs, body];
  },
  grill: (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#3b1d3f", "#a8436a", "#f2935c", "#ffd08a"])}${glowDef("heat", "#ff9a3c", 0.7)}`;
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    body += ridge(r, w, h, h * 0.6, h * 0.03, "#5a2d4f");
    // The stall: striped awning, counter and its sign.
    const sx = w * 0.08;
    const sw = w * 0.62;
    body += `<rect x="${sx}" y="${h * 0.32}" width="${sw}" height="${h * 0.5}" fill="#6e3b2a"/><rect x="${sx + 30}" y="${h * 0.4}" width="${sw - 60}" height="${h * 0.2}" fill="#f6d9a8"/>`;
    for (let i = 0; i < 10; i++)
      body += `<path d="M${sx - 30 + i * ((sw + 60) / 10)} ${h * 0.24} h${(sw + 60) / 10} v${h * 0.08} q-${(sw + 60) / 20} 30 -${(sw + 60) / 10} 0 Z" fill="${i % 2 ? "#fff6ec" : "#c73e3a"}"/>`;
    body += `<rect x="${sx + sw / 2 - 170}" y="${h * 0.13}" width="340" height="96" rx="14" fill="#2b1630"/><text x="${sx + sw / 2}" y="${h * 0.13 + 68}" text-anchor="middle" ${FONT} font-size="60" fill="#ffd166">GRILL</text>`;
    // The cook in an apron behind the grill.
    body += person(Math.round(sx + sw * 0.55), h * 0.62, 1.5, "#2b1630");
    body += `<rect x="${sx + sw * 0.55 - 16}" y="${h * 0.62 - 120}" width="32" height="70" rx="6" fill="#fff"/><rect x="${sx + sw * 0.55 - 18}" y="${h * 0.62 - 190}" width="36" height="22" rx="8" fill="#fff"/>`;
    // The grill: a long barrel with glowing coals and rows of sausages.
    const gx = w * 0.14;
    const gy = h * 0.66;
    const gw = w * 0.56;
    body += `<ellipse cx="${gx + gw / 2}" cy="${gy}" rx="${gw * 0.6}" ry="${h * 0.16}" fill="url(#heat)"/>`;
    body += `<rect x="${gx}" y="${gy}" width="${gw}" height="${h * 0.09}" rx="20" fill="#2d2a2e"/><rect x="${gx + 20}" y="${gy - 8}" width="${gw - 40}" height="16" rx="8" fill="#ff7b35"/>`;
    body += `<rect x="${gx + 40}" y="${gy + h * 0.09}" width="16" height="${h * 0.2}" fill="#2d2a2e"/><rect x="${gx + gw - 56}" y="${gy + h * 0.09}" width="16" height="${h * 0.2}" fill="#2d2a2e"/>`;
    for (let row = 0; row < 2; row++)
      for (let i = 0; i < 11; i++) {
        const x = gx + 50 + i * ((gw - 100) / 11) + row * 20;
        body += `<rect x="${x.toFixed(0)}" y="${(gy - 28 - row * 22).toFixed(0)}" width="64" height="20" rx="10" fill="${pick(r, ["#a8442e", "#b8552f", "#94381f"])}"/><line x1="${(x + 14).toFixed(0)}" y1="${(gy - 22 - row * 22).toFixed(0)}" x2="${(x + 50).toFixed(0)}" y2="${(gy - 22 - row * 22).toFixed(0)}" stroke="#5a1d10" stroke-width="3"/>`;
      }
    body += fire(r, gx + gw * 0.3, gy - 4, 40, 3) + fire(r, gx + gw * 0.7, gy - 4, 40, 3);
    body += smoke(r, gx + gw * 0.4, gy - 60, 7) + smoke(r, gx + gw * 0.7, gy - 80, 6);
    body += `<rect y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="#3a2230"/>`;
    // Guests queueing on the right.
    for (let i = 0; i < 5; i++)
      body += person(
        Math.round(w * (0.76 + i * 0.05)),
        h * (0.96 + (i % 2) * 0.02),
        1.6 - i * 0.05,
        pick(r, ["#2a1c2e", "#3d2440", "#1e2a36"]),
      );
    return [defs, body];
  },
  "cocktail-bar": (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("wall", ["#0f4c5c", "#13606f", "#1b7f86"])}${glowDef("neon", "#ff7bd5", 0.55)}`;
    let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
    // Shelves with bottles behind the bar.
    for (let s = 0; s < 2; s++) {
      const y = h * (0.3 + s * 0.17);
      body += `<rect x="${w * 0.05}" y="${y}" width="${w * 0.9}" height="12" fill="#5b3a2c"/>`;
      for (let i = 0; i < 16; i++) {
        const x = w * 0.07 + i * w * 0.054 + between(r, -6, 6);
        const bh = between(r, 70, 120);
        body += `<rect x="${x.toFixed(0)}" y="${(y - bh).toFixed(0)}" width="34" height="${bh.toFixed(0)}" rx="8" fill="${pick(r, ["#e9c46a", "#2a9d8f", "#b5485d", "#8ecae6", "#f4a261", "#6a4c93"])}" opacity="0.9"/><rect x="${(x + 11).toFixed(0)}" y="${(y - bh - 26).toFixed(0)}" width="12" height="30" fill="#2b2b2b"/>`;
      }
    }
    // A neon sign.
    body += `<ellipse cx="${w * 0.5}" cy="${h * 0.1}" rx="${w * 0.3}" ry="${h * 0.1}" fill="url(#neon)"/><text x="${w * 0.5}" y="${h * 0.13}" text-anchor="middle" ${FONT} font-size="78" fill="#ffd6f2" stroke="#ff5fc8" stroke-width="3">COCKTAILS</text>`;
    // The counter and the drinks on it.
    const top = h * 0.66;
    body += `<rect y="${top}" width="${w}" height="${h - top}" fill="#7a4a2e"/><rect y="${top}" width="${w}" height="22" fill="#a8683f"/>`;
    for (let i = 0; i < 9; i++)
      body += `<rect x="${i * (w / 9)}" y="${top + 40}" width="6" height="${h - top}" fill="#6a3f26"/>`;
    const drinks = ["#ff8a3d", "#ff4f7b", "#7bd389", "#ffd23f", "#5ec8e5"];
    for (let i = 0; i < 5; i++) {
      const x = w * (0.14 + i * 0.18);
      const color = drinks[i] as string;
      if (i % 2 === 0) {
        // A tall glass with ice, a straw and a slice of lemon.
        body += `<rect x="${x - 60}" y="${top - 260}" width="120" height="260" rx="12" fill="#ffffff" opacity="0.35"/><rect x="${x - 52}" y="${top - 200}" width="104" height="192" rx="8" fill="${color}"/><rect x="${x - 40}" y="${top - 190}" width="36" height="36" rx="6" fill="#fff" opacity="0.5"/><rect x="${x + 4}" y="${top - 150}" width="32" height="32" rx="6" fill="#fff" opacity="0.45"/><line x1="${x + 20}" y1="${top - 150}" x2="${x + 60}" y2="${top - 330}" stroke="#ff3e6c" stroke-width="10" stroke-linecap="round"/><circle cx="${x - 60}" cy="${top - 250}" r="34" fill="#f9e04b" stroke="#e0b91c" stroke-width="6"/>`;
      } else {
        // A cocktail glass with a little umbrella.
        body += `<path d="M${x - 95} ${top - 250} L${x + 95} ${top - 250} L${x} ${top - 130} Z" fill="${color}"/><path d="M${x - 95} ${top - 250} L${x + 95} ${top - 250} L${x + 84} ${top - 236} L${x - 84} ${top - 236} Z" fill="#fff" opacity="0.5"/><rect x="${x - 5}" y="${top - 132}" width="10" height="120" fill="#fff" opacity="0.7"/><ellipse cx="${x}" cy="${top - 8}" rx="60" ry="12" fill="#fff" opacity="0.7"/><line x1="${x + 30}" y1="${top - 240}" x2="${x + 70}" y2="${top - 330}" stroke="#5b3a2c" stroke-width="5"/><path d="M${x + 20} ${top - 330} Q${x + 75} ${top - 390} ${x + 130} ${top - 330} Z" fill="${pick(r, accents)}"/>`;
      }
    }
    return [defs, body];
  },
  dance: (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#12082a", "#2d0f4a", "#5a1660"])}${glowDef("ball", "#ffffff", 0.8)}`;
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    const colors = ["#ff4fa3", "#4fd1ff", "#ffd23f", "#8c6bff", "#42e695"];
    for (let i = 0; i < 7; i++) {
      const x = between(r, 0, w);
      body += `<polygon points="${w / 2},${h * 0.12} ${x - 120},${h} ${x + 120},${h}" fill="${pick(r, colors)}" opacity="0.22"/>`;
    }
    // The disco ball.
    body += `<line x1="${w / 2}" y1="0" x2="${w / 2}" y2="${h * 0.06}" stroke="#ccc" stroke-width="4"/><circle cx="${w / 2}" cy="${h * 0.12}" r="160" fill="url(#ball)" opacity="0.5"/><circle cx="${w / 2}" cy="${h * 0.12}" r="60" fill="#cfd6e6"/>`;
    for (let i = 0; i < 24; i++)
      body += `<rect x="${(w / 2 - 50 + (i % 6) * 17).toFixed(0)}" y="${(h * 0.12 - 45 + Math.floor(i / 6) * 22).toFixed(0)}" width="12" height="16" fill="${pick(r, ["#ffffff", "#9fb0cc", "#e8ecf5"])}"/>`;
    body += bokeh(r, w, h, 40, colors);
    // The stage edge with the band, far behind.
    body += `<rect x="${w * 0.2}" y="${h * 0.42}" width="${w * 0.6}" height="${h * 0.08}" fill="#1a0b24"/>`;
    for (let i = 0; i < 3; i++) body += person(Math.round(w * (0.38 + i * 0.12)), h * 0.43, 0.8, "#0a0410", i === 1);
    // The dancers, close and colourful.
    for (let row = 0; row < 3; row++) {
      const n = 7 + row * 2;
      for (let i = 0; i < n; i++) {
        const x = (w / n) * (i + between(r, 0.2, 0.8));
        body += person(
          Math.round(x),
          h * (0.7 + row * 0.15),
          1.4 + row * 0.7,
          pick(r, ["#24103a", "#3a1650", "#1a0b28", "#40204f"]),
          r() < 0.7,
        );
      }
    }
    return [defs, body];
  },
  "string-lights": (c) => {
    const { r, w, h } = c;
    const defs = skyGradient("sky", ["#0b1d3a", "#1d3f6e", "#3d6d9a", "#8fb3c9"]);
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>${stars(r, w, h * 0.6, 40)}`;
    // Rooftops and the church tower around the square, seen from below.
    body += `<path d="M0 ${h} L0 ${h * 0.7} L${w * 0.12} ${h * 0.62} L${w * 0.24} ${h * 0.72} L${w * 0.24} ${h} Z" fill="#0a1426"/><path d="M${w} ${h} L${w} ${h * 0.66} L${w * 0.86} ${h * 0.58} L${w * 0.74} ${h * 0.68} L${w * 0.74} ${h} Z" fill="#0a1426"/>`;
    body += `<rect x="${w * 0.44}" y="${h * 0.5}" width="${w * 0.08}" height="${h * 0.5}" fill="#0a1426"/><path d="M${w * 0.43} ${h * 0.5} L${w * 0.48} ${h * 0.32} L${w * 0.53} ${h * 0.5} Z" fill="#0a1426"/><circle cx="${w * 0.48}" cy="${h * 0.58}" r="22" fill="#f3e3b5"/>`;
    body += `<rect x="${w * 0.06}" y="${h * 0.76}" width="40" height="50" fill="#ffcf70"/><rect x="${w * 0.88}" y="${h * 0.73}" width="40" height="50" fill="#ffcf70"/>`;
    // Garlands crossing the square, big warm bulbs in front.
    for (let i = 0; i < 5; i++) {
      const y1 = between(r, -40, h * 0.5);
      const y2 = between(r, -40, h * 0.5);
      body += stringLights(r, -50, y1, w + 50, y2, between(r, 60, 200), warmLights);
    }
    return [defs, body];
  },
  "kids-games": (c) => {
    const { r, w, h } = c;
    const defs = skyGradient("sky", ["#4aa3df", "#8fd0f5", "#d6f1ff"]);
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    for (let i = 0; i < 4; i++)
      body += `<ellipse cx="${between(r, 0, w).toFixed(0)}" cy="${between(r, h * 0.06, h * 0.3).toFixed(0)}" rx="${between(r, 90, 160).toFixed(0)}" ry="40" fill="#fff" opacity="0.85"/>`;
    body +=
      ridge(r, w, h, h * 0.58, h * 0.03, "#7cc46b") +
      `<rect y="${h * 0.64}" width="${w}" height="${h * 0.36}" fill="#5fae4e"/>`;
    body += bunting(r, 0, h * 0.08, w, h * 0.1, 80, ["#ff595e", "#ffca3a", "#8ac926", "#1982c4", "#6a4c93"]);
    // The bouncy castle.
    const bx = w * 0.52;
    const bw = w * 0.4;
    body += `<rect x="${bx}" y="${h * 0.42}" width="${bw}" height="${h * 0.3}" rx="30" fill="#ff595e"/><rect x="${bx + 40}" y="${h * 0.5}" width="${bw - 80}" height="${h * 0.16}" rx="20" fill="#ffca3a"/>`;
    for (const t of [0, 1]) {
      const tx = bx + t * (bw - 90);
      body += `<rect x="${tx}" y="${h * 0.3}" width="90" height="${h * 0.14}" rx="30" fill="#1982c4"/><circle cx="${tx + 45}" cy="${h * 0.3}" r="45" fill="#8ac926"/>`;
    }
    for (let i = 0; i < 3; i++)
      body += person(
        Math.round(bx + 120 + i * 140),
        h * 0.6 - between(r, 0, 60),
        0.7,
        pick(r, ["#6a4c93", "#1982c4", "#c73e3a"]),
        true,
      );
    // Balloons and a sack race in front.
    for (let i = 0; i < 6; i++) {
      const x = between(r, w * 0.05, w * 0.45);
      const y = between(r, h * 0.2, h * 0.4);
      body += `<line x1="${x.toFixed(0)}" y1="${(y + 50).toFixed(0)}" x2="${(x + between(r, -30, 30)).toFixed(0)}" y2="${(y + 200).toFixed(0)}" stroke="#555" stroke-width="2"/><ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="38" ry="48" fill="${pick(r, ["#ff595e", "#ffca3a", "#1982c4", "#ff8fb1"])}"/>`;
    }
    for (let i = 0; i < 4; i++) {
      const x = w * (0.08 + i * 0.11);
      const y = h * (0.86 + (i % 2) * 0.05);
      body += person(Math.round(x), y - 50, 0.9, pick(r, ["#2b4162", "#6a4c93", "#c73e3a", "#1b998b"]));
      body += `<path d="M${x - 26} ${y - 70} L${x + 26} ${y - 70} L${x + 30} ${y} L${x - 30} ${y} Z" fill="#c9a66b"/>`;
    }
    return [defs, body];
  },
  "sunset-tent": (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#241a4a", "#8a2f5f", "#e8573f", "#ffb347", "#ffe08a"])}${glowDef("sun", "#fff0b3", 0.95)}`;
    const sx = between(r, w * 0.3, w * 0.7);
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${sx}" cy="${h * 0.66}" r="${h * 0.45}" fill="url(#sun)"/><circle cx="${sx}" cy="${h * 0.66}" r="${h * 0.13}" fill="#fff1c1"/>`;
    for (let i = 0; i < 4; i++)
      body += `<rect x="${between(r, -100, w).toFixed(0)}" y="${between(r, h * 0.15, h * 0.45).toFixed(0)}" width="${between(r, 200, 480).toFixed(0)}" height="14" rx="7" fill="#ffcf9e" opacity="0.55"/>`;
    body += ridge(r, w, h, h * 0.7, h * 0.02, "#3b1733");
    // The big party tent as a silhouette, its entrance lit.
    const tx = w * 0.5 + between(r, -200, 200);
    body += `<path d="M${tx - 420} ${h * 0.82} L${tx - 380} ${h * 0.6} L${tx - 140} ${h * 0.5} L${tx} ${h * 0.38} L${tx + 140} ${h * 0.5} L${tx + 380} ${h * 0.6} L${tx + 420} ${h * 0.82} Z" fill="#1f0d21"/><path d="M${tx - 80} ${h * 0.82} L${tx - 80} ${h * 0.66} Q${tx} ${h * 0.6} ${tx + 80} ${h * 0.66} L${tx + 80} ${h * 0.82} Z" fill="#ffc86b"/><line x1="${tx}" y1="${h * 0.38}" x2="${tx}" y2="${h * 0.3}" stroke="#1f0d21" stroke-width="8"/><path d="M${tx} ${h * 0.3} l60 18 l-60 18 Z" fill="#1f0d21"/>`;
    body += stringLights(r, tx - 400, h * 0.61, tx + 400, h * 0.61, 30, warmLights);
    body += `<rect y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="#1f0d21"/>`;
    body += crowd(r, w, h * 0.93, 11, "#14081a", 0.2);
    return [defs, body];
  },
  cleanup: (c) => {
    const { r, w, h } = c;
    const defs = skyGradient("sky", ["#a9cbe0", "#dbe8ee", "#f6efe2"]);
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    // Houses around the square in morning light.
    for (let i = 0; i < 5; i++) {
      const x = i * (w / 5);
      const hh = between(r, h * 0.25, h * 0.35);
      const color = pick(r, ["#f2d7b6", "#e8c3a0", "#f6e7c8", "#d9b8a2"]);
      body += `<rect x="${x}" y="${h * 0.62 - hh}" width="${w / 5 + 2}" height="${hh}" fill="${color}"/><path d="M${x - 10} ${h * 0.62 - hh} L${x + w / 10} ${h * 0.62 - hh - 90} L${x + w / 5 + 10} ${h * 0.62 - hh} Z" fill="#8c4a3b"/>`;
      for (let k = 0; k < 3; k++)
        body += `<rect x="${x + 40 + k * 100}" y="${h * 0.62 - hh + 50}" width="50" height="70" fill="#7a9cb3"/>`;
    }
    body += `<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#c8bfb4"/>`;
    for (let i = 0; i < 40; i++)
      body += `<rect x="${between(r, 0, w).toFixed(0)}" y="${between(r, h * 0.64, h).toFixed(0)}" width="60" height="14" rx="6" fill="#b4aa9e"/>`;
    // Folded beer tables and benches stacked, crates, bin bags.
    for (let i = 0; i < 6; i++)
      body += `<rect x="${w * 0.06}" y="${h * 0.7 - i * 22}" width="${w * 0.3}" height="16" rx="4" fill="${i % 2 ? "#a2673f" : "#8b5634"}"/>`;
    body += `<rect x="${w * 0.4}" y="${h * 0.74}" width="140" height="90" fill="#2f7d4f"/><rect x="${w * 0.4}" y="${h * 0.68}" width="140" height="60" fill="#e0a63b"/>`;
    for (let i = 0; i < 4; i++)
      body += `<ellipse cx="${w * (0.56 + i * 0.05)}" cy="${h * 0.86}" rx="60" ry="72" fill="#23312a"/><path d="M${w * (0.56 + i * 0.05) - 14} ${h * 0.86 - 72} l14 -24 l14 24 Z" fill="#23312a"/>`;
    // Helpers with brooms.
    for (let i = 0; i < 3; i++) {
      const x = Math.round(w * (0.3 + i * 0.25));
      const y = h * (0.96 - i * 0.02);
      body += person(x, y, 1.6, pick(r, ["#b5485d", "#2a6f6a", "#6a4c93"]));
      body += `<line x1="${x + 30}" y1="${y - 150}" x2="${x + 90}" y2="${y}" stroke="#8b5634" stroke-width="8"/><path d="M${x + 70} ${y} l40 -10 l20 10 Z" fill="#d6b25e"/>`;
    }
    return [defs, body];
  },
} satisfies Record<string, Painter>;
