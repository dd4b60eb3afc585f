#!/usr/bin/env node
// Fails when a package imports across a layer that ARCHITECTURE.md forbids (scripts/layers.mjs).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { findLayerViolations } from "./layers.mjs";

const violations = findLayerViolations(join(dirname(fileURLToPath(import.meta.url)), ".."));
if (violations.length > 0) {
  process.stderr.write(
    `Imports across a forbidden layer (see ARCHITECTURE.md):\n${violations.map((v) => `  ${v}\n`).join("")}`,
  );
  process.exit(1);
}
process.stdout.write("layers: every import keeps to its layer\n");
