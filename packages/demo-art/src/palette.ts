// One warm palette for every generated picture: plum and wine, coral, amber, teal accents.
export const skies = {
  dusk: ["#2b1638", "#6b2d5c", "#d9655b", "#f6b26b"],
  night: ["#0f1633", "#23204a", "#4a2b5e", "#7a3b63"],
  day: ["#3d7ea6", "#7fb8d6", "#cde6ef", "#f7e7c6"],
  golden: ["#5b2a4a", "#b5485d", "#f08a5d", "#fcd581"],
  winter: ["#1d2846", "#3b4a78", "#7c86b5", "#d7d9ee"],
} as const;

export type SkyName = keyof typeof skies;

export const hills = ["#3a1f3d", "#4b2a4c", "#5e3555", "#2a3d45", "#1f3a3a"] as const;
export const warmLights = ["#ffd27a", "#ffb86b", "#ff8e72", "#ffe9a8", "#fca5a5"] as const;
export const accents = ["#f08a5d", "#b5485d", "#2a9d8f", "#e9c46a", "#6a4c93"] as const;
