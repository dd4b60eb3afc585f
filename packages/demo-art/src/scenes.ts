import { type Canvas, landscape } from "./canvas.js";
import { accents, hills, skies, warmLights } from "./palette.js";
import { between, createRandom, pick } from "./random.js";
import { festivalPainters } from "./scenes-festival.js";
import { firePainters } from "./scenes-fire.js";
import { outdoorPainters } from "./scenes-outdoors.js";
import { bokeh, crowd, person, ridge, skyGradient, stringLights, svg } from "./shapes.js";

/** The scenes of the first demo (events, the site's hero) and one per demo photo's subject. */
export type SceneKind =
  | keyof typeof festivalPainters
  | keyof typeof firePainters
  | keyof typeof outdoorPainters
  | "carnival"
  | "bonfire"
  | "summer-fest"
  | "football"
  | "cinema"
  | "hiking"
  | "christmas-market"
  | "halloween"
  | "village-hero"
  | "concert"
  | "group-trip"
  | "workshop";

/** A flat illustration of a club activity; the seed varies composition, time of day and crowd. */
export function sceneSvg(kind: SceneKind, seed: number, width = 1600, height = 1067): string {
  const c: Canvas = { r: createRandom(seed * 7919 + kind.length), w: width, h: height };
  const [defs, body] = allPainters[kind](c);
  return svg(width, height, defs, body);
}

