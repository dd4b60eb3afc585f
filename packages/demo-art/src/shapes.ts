import { between, pick } from "./random.js";

export type Random = () => number;

export function skyGradient(id: string, stops: readonly string[]): string {
  const step = 100 / (stops.length - 1);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((color, i) => `<stop offset="${(i * step).toFixed(0)}%" stop-color="${color}"/>`)
    .join("")}</linearGradient>`;
}

/** A smooth ridge of hills across the picture, filled down to the bottom edge. */
export function ridge(
  random: Random,
  width: number,
  height: number,
  baseY: number,
  amplitude: number,
  fill: string,
): string {
  const points = 6;
  let d = `M0 ${height} L0 ${baseY.toFixed(0)}`;
  let prevX = 0;
  let prevY = baseY;
  for (let i = 1; i <= points; i++) {
    const x = (width / points) * i;
    const y = baseY + between(random, -amplitude, amplitude);
    const cx = (prevX + x) / 2;
    d += ` C${cx.toFixed(0)} ${prevY.toFixed(0)} ${cx.toFixed(0)} ${y.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`;
    prevX = x;
    prevY = y;
  }
  return `<path d="${d} L${width} ${height} Z" fill="${fill}"/>`;
}

/** Soft out-of-focus lights (bokeh), cheap to rasterise: plain circles with opacity. */
export function bokeh(random: Random, width: number, height: number, count: number, colors: readonly string[]): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = between(random, width * 0.008, width * 0.035);
    out += `<circle cx="${between(random, 0, width).toFixed(0)}" cy="${between(random, 0, height * 0.6).toFixed(0)}" r="${r.toFixed(0)}" fill="${pick(random, colors)}" opacity="${between(random, 0.12, 0.4).toFixed(2)}"/>`;
  }
  return out;
}

export function stars(random: Random, width: number, height: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${between(random, 0, width).toFixed(0)}" cy="${between(random, 0, height * 0.45).toFixed(0)}" r="${between(random, 1, 2.6).toFixed(1)}" fill="#fff" opacity="${between(random, 0.3, 0.9).toFixed(2)}"/>`;
  }
  return out;
}

/** A simple standing person silhouette; `scale` 1 is about 120 px tall. */
export function person(x: number, groundY: number, scale: number, fill: string, armsUp = false): string {
  const s = scale;
  const head = `<circle cx="${x}" cy="${groundY - 108 * s}" r="${11 * s}" fill="${fill}"/>`;
  const body = `<path d="M${x - 14 * s} ${groundY - 92 * s} Q${x} ${groundY - 98 * s} ${x + 14 * s} ${groundY - 92 * s} L${x + 11 * s} ${groundY - 45 * s} L${x + 9 * s} ${groundY} L${x + 2 * s} ${groundY} L${x} ${groundY - 40 * s} L${x - 2 * s} ${groundY} L${x - 9 * s} ${groundY} L${x - 11 * s} ${groundY - 45 * s} Z" fill="${fill}"/>`;
  const arms = armsUp
    ? `<path d="M${x - 12 * s} ${groundY - 88 * s} L${x - 24 * s} ${groundY - 128 * s} L${x - 18 * s} ${groundY - 130 * s} L${x - 6 * s} ${groundY - 92 * s} Z M${x + 12 * s} ${groundY - 88 * s} L${x + 24 * s} ${groundY - 128 * s} L${x + 18 * s} ${groundY - 130 * s} L${x + 6 * s} ${groundY - 92 * s} Z" fill="${fill}"/>`
    : "";
  return head + body + arms;
}

/** A crowd of silhouettes along the bottom edge. */
export function crowd(
  random: Random,
  width: number,
  groundY: number,
  count: number,
  fill: string,
  cheer = 0.3,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = (width / count) * (i + between(random, 0.1, 0.9));
    out += person(Math.round(x), groundY + between(random, 0, 30), between(random, 0.9, 1.35), fill, random() < cheer);
  }
  return out;
}

/** A garland of string lights hanging between two points. */
export function stringLights(
  random: Random,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  colors: readonly string[],
): string {
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2 + sag;
  let bulbs = "";
  const n = 14;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * midX + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * midY + t * t * y2;
    const color = pick(random, colors);
    bulbs += `<circle cx="${x.toFixed(0)}" cy="${(y + 8).toFixed(0)}" r="14" fill="${color}" opacity="0.25"/><circle cx="${x.toFixed(0)}" cy="${(y + 8).toFixed(0)}" r="6" fill="${color}"/>`;
  }
  return `<path d="M${x1} ${y1} Q${midX} ${midY + sag} ${x2} ${y2}" stroke="#1b1020" stroke-width="3" fill="none" opacity="0.7"/>${bulbs}`;
}

export function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}
