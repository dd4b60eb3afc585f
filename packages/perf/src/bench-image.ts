// The image pipeline on a phone-sized photo: a 12-megapixel JPEG (4000 x 3000) carrying GPS EXIF,
// through the same processImage an upload goes through (orientation, metadata stripped, WebP
// variants 320/800/1600). Prints each run's time, the median, and the process's peak memory.
//   pnpm bench:image [--runs N]
import { processImage } from "@jugendclub/api";
import sharp from "sharp";
import { median, printTable } from "./site.js";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
const WIDTH = 4000;
const HEIGHT = 3000;
/** The documented target (docs/PERFORMANCE.md). */
const TARGET_MS = 3000;

/** A photo-like picture: smooth gradients with grain, so it compresses like a real photo. */
async function phonePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 7;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = (seed >>> 24) % 24;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = (x * 200) / WIDTH + grain;
      pixels[i + 1] = (y * 160) / HEIGHT + grain;
      pixels[i + 2] = 90 + ((x + y) % 400) / 8 + grain;
    }
  }
  return (
    sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 92 })
      // Taken with the phone turned: stored landscape, to be shown portrait.
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "Phone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "49/1 37/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "6/1 9/1 0/1" },
      })
      .toBuffer()
  );
}

const input = await phonePhoto();
const inputMeta = await sharp(input).metadata();
if (inputMeta.orientation !== 6 || !inputMeta.exif?.includes("Phone")) throw new Error("the test photo lacks its EXIF");
console.log(
  `Input: ${WIDTH} x ${HEIGHT} JPEG (${(WIDTH * HEIGHT) / 1e6} MP), ${(input.length / 1024 / 1024).toFixed(1)} MB, with GPS EXIF`,
);
let peakRss = process.memoryUsage().rss;
const times: number[] = [];
const rows: (string | number)[][] = [];
for (let run = 1; run <= runs; run++) {
  const start = performance.now();
  const image = await processImage(input);
  const ms = performance.now() - start;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  times.push(ms);
  if (run === 1) {
    const meta = await sharp(image.original).metadata();
    if (meta.exif) throw new Error("EXIF left in the stored image");
    console.log(
      `Output: original ${image.width} x ${image.height} (turned upright), variants ${image.variants.map((v) => `${v.width}w ${Math.round(v.data.length / 1024)} kB`).join(", ")}`,
    );
  }
  rows.push([run, Math.round(ms)]);
}
printTable(["run", "ms"], rows);
const typical = median(times);
console.log(
  `median ${Math.round(typical)} ms (target under ${TARGET_MS} ms), peak RSS ${Math.round(peakRss / 1024 / 1024)} MB, ${sharp.concurrency()} libvips threads`,
);
// Five such uploads at once: sharp queues the work on its own threads, so memory stays bounded.
const before = process.memoryUsage().rss;
let concurrentPeak = before;
const sampler = setInterval(() => {
  concurrentPeak = Math.max(concurrentPeak, process.memoryUsage().rss);
}, 20);
const startAll = performance.now();
await Promise.all(Array.from({ length: 5 }, () => processImage(input)));
clearInterval(sampler);
concurrentPeak = Math.max(concurrentPeak, process.memoryUsage().rss);
console.log(
  `5 at once: ${Math.round(performance.now() - startAll)} ms in all, peak RSS ${Math.round(concurrentPeak / 1024 / 1024)} MB (${Math.round((concurrentPeak - before) / 1024 / 1024)} MB above one at a time)`,
);
if (typical > TARGET_MS) {
  console.log("over the target");
  process.exitCode = 1;
}
