// Fails when a text in the code is missing from the committed lb catalog (or the catalog holds
// texts the code no longer has): runs the extraction and compares. Leaves the catalog as it was.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const catalog = join(import.meta.dirname, "..", "src", "locales", "lb", "messages.po");
const normalise = (text) =>
  text
    .split("\n")
    .filter((line) => !line.startsWith('"POT-Creation-Date'))
    .join("\n");

const before = readFileSync(catalog, "utf8");
execFileSync("lingui", ["extract", "--clean"], { stdio: "ignore", cwd: join(import.meta.dirname, "..") });
const after = readFileSync(catalog, "utf8");
writeFileSync(catalog, before);
if (normalise(before) !== normalise(after)) {
  console.error("The lb catalog is out of date: run `pnpm --filter @jugendclub/web i18n:extract` and commit it.");
  process.exit(1);
}
console.log("Every text is in the lb catalog.");