const painters = {
  "summer-fest": (c) => {
    const { r, w, h } = c;
    const base = landscape(c, pick(r, ["golden", "dusk"] as const), { sun: true });
    let body = base.body;
    const tx = between(r, w * 0.2, w * 0.5);
    body += `<path d="M${tx - 260} ${h * 0.8} L${tx} ${h * 0.48} L${tx + 260} ${h * 0.8} Z" fill="#f7efe6"/><path d="M${tx - 260} ${h * 0.8} L${tx} ${h * 0.48} L${tx - 60} ${h * 0.8} Z" fill="#e8d9cb"/><rect x="${tx - 80}" y="${h * 0.66}" width="160" height="${h * 0.14}" fill="#3a1f3d" opacity="0.85"/>`;
    body += stringLights(r, 0, h * 0.18, w, h * 0.25, between(r, 60, 140), warmLights);
    body += stringLights(r, 0, h * 0.3, w, h * 0.2, between(r, 40, 100), warmLights);
    body += `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#2b1830"/>`;
    body += crowd(r, w, h * 0.9, Math.round(between(r, 9, 15)), "#1b0f1f", 0.4);
    return [base.defs, body];
  },
  bonfire: (c) => {
    const { r, w, h } = c;
    const base = landscape(c, "night", { night: true });
    const fx = between(r, w * 0.4, w * 0.6);
    const ground = h * 0.82;
    let body = `${base.body}<ellipse cx="${fx}" cy="${ground - 120}" rx="${w * 0.35}" ry="${h * 0.4}" fill="#ff8e3c" opacity="0.18"/>`;
    for (let i = 0; i < 7; i++) {
      const fw = between(r, 90, 220);
      const fh = between(r, 260, 480);
      const x = fx + between(r, -120, 120);
      body += `<path d="M${x - fw / 2} ${ground} Q${x - fw / 3} ${ground - fh * 0.5} ${x} ${ground - fh} Q${x + fw / 3} ${ground - fh * 0.5} ${x + fw / 2} ${ground} Z" fill="${pick(r, ["#ff6b35", "#ff9f1c", "#ffd166", "#ef476f"])}" opacity="0.85"/>`;
    }
    for (let i = 0; i < 40; i++) {
      body += `<circle cx="${(fx + between(r, -300, 300)).toFixed(0)}" cy="${between(r, h * 0.1, ground - 300).toFixed(0)}" r="${between(r, 2, 5).toFixed(1)}" fill="#ffd166" opacity="${between(r, 0.4, 1).toFixed(2)}"/>`;
    }
    body += `<path d="M${fx - 200} ${ground} L${fx - 40} ${ground - 110} L${fx + 200} ${ground} Z" fill="#3b2418"/>`;
    body += `<rect y="${ground}" width="${w}" height="${h - ground}" fill="#140c1c"/>`;
    body += crowd(r, w, h * 0.93, 12, "#0b0710", 0.2);
    return [base.defs, body];
  },
  football: (c) => {
    const { r, w, h } = c;
    const base = landscape(c, pick(r, ["day", "golden"] as const), { sun: true });
    const top = h * 0.62;
    let body = `${base.body}<path d="M0 ${top} L${w} ${top} L${w} ${h} L0 ${h} Z" fill="#2f7d4f"/>`;
    for (let i = 0; i < 6; i++)
      body += `<rect x="0" y="${top + i * ((h - top) / 6)}" width="${w}" height="${(h - top) / 12}" fill="#37905b"/>`;
    body += `<ellipse cx="${w / 2}" cy="${(top + h) / 2}" rx="${w * 0.16}" ry="${h * 0.08}" fill="none" stroke="#eaf4ec" stroke-width="6"/><line x1="${w / 2}" y1="${top}" x2="${w / 2}" y2="${h}" stroke="#eaf4ec" stroke-width="6"/>`;
    const gx = pick(r, [w * 0.12, w * 0.78]);
    body += `<path d="M${gx} ${top + 40} L${gx} ${top - 110} L${gx + 240} ${top - 110} L${gx + 240} ${top + 40}" fill="none" stroke="#fff" stroke-width="12"/>`;
    for (let i = 0; i < 6; i++) {
      const x = between(r, w * 0.1, w * 0.9);
      body += person(
        Math.round(x),
        between(r, top + 120, h - 40),
        between(r, 1.2, 1.8),
        pick(r, ["#b5485d", "#264653", "#f08a5d"]),
        r() < 0.3,
      );
    }
    body += `<circle cx="${between(r, w * 0.3, w * 0.7)}" cy="${between(r, top + 80, h - 80)}" r="20" fill="#fff" stroke="#222" stroke-width="4"/>`;
    return [base.defs, body];
  },
  cinema: (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("screen", skies.golden)}<radialGradient id="beam"><stop offset="0%" stop-color="#fff6d6" stop-opacity="0.35"/><stop offset="100%" stop-color="#fff6d6" stop-opacity="0"/></radialGradient>`;
    let body = `<rect width="${w}" height="${h}" fill="#1a1024"/><rect x="${w * 0.12}" y="${h * 0.08}" width="${w * 0.76}" height="${h * 0.5}" rx="12" fill="url(#screen)"/>`;
    body += ridge(r, w * 0.76, h * 0.5, h * 0.35, 30, "#5b2a4a").replace(
      "<path ",
      `<path transform="translate(${w * 0.12} ${h * 0.08})" `,
    );
    body += `<polygon points="${w * 0.5},${h * 1.1} ${w * 0.12},${h * 0.08} ${w * 0.88},${h * 0.08}" fill="url(#beam)"/>`;
    for (let row = 0; row < 3; row++) {
      const y = h * (0.78 + row * 0.1);
      for (let i = 0; i < 11; i++) {
        const x = (w / 11) * (i + 0.5) + between(r, -20, 20);
        body += `<circle cx="${x.toFixed(0)}" cy="${(y - 40).toFixed(0)}" r="${28 + row * 6}" fill="#0c0712"/><rect x="${(x - 45 - row * 6).toFixed(0)}" y="${(y - 12).toFixed(0)}" width="${90 + row * 12}" height="${h}" rx="30" fill="#0c0712"/>`;
      }
    }
    body += `<rect x="${w * 0.06}" y="${h * 0.6}" width="${w * 0.05}" height="${h * 0.05}" rx="8" fill="#f8e3a1"/><rect x="${w * 0.06}" y="${h * 0.6}" width="${w * 0.05}" height="${h * 0.015}" fill="#b5485d"/>`;
    return [defs, body];
  },
  hiking: (c) => {
    const { r, w, h } = c;
    const base = landscape(c, pick(r, ["day", "golden"] as const), { sun: true });
    let body = base.body;
    for (let i = 0; i < 4; i++) {
      const x = between(r, 0, w * 0.9);
      body += `<path d="M${x} ${h * 0.9} L${x + 40} ${h * 0.35} L${x + 160} ${h * 0.3} L${x + 210} ${h * 0.9} Z" fill="${pick(r, ["#a86b52", "#8c5a4b", "#b47b5c"])}" opacity="0.95"/>`;
    }
    for (let i = 0; i < 18; i++) {
      const x = between(r, 0, w);
      const y = between(r, h * 0.7, h * 0.95);
      const s = between(r, 60, 140);
      body += `<path d="M${x} ${y - s * 1.6} L${x + s / 2} ${y} L${x - s / 2} ${y} Z" fill="${pick(r, hills.slice(3))}"/>`;
    }
    body += `<path d="M${w * 0.2} ${h} Q${w * 0.5} ${h * 0.8} ${w * 0.7} ${h * 0.78} L${w * 0.74} ${h * 0.78} Q${w * 0.6} ${h * 0.85} ${w * 0.4} ${h}" fill="#e9c46a" opacity="0.7"/>`;
    for (let i = 0; i < 4; i++)
      body += person(Math.round(w * (0.5 + i * 0.05)), h * (0.86 - i * 0.02), 0.9 - i * 0.1, "#2b1830");
    return [base.defs, body];
  },
  "christmas-market": (c) => {
    const { r, w, h } = c;
    const base = landscape(c, "winter", { night: true, moon: true });
    let body = base.body;
    body += `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#e8ecf5"/>`;
    for (let i = 0; i < 4; i++) {
      const x = w * (0.06 + i * 0.24);
      const color = pick(r, ["#b5485d", "#2a9d8f", "#6a4c93", "#f08a5d"]);
      body += `<rect x="${x}" y="${h * 0.55}" width="${w * 0.2}" height="${h * 0.25}" fill="#6b4431"/><rect x="${x + 20}" y="${h * 0.6}" width="${w * 0.2 - 40}" height="${h * 0.12}" fill="#ffd27a"/><path d="M${x - 30} ${h * 0.56} L${x + w * 0.1} ${h * 0.44} L${x + w * 0.2 + 30} ${h * 0.56} Z" fill="${color}"/><path d="M${x - 30} ${h * 0.56} L${x + w * 0.1} ${h * 0.44} L${x + w * 0.2 + 30} ${h * 0.56} L${x + w * 0.2 + 30} ${h * 0.57} L${x - 30} ${h * 0.57} Z" fill="#fff" opacity="0.8"/>`;
      body += stringLights(r, x - 20, h * 0.57, x + w * 0.2 + 20, h * 0.57, 20, warmLights);
    }
    const tx = between(r, w * 0.45, w * 0.55);
    for (let i = 0; i < 4; i++)
      body += `<path d="M${tx} ${h * (0.2 + i * 0.12)} L${tx + 70 + i * 40} ${h * (0.36 + i * 0.12)} L${tx - 70 - i * 40} ${h * (0.36 + i * 0.12)} Z" fill="#1f5f4a"/>`;
    body += `<circle cx="${tx}" cy="${h * 0.19}" r="14" fill="#ffd166"/>`;
    for (let i = 0; i < 120; i++)
      body += `<circle cx="${between(r, 0, w).toFixed(0)}" cy="${between(r, 0, h).toFixed(0)}" r="${between(r, 2, 6).toFixed(1)}" fill="#fff" opacity="${between(r, 0.5, 0.95).toFixed(2)}"/>`;
    body += crowd(r, w, h * 0.98, 9, "#2b2540", 0.1);
    return [base.defs, body];
  },
  halloween: (c) => {
    const { r, w, h } = c;
    const base = landscape(c, "night", { night: true, moon: true });
    let body = base.body;
    body += `<path d="M${w * 0.15} ${h} L${w * 0.17} ${h * 0.45} L${w * 0.08} ${h * 0.3} M${w * 0.17} ${h * 0.55} L${w * 0.28} ${h * 0.35} L${w * 0.33} ${h * 0.38} M${w * 0.17} ${h * 0.65} L${w * 0.06} ${h * 0.52}" stroke="#0e0816" stroke-width="22" stroke-linecap="round" fill="none"/>`;
    for (let i = 0; i < 5; i++) {
      const x = between(r, w * 0.3, w * 0.95);
      const s = between(r, 50, 110);
      body += `<ellipse cx="${x}" cy="${h * 0.9}" rx="${s}" ry="${s * 0.8}" fill="#f08a24"/><path d="M${x - s * 0.4} ${h * 0.88} l${s * 0.15} -${s * 0.2} l${s * 0.15} ${s * 0.2} Z M${x + s * 0.1} ${h * 0.88} l${s * 0.15} -${s * 0.2} l${s * 0.15} ${s * 0.2} Z M${x - s * 0.4} ${h * 0.93} Q${x} ${h * 0.98} ${x + s * 0.4} ${h * 0.93}" fill="#ffd166" stroke="#ffd166" stroke-width="4"/><rect x="${x - 6}" y="${h * 0.9 - s * 0.95}" width="12" height="${s * 0.25}" fill="#2f5d3a"/>`;
    }
    for (let i = 0; i < 6; i++) {
      const x = between(r, w * 0.3, w * 0.9);
      const y = between(r, h * 0.1, h * 0.4);
      body += `<path d="M${x} ${y} q12 -14 24 0 q12 -14 24 0 q-12 4 -24 12 q-12 -8 -24 -12 Z" fill="#0e0816"/>`;
    }
    return [base.defs, body];
  },
  "village-hero": (c) => {
    const { r, w, h } = c;
    const base = landscape(c, "dusk", { sun: true });
    let body = base.body + bokeh(r, w, h, 18, warmLights);
    const hill = h * 0.6;
    const cx = w * 0.68;
    body += `<path d="M${w * 0.35} ${h} Q${cx} ${hill - 40} ${w} ${hill + 30} L${w} ${h} Z" fill="#3a1f3d"/>`;
    body += `<rect x="${cx - 40}" y="${hill - 250}" width="80" height="220" fill="#2b1630"/><path d="M${cx - 52} ${hill - 250} L${cx} ${hill - 380} L${cx + 52} ${hill - 250} Z" fill="#2b1630"/><rect x="${cx - 4}" y="${hill - 420}" width="8" height="50" fill="#2b1630"/><rect x="${cx - 20}" y="${hill - 420 + 10}" width="40" height="8" fill="#2b1630"/><rect x="${cx - 120}" y="${hill - 120}" width="220" height="100" fill="#2b1630"/><path d="M${cx - 130} ${hill - 118} L${cx - 10} ${hill - 190} L${cx + 110} ${hill - 118} Z" fill="#2b1630"/>`;
    body += `<circle cx="${cx}" cy="${hill - 180}" r="14" fill="#ffd27a"/>`;
    for (let i = 0; i < 14; i++) {
      const x = w * 0.38 + i * (w * 0.045) + between(r, -10, 10);
      const y = h * 0.72 + Math.sin(i) * 30 + between(r, 0, 60);
      const hw = between(r, 70, 110);
      const hh = between(r, 60, 90);
      body += `<rect x="${x}" y="${y}" width="${hw}" height="${hh}" fill="#22122a"/><path d="M${x - 8} ${y} L${x + hw / 2} ${y - hh * 0.6} L${x + hw + 8} ${y} Z" fill="#22122a"/>`;
      if (r() < 0.8)
        body += `<rect x="${x + hw * 0.2}" y="${y + hh * 0.25}" width="${hw * 0.22}" height="${hh * 0.25}" fill="${pick(r, warmLights)}"/>`;
      if (r() < 0.6)
        body += `<rect x="${x + hw * 0.58}" y="${y + hh * 0.25}" width="${hw * 0.22}" height="${hh * 0.25}" fill="${pick(r, warmLights)}"/>`;
    }
    body += `<rect y="${h * 0.94}" width="${w}" height="${h * 0.06}" fill="#1a0d1e"/>`;
    body += stringLights(r, w * 0.4, h * 0.66, w, h * 0.7, 50, warmLights);
    return [base.defs, body];
  },
  concert: (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", skies.night)}<linearGradient id="beamc" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#fff" stop-opacity="0.5"/><stop offset="100%" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    for (let i = 0; i < 5; i++) {
      const x = w * (0.15 + i * 0.18);
      const color = pick(r, accents);
      body += `<polygon points="${x},0 ${x - 40 + between(r, -200, 200)},${h * 0.75} ${x + 160 + between(r, -200, 200)},${h * 0.75}" fill="${color}" opacity="0.28"/>`;
    }
    body += bokeh(r, w, h, 30, accents);
    body += `<rect x="${w * 0.1}" y="${h * 0.55}" width="${w * 0.8}" height="${h * 0.2}" fill="#140c1c"/>`;
    for (let i = 0; i < 3; i++) body += person(Math.round(w * (0.35 + i * 0.15)), h * 0.56, 1.3, "#05030a", i === 1);
    body += crowd(r, w, h * 1.02, 16, "#0b0710", 0.6);
    return [defs, body];
  },
  carnival: (c) => {
    const { r, w, h } = c;
    const base = landscape(c, pick(r, ["dusk", "golden"] as const), { sun: true });
    let body = base.body;
    for (let i = 0; i < 160; i++) {
      const x = between(r, 0, w);
      const y = between(r, 0, h * 0.85);
      body += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${between(r, 8, 18).toFixed(0)}" height="${between(r, 4, 9).toFixed(0)}" fill="${pick(r, [...accents, "#ffd166", "#fff"])}" transform="rotate(${between(r, 0, 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
    }
    for (let i = 0; i < 4; i++) {
      body += `<path d="M0 ${h * (0.1 + i * 0.08)} Q${w / 2} ${h * (0.3 + i * 0.06)} ${w} ${h * (0.08 + i * 0.1)}" stroke="${pick(r, accents)}" stroke-width="10" fill="none" opacity="0.8"/>`;
    }
    body += `<rect y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="#2b1830"/>`;
    body += crowd(r, w, h * 0.92, 14, "#1b0f1f", 0.7);
    return [base.defs, body];
  },
  "group-trip": (c) => {
    const { r, w, h } = c;
    const base = landscape(c, "day", { sun: true });
    let body = base.body;
    for (let row = 0; row < 12; row++) {
      body += `<path d="M0 ${h * 0.55 + row * 14} Q${w / 2} ${h * 0.45 + row * 16} ${w} ${h * 0.5 + row * 12}" stroke="#2f6b3c" stroke-width="6" fill="none" opacity="0.55"/>`;
    }
    body += `<path d="M0 ${h * 0.8} Q${w * 0.5} ${h * 0.7} ${w} ${h * 0.78} L${w} ${h * 0.9} Q${w * 0.5} ${h * 0.82} 0 ${h * 0.92} Z" fill="#4f8fb0"/>`;
    const bx = between(r, w * 0.15, w * 0.55);
    body += `<rect x="${bx}" y="${h * 0.86}" width="420" height="130" rx="26" fill="#e9c46a"/><rect x="${bx + 20}" y="${h * 0.875}" width="380" height="45" rx="8" fill="#a7d3e6"/><circle cx="${bx + 80}" cy="${h * 0.86 + 135}" r="26" fill="#222"/><circle cx="${bx + 340}" cy="${h * 0.86 + 135}" r="26" fill="#222"/>`;
    body += `<rect y="${h * 0.97}" width="${w}" height="${h * 0.03}" fill="#3d3d3d"/>`;
    return [base.defs, body];
  },
  workshop: (c) => {
    const { r, w, h } = c;
    const defs = skyGradient("wall", ["#f3d9b1", "#e9b98a"]);
    let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect x="${w * 0.6}" y="${h * 0.1}" width="${w * 0.3}" height="${h * 0.35}" fill="#bfe0ec" stroke="#7a4e3a" stroke-width="14"/>`;
    body += `<line x1="0" y1="${h * 0.2}" x2="${w * 0.55}" y2="${h * 0.22}" stroke="#7a4e3a" stroke-width="5"/>`;
    for (let i = 0; i < 5; i++) {
      const x = w * 0.04 + i * w * 0.1;
      const color = pick(r, accents);
      body += `<path d="M${x} ${h * 0.24} l40 -14 q30 20 60 0 l40 14 l-20 40 l-16 -8 l0 110 l-108 0 l0 -110 l-16 8 Z" fill="${color}"/>`;
    }
    body += `<rect x="0" y="${h * 0.68}" width="${w}" height="${h * 0.08}" fill="#7a4e3a"/><rect x="0" y="${h * 0.76}" width="${w}" height="${h * 0.24}" fill="#5b3a2c"/>`;
    for (let i = 0; i < 3; i++)
      body += `<rect x="${w * (0.2 + i * 0.22)}" y="${h * 0.62}" width="${w * 0.12}" height="${h * 0.06}" rx="6" fill="${pick(r, accents)}"/>`;
    for (let i = 0; i < 4; i++) body += person(Math.round(w * (0.15 + i * 0.22)), h * 0.72, 1.8, "#3a1f3d", r() < 0.2);
    return [defs, body];
  },
} satisfies Record<string, (c: Canvas) => [string, string]>;

const allPainters: Record<SceneKind, (c: Canvas) => [string, string]> = {
  ...painters,
  ...festivalPainters,
  ...firePainters,
  ...outdoorPainters,
};
