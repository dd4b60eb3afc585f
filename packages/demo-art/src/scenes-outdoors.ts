// Sport and outings: the team photo after the tournament, and the picnic in the woods.
import type { Canvas } from "./canvas.js";
import { glowDef, seated, tree } from "./props.js";
import { between, pick } from "./random.js";
import { person, ridge, skyGradient } from "./shapes.js";

type Painter = (c: Canvas) => [string, string];

export const outdoorPainters = {
  "team-photo": (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#5fa8d3", "#a9d6ef", "#e8f4f8"])}${glowDef("shine", "#fff6c8", 0.9)}`;
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    body += ridge(r, w, h, h * 0.46, h * 0.03, "#6f9e6a");
    for (let i = 0; i < 8; i++)
      body += tree(r, between(r, 0, w), h * 0.5, between(r, 70, 110), ["#3f7a4a", "#4f8c55", "#356b40"]);
    body += `<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="#3c8d55"/>`;
    for (let i = 0; i < 5; i++)
      body += `<rect y="${h * (0.5 + i * 0.1)}" width="${w}" height="${h * 0.05}" fill="#45a062"/>`;
    // The goal behind the team.
    body += `<path d="M${w * 0.22} ${h * 0.62} L${w * 0.22} ${h * 0.36} L${w * 0.78} ${h * 0.36} L${w * 0.78} ${h * 0.62}" stroke="#fff" stroke-width="14" fill="none"/>`;
    for (let i = 1; i < 14; i++)
      body += `<line x1="${w * 0.22 + i * ((w * 0.56) / 14)}" y1="${h * 0.36}" x2="${w * 0.22 + i * ((w * 0.56) / 14)}" y2="${h * 0.62}" stroke="#fff" stroke-width="2" opacity="0.5"/>`;
    const jersey = pick(r, ["#a52d50", "#1d5fa8", "#e07a1f"]);
    // Back row standing, arms up; front row kneeling.
    for (let i = 0; i < 7; i++)
      body += person(Math.round(w * (0.2 + i * 0.1)), h * 0.8, 2.3, jersey, i === 0 || i === 6);
    for (let i = 0; i < 7; i++)
      body += `<rect x="${w * (0.2 + i * 0.1) - 12}" y="${h * 0.8 - 205}" width="24" height="60" fill="#fff" opacity="0.9"/>`;
    for (let i = 0; i < 6; i++) body += seated(Math.round(w * (0.22 + i * 0.11)), h * 0.97, 2.4, jersey);
    // The trophy in the middle of the front row.
    const tx = w * 0.5;
    const ty = h * 0.78;
    body += `<circle cx="${tx}" cy="${ty}" r="150" fill="url(#shine)"/><path d="M${tx - 70} ${ty - 90} L${tx + 70} ${ty - 90} Q${tx + 60} ${ty} ${tx} ${ty + 10} Q${tx - 60} ${ty} ${tx - 70} ${ty - 90} Z" fill="#f2c94c"/><rect x="${tx - 10}" y="${ty + 8}" width="20" height="40" fill="#d4a72c"/><rect x="${tx - 50}" y="${ty + 46}" width="100" height="26" rx="4" fill="#8a5a2b"/><path d="M${tx - 70} ${ty - 80} q-50 10 -20 60 M${tx + 70} ${ty - 80} q50 10 20 60" stroke="#f2c94c" stroke-width="10" fill="none"/>`;
    return [defs, body];
  },
  picnic: (c) => {
    const { r, w, h } = c;
    const defs = `${skyGradient("sky", ["#9fd3e6", "#d8efe0", "#f5f0d8"])}<linearGradient id="ray" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#fff8d6" stop-opacity="0.55"/><stop offset="100%" stop-color="#fff8d6" stop-opacity="0"/></linearGradient>`;
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    // The view: a valley with fields, seen between the trees on the right.
    body += ridge(r, w, h, h * 0.48, h * 0.04, "#9cb98a") + ridge(r, w, h, h * 0.56, h * 0.03, "#7fa46b");
    for (let i = 0; i < 6; i++)
      body += `<rect x="${w * (0.45 + i * 0.09)}" y="${h * (0.58 + (i % 3) * 0.03)}" width="${w * 0.08}" height="${h * 0.03}" fill="${pick(r, ["#e3c56b", "#b7cf74", "#d9a45b"])}" opacity="0.8"/>`;
    body += `<rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="#6e9a4d"/>`;
    // The wood on the left: tall trunks, a canopy, light falling through.
    body += `<path d="M0 0 L${w * 0.5} 0 Q${w * 0.55} ${h * 0.15} ${w * 0.4} ${h * 0.25} Q${w * 0.2} ${h * 0.35} 0 ${h * 0.3} Z" fill="#2f5d3a"/>`;
    for (let i = 0; i < 7; i++) {
      const x = between(r, 0, w * 0.42);
      body += `<rect x="${x.toFixed(0)}" y="0" width="${between(r, 24, 50).toFixed(0)}" height="${(h * between(r, 0.7, 0.9)).toFixed(0)}" fill="${pick(r, ["#4a3326", "#5b4030", "#3d2a20"])}"/>`;
    }
    for (let i = 0; i < 4; i++)
      body += `<polygon points="${w * (0.1 + i * 0.1)},0 ${w * (0.16 + i * 0.1)},0 ${w * (0.3 + i * 0.12)},${h} ${w * (0.22 + i * 0.12)},${h}" fill="url(#ray)"/>`;
    for (let i = 0; i < 5; i++)
      body += tree(r, between(r, w * 0.7, w), h * 0.68, between(r, 120, 180), ["#3f7a4a", "#4f8c55"]);
    // The checked blanket, the basket, and the group having their break.
    const bx = w * 0.38;
    const by = h * 0.78;
    body += `<path d="M${bx} ${by} L${bx + 560} ${by} L${bx + 640} ${by + 180} L${bx - 80} ${by + 180} Z" fill="#fff"/>`;
    for (let i = 0; i < 8; i++)
      body += `<path d="M${bx + i * 70} ${by} L${bx + i * 70 + 35} ${by} L${bx - 80 + i * 90 + 45} ${by + 180} L${bx - 80 + i * 90} ${by + 180} Z" fill="#d64545" opacity="0.85"/>`;
    for (let i = 0; i < 3; i++)
      body += `<rect x="${bx - 80 + i * 10}" y="${by + 30 + i * 60}" width="${720 - i * 20}" height="28" fill="#d64545" opacity="0.55"/>`;
    body += `<rect x="${bx + 240}" y="${by + 20}" width="120" height="80" rx="10" fill="#b07a3f"/><path d="M${bx + 255} ${by + 22} Q${bx + 300} ${by - 50} ${bx + 345} ${by + 22}" stroke="#8a5a2b" stroke-width="10" fill="none"/><circle cx="${bx + 420}" cy="${by + 80}" r="24" fill="#e34a4a"/><circle cx="${bx + 450}" cy="${by + 110}" r="20" fill="#8bc34a"/>`;
    const shirts = ["#2a6f6a", "#e09f3e", "#6a4c93", "#b5485d"];
    body += seated(Math.round(bx + 60), by + 110, 1.9, shirts[0] as string);
    body += seated(Math.round(bx + 170), by + 150, 2, shirts[1] as string);
    body += `<g transform="translate(${2 * (bx + 520)} 0) scale(-1 1)">${seated(Math.round(bx + 520), by + 130, 1.9, shirts[2] as string)}</g>`;
    body += person(Math.round(bx + 700), by + 120, 2, shirts[3] as string);
    return [defs, body];
  },
} satisfies Record<string, Painter>;
