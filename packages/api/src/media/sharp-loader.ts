import type sharpModule from "sharp";

// sharp (libvips) is loaded on the first image, not at start: a server that only serves pages
// never pays for it. libvips' operation cache is turned off: it kept up to 50 MB of decoded
// images after an upload, and each upload's images are made once.

type Sharp = typeof sharpModule;
let loading: Promise<Sharp> | null = null;

export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
