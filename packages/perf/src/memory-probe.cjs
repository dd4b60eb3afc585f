// Preloaded into the server by bench:memory (NODE_OPTIONS=--require this file): on SIGUSR2 it
// writes process.memoryUsage() as JSON to MEMORY_PROBE_FILE, so the bench can split the RSS into
// V8's heap, memory outside it (external, ArrayBuffers) and the rest.
const { writeFileSync } = require("node:fs");

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
