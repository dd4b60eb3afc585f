// What a V8 heap snapshot holds, summed by kind, the largest names, and the largest strings.
//   node --heapsnapshot-signal=SIGUSR2 apps/server/dist/main.js   then kill -USR2 <pid>
//   pnpm --filter @jugendclub/perf exec tsx src/heap-summary.ts /path/to/Heap.*.heapsnapshot
import { readFileSync } from "node:fs";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

const file = process.argv[2];
if (!file) {
  console.error("usage: tsx src/heap-summary.ts FILE.heapsnapshot");
  process.exit(2);
}
const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
const fields = snap.snapshot.meta.node_fields;
const kinds = snap.snapshot.meta.node_types[0];
const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [
  number,
  number,
  number,
];
const byKind = new Map<string, number>();
const byName = new Map<string, number>();
const largeStrings: [number, string][] = [];
const add = (map: Map<string, number>, key: string, size: number) => map.set(key, (map.get(key) ?? 0) + size);
let total = 0;
for (let i = 0; i < snap.nodes.length; i += fields.length) {
  const kind = kinds[snap.nodes[i + typeAt] as number] as string;
  const size = snap.nodes[i + sizeAt] as number;
  const name = snap.strings[snap.nodes[i + nameAt] as number] as string;
  total += size;
  add(byKind, kind, size);
  const isString = kind.endsWith("string");
  add(byName, `${kind}: ${isString ? "(strings)" : name.slice(0, 80)}`, size);
  if (kind === "string" && size > 100_000) largeStrings.push([size, name.slice(0, 90).replace(/\s+/g, " ")]);
}
const mb = (bytes: number) => (bytes / 1048576).toFixed(1).padStart(6);
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, size]) => `${mb(size)} MB  ${key}`)
    .join("\n");
console.log(`All objects: ${mb(total)} MB\n\nBy kind:\n${top(byKind, 12)}\n\nLargest names:\n${top(byName, 25)}`);
console.log("\nStrings over 100 kB:");
for (const [size, text] of largeStrings.sort((a, b) => b[0] - a[0]).slice(0, 15))
  console.log(`${mb(size)} MB  ${text}`);
